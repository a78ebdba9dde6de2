import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = {
  /** Named in the console log, e.g. "admin panel" or "page". */
  what: string;
  /** Shown instead of the children once one of them has thrown; a function also gets a reset. */
  fallback: ReactNode | ((error: Error, reset: () => void) => ReactNode);
  children: ReactNode;
};
type State = { error: Error | null };

/**
 * The app's one error boundary (React offers boundaries only as class components): it logs what
 * failed and shows `fallback`, so nothing crashes to a white page. Callers choose the words.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.what} failed`, error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === "function" ? fallback(error, this.reset) : fallback;
  }
}
