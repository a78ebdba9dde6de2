import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "react-router";
import { contact } from "../../config/site";

type Props = { children: ReactNode };
type State = { failed: boolean };

/** A page that crashes shows a friendly message inside the site frame, never a white page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Page crashed", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Stack align="flex-start" role="alert">
          <Title order={1}>Something went wrong</Title>
          <Text>
            This page could not be shown. Please try again, or reach us at {contact.email} or {contact.phones[0]}.
          </Text>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/" variant="subtle" reloadDocument>
            Go to the home page
          </Button>
        </Stack>
      </Container>
    );
  }
}
