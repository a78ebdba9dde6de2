import { Text } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { storyTexts } from "./storyTexts";
import { PageFrame } from "../shared/PageFrame";

export default function OurStoryPage() {
  const story = useTexts(storyTexts);
  return (
    <PageFrame title={story.title} description={story.description} intro={story.lead} size="sm">
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
    </PageFrame>
  );
}
