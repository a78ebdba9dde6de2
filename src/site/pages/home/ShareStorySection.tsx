import { Button, Container, Paper, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { links } from "../../../config/site";
import { shareStory } from "../../content/home";

export function ShareStorySection() {
  return (
    <section aria-labelledby="share-story-title">
      <Container size="md" py={32}>
        <Paper radius="lg" p="xl" sx={(theme) => ({ background: theme.colors.brand[0], textAlign: "center" })}>
          <Title order={2} id="share-story-title" mb="xs">
            {shareStory.title}
          </Title>
          <Text mb="lg">{shareStory.text}</Text>
          <Button
            component="a"
            href={links.submitTestimonial}
            target="_blank"
            rel="noopener noreferrer"
            rightIcon={<IconExternalLink size={16} aria-hidden />}
          >
            {shareStory.action}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Button>
        </Paper>
      </Container>
    </section>
  );
}
