import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = { what: string; children: ReactNode };
type State = { failed: boolean };

/**
 * For a lazily loaded part of the app: if its code cannot be fetched (a dropped connection,
 * or a new deployment replaced the chunk), say so and offer a reload instead of a white page.
 */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} failed to load`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: 24, fontFamily: "system-ui, sans-serif", maxWidth: 560 }}>
        <h1 style={{ fontSize: 24 }}>The {this.props.what} could not be loaded</h1>
        <p>Please check your connection and reload the page.</p>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: "8px 16px", fontSize: 16 }}>
          Reload the page
        </button>
      </main>
    );
  }
}
