import { Container, Paper, Text, Title } from "@mantine/core";
import { links } from "../../config/site";
import { ExternalLinkButton } from "../shared/ExternalLinkButton";
import { useTexts } from "../i18n/LanguageContext";
import { homeTexts } from "./homeTexts";

export function ShareStorySection() {
  const { shareStory } = useTexts(homeTexts);
  return (
    <section aria-labelledby="share-story-title">
      <Container size="md" py={32}>
        <Paper radius="lg" p="xl" sx={(theme) => ({ background: theme.colors.brand[0], textAlign: "center" })}>
          <Title order={2} id="share-story-title" mb="xs">
            {shareStory.title}
          </Title>
          <Text mb="lg">{shareStory.text}</Text>
          <ExternalLinkButton href={links.submitTestimonial}>{shareStory.action}</ExternalLinkButton>
        </Paper>
      </Container>
    </section>
  );
}
