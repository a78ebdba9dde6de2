import { Anchor, Box, Title } from "@mantine/core";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { EasyReadLink } from "../easyRead/EasyReadLink";
import { PageFrame } from "../shared/PageFrame";
import { PolicyBody } from "../policy/PolicyBody";
import type { SensoryInformation } from "./firstVisitData";
import { firstVisitTexts } from "./firstVisitTexts";
import { hiddenInPrint, PrintStyles } from "./PrintStyles";
import { FirstVisitContent, StorySteps } from "./StorySteps";

/**
 * /first-visit (docs/product.md#your-first-visit): the visual story of a first visit, step by step,
 * then the sensory information staff keep in Pages, and a link to the cards to print.
 */
export default function FirstVisitPage() {
  const texts = useTexts(firstVisitTexts);
  return (
    <PageFrame
      title={texts.title}
      description={texts.description}
      intro={texts.intro}
      size="md"
      labelledBy="first-visit-steps"
    >
      <PrintStyles />
      <Title order={2} id="first-visit-steps" align="center" color="brand.8" mb="sm">
        {texts.stepsHeading}
      </Title>
      <Box ta="center" mb="xl" {...hiddenInPrint}>
        <Anchor component={Link} to={paths.firstVisitPrint} weight={600} color="brand.8" underline>
          {texts.printLink}
        </Anchor>
        <br />
        <EasyReadLink slug="first-visit" />
      </Box>
      <FirstVisitContent>
        {(story) => (
          <>
            <StorySteps story={story} order={3} readAloud />
            {story.sensory && <Sensory sensory={story.sensory} />}
          </>
        )}
      </FirstVisitContent>
    </PageFrame>
  );
}

/** The sensory information (quiet hours, noise, lights), as staff wrote it, in the page's language. */
function Sensory({ sensory }: { sensory: SensoryInformation }) {
  const langOf = useContentLang();
  return (
    <Box component="section" maw={720} mx="auto" mt={48} aria-labelledby="first-visit-sensory">
      <Title order={2} id="first-visit-sensory" color="brand.8" lang={langOf(sensory.title_en)}>
        {sensory.title_en}
      </Title>
      <PolicyBody text={sensory.body_en} lang={langOf(sensory.body_en)} />
    </Box>
  );
}
