import { Alert, Button } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../../ErrorBoundary";

/** A screen that throws shows what went wrong instead of a white page; the sidebar stays usable. */
export function AdminErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      what="admin screen"
      fallback={(error, reset) => (
        <Alert color="red" title="Something went wrong on this screen" role="alert">
          {error.message}
          <div>
            <Button mt="sm" variant="default" onClick={reset}>
              Try again
            </Button>
          </div>
        </Alert>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
