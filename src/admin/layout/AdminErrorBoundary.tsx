import { Alert, Button } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/** A screen that throws shows what went wrong instead of a white page; the sidebar stays usable. */
export class AdminErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" title="Something went wrong on this screen" role="alert">
        {this.state.error.message}
        <div>
          <Button mt="sm" variant="default" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
}
