import { createStyles, Text, Title } from "@mantine/core";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";
import { languageInfo } from "../i18n/language";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { ReadAloud } from "../readAloud/ReadAloud";
import { PhotoImage } from "../shared/PhotoImage";
import { arrivalImage, responsiveSources } from "../shared/responsiveImage";
import type { PublicVisitStep } from "./firstVisitData";
import { hiddenInPrint } from "./PrintStyles";
import { firstVisitTexts } from "./firstVisitTexts";

const useStyles = createStyles((theme) => ({
  figure: {
    margin: 0,
    overflow: "hidden",
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.gray[3]}`,
    background: theme.white,
  },
  image: { display: "block", width: "100%", height: "auto" },
  caption: { padding: theme.spacing.md },
  number: { fontWeight: 700, color: theme.colors.brand[8] },
}));

// The story's column is at most 720 px wide; on a phone, the screen's width.
const stepSizes = "(max-width: 760px) 100vw, 720px";

/**
 * The element a step's text is in (its title and sentences), by the step's id: stable across
 * builds and languages, for a component that reads it aloud (docs/product.md#your-first-visit).
 */
export const stepTextId = (id: string) => `visit-step-text-${id}`;

type Props = {
  step: PublicVisitStep;
  /** 1-based, in the story's order. */
  n: number;
  total: number;
  /** The page's first picture: its largest paint on a phone, fetched at once and first. */
  first: boolean;
  /** The heading level of the step's title under the page's headings. */
  order: 2 | 3;
  /** 'Listen' above the text: on the page, not on paper (the printed story has no player). */
  readAloud: boolean;
};

/** One step of the story: its photo and, under it, its number, title and one or two sentences. */
export function StoryStep({ step, n, total, first, order, readAloud }: Props) {
  const { classes } = useStyles();
  const texts = useTexts(firstVisitTexts);
  const langOf = useContentLang();
  const page = useLanguage();
  // A step staff have not put in Hindi yet is read (and its English recording found) in English.
  const textLang = langOf(step.body);
  return (
    <figure className={classes.figure}>
      <PhotoImage
        photo={{
          ...responsiveSources(step.image_url, step.image_small_url, step.image_width, step.image_height),
          alt: step.image_alt,
        }}
        sizes={stepSizes}
        width={step.image_width}
        height={step.image_height}
        className={classes.image}
        decoding="async"
        {...(first ? arrivalImage : { loading: "lazy" })}
      />
      <figcaption className={classes.caption}>
        {readAloud && (
          <div {...hiddenInPrint}>
            <ReadAloud item={{ kind: "visit_steps", id: step.id }} target={stepTextId(step.id)} />
          </div>
        )}
        <div id={stepTextId(step.id)} lang={textLang}>
          <Text component="p" size="sm" className={classes.number} m={0} lang={textLang && languageInfo[page].htmlLang}>
            {texts.stepOf(n, total)}
          </Text>
          <Title order={order} size={22} color="brand.8" mt={4} lang={langOf(step.title)}>
            {step.title}
          </Title>
          <Text component="p" size="lg" color="gray.9" mt="xs" mb={0} lang={langOf(step.body)}>
            {step.body}
          </Text>
        </div>
        <InEnglishSoFar row={step} mt="xs" />
      </figcaption>
    </figure>
  );
}
