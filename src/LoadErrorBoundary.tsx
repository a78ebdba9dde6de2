import type { ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary";

type Props = { what: string; children: ReactNode };

/**
 * For a lazily loaded part of the app: if its code cannot be fetched (a dropped connection,
 * or a new deployment replaced the chunk), say so and offer a reload instead of a white page.
 * Plain styles: it sits outside any Mantine provider.
 */
export function LoadErrorBoundary({ what, children }: Props) {
  const fallback = (
    <main style={{ padding: 24, fontFamily: "system-ui, sans-serif", maxWidth: 560 }}>
      <h1 style={{ fontSize: 24 }}>The {what} could not be loaded</h1>
      <p>Please check your connection and reload the page.</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: "8px 16px", fontSize: 16 }}>
        Reload the page
      </button>
    </main>
  );
  return (
    <ErrorBoundary what={what} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
