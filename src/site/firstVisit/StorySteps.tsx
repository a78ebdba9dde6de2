import type { ReactNode } from "react";
import { createStyles, Text } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { usePublishedData } from "../publishedData";
import { LoadedContent } from "../shared/LoadingState";
import { firstVisitTexts } from "./firstVisitTexts";
import type { FirstVisitStory } from "./firstVisitData";
import { StoryStep } from "./StoryStep";

const useStyles = createStyles((theme) => ({
  list: { listStyle: "none", margin: 0, padding: 0, maxWidth: 720, marginInline: "auto" },
  item: { marginBottom: theme.spacing.xl },
}));

/** The story as its page reads it: the steps and the sensory information, loading and failing alike. */
export function FirstVisitContent({ children }: { children: (story: FirstVisitStory) => ReactNode }) {
  const texts = useTexts(firstVisitTexts);
  const state = usePublishedData("firstVisit");
  return (
    <LoadedContent state={state} loading={texts.loading} error={texts.error}>
      {children}
    </LoadedContent>
  );
}

/**
 * The steps as an ordered list, each a figure (`data-story-step`: one printed page each). The
 * number is in the list and, for a child looking at one card, in words on the card.
 */
export function StorySteps({ story, order, readAloud }: { story: FirstVisitStory; order: 2 | 3; readAloud: boolean }) {
  const { classes } = useStyles();
  const texts = useTexts(firstVisitTexts);
  if (story.steps.length === 0)
    return (
      <Text component="p" align="center" color="gray.8" py="xl">
        {texts.empty}
      </Text>
    );
  return (
    <ol className={classes.list}>
      {story.steps.map((step, index) => (
        <li key={step.id} className={classes.item} data-story-step="">
          <StoryStep
            step={step}
            n={index + 1}
            total={story.steps.length}
            first={index === 0}
            order={order}
            readAloud={readAloud}
          />
        </li>
      ))}
    </ol>
  );
}
