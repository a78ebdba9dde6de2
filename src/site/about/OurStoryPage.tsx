import { Container, Text } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { storyTexts } from "./storyTexts";
import { usePageHead } from "../shared/usePageHead";
import { PageIntro } from "../shared/PageIntro";

export default function OurStoryPage() {
  const story = useTexts(storyTexts);
  usePageHead({ title: story.title, description: story.description });
  return (
    <div>
      <PageIntro title={story.title}>{story.lead}</PageIntro>
      <Container size="sm" pb={48}>
        <article>
          {story.paragraphs.map((paragraph, index) =>
            index === story.paragraphs.length - 1 ? (
              <Text
                component="p"
                key={paragraph}
                size="lg"
                weight={600}
                color="brand.8"
                my={0}
                py="sm"
                pl="lg"
                sx={(theme) => ({ borderLeft: `4px solid ${theme.colors.teal[7]}`, lineHeight: 1.7 })}
              >
                {paragraph}
              </Text>
            ) : (
              <Text component="p" key={paragraph} size="lg" color="gray.8" mb="lg" mt={0} style={{ lineHeight: 1.75 }}>
                {paragraph}
              </Text>
            ),
          )}
        </article>
      </Container>
    </div>
  );
}
