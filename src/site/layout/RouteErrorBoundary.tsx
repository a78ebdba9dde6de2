import { Button, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "../i18n/links";
import { contact } from "../../config/site";
import { ErrorBoundary } from "../../ErrorBoundary";
import { paths } from "../paths";

/** A page that crashes shows a friendly message inside the site frame, never a white page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const fallback = (
    <Container size="sm" py="xl">
      <Stack align="flex-start" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>
          This page could not be shown. Please try again, or reach us at {contact.email} or {contact.phones[0]}.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button component={Link} to={paths.home} variant="subtle" reloadDocument>
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
  return (
    <ErrorBoundary what="page" fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
