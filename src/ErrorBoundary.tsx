import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = {
  /** Named in the console log, e.g. "admin panel" or "page". */
  what: string;
  /** Shown instead of the children once one of them has thrown. */
  fallback: ReactNode;
  children: ReactNode;
};
type State = { failed: boolean };

/**
 * The app's one error boundary (React offers boundaries only as class components): it logs what
 * failed and shows `fallback`, so nothing crashes to a white page. Callers choose the words.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.what} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
