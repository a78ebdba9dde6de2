import { Button, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "../i18n/links";
import { contact } from "../../config/site";
import { ErrorBoundary } from "../../ErrorBoundary";
import { useTexts } from "../i18n/LanguageContext";
import { paths } from "../paths";
import { layoutTexts } from "./layoutTexts";

/** A page that crashes shows a friendly message inside the site frame, never a white page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { error } = useTexts(layoutTexts);
  const fallback = (
    <Container size="sm" py="xl">
      <Stack align="flex-start" role="alert">
        <Title order={1}>{error.title}</Title>
        <Text>{error.text(contact.email, contact.phones[0])}</Text>
        <Button onClick={() => window.location.reload()}>{error.reload}</Button>
        <Button component={Link} to={paths.home} variant="subtle" reloadDocument>
          {error.home}
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
