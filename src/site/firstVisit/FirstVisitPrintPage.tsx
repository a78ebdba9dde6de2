import { Anchor, Button, Group } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { PageFrame } from "../shared/PageFrame";
import { firstVisitTexts } from "./firstVisitTexts";
import { hiddenInPrint, PrintStyles } from "./PrintStyles";
import { FirstVisitContent, StorySteps } from "./StorySteps";

/**
 * /first-visit/print (docs/product.md#your-first-visit): the story's steps as cards, one per
 * printed page, for parents to go through with their child at home. The browser's own Print works
 * without scripts; the button only calls it.
 */
export default function FirstVisitPrintPage() {
  const texts = useTexts(firstVisitTexts);
  return (
    <PageFrame title={texts.printTitle} description={texts.printDescription} intro={texts.printIntro} size="md">
      <PrintStyles />
      <Group position="center" mb="xl" {...hiddenInPrint}>
        <Button onClick={() => window.print()}>{texts.printButton}</Button>
        <Anchor component={Link} to={paths.firstVisit} weight={600} color="brand.8" underline>
          {texts.backToStory}
        </Anchor>
      </Group>
      <FirstVisitContent>{(story) => <StorySteps story={story} order={2} readAloud={false} />}</FirstVisitContent>
    </PageFrame>
  );
}
