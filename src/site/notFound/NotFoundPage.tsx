import { Button, Container, Text, Title } from "@mantine/core";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { useTexts } from "../i18n/LanguageContext";
import { notFoundTexts } from "./notFoundTexts";
import { usePageHead } from "../shared/usePageHead";

export default function NotFoundPage() {
  const notFound = useTexts(notFoundTexts);
  usePageHead({ title: notFound.title, description: notFound.description, path: null });
  return (
    <section>
      <Container size="sm" py={80} style={{ textAlign: "center" }}>
        <Text component="p" weight={800} color="brand.8" m={0} style={{ fontSize: 96, lineHeight: 1 }}>
          {notFound.code}
        </Text>
        <Title order={1} mt="md" color="gray.9">
          {notFound.heading}
        </Title>
        <Text color="gray.8" mt="sm" mb="xl">
          {notFound.text}
        </Text>
        <Button component={Link} to={paths.home} size="md">
          {notFound.homeLink}
        </Button>
      </Container>
    </section>
  );
}
