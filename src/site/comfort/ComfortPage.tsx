import { Paper } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { PageFrame } from "../shared/PageFrame";
import { ComfortControls } from "./ComfortControls";
import { comfortPageTexts } from "./comfortPageTexts";
import { comfortTexts } from "./comfortTexts";

/**
 * /comfort (docs/product.md#comfort-settings): the settings on a page of their own, which the
 * header's control leads to before the scripts run, and the panel links to.
 */
export default function ComfortPage() {
  const { title } = useTexts(comfortTexts);
  const texts = useTexts(comfortPageTexts);
  return (
    <PageFrame title={title} description={texts.description} intro={texts.intro} size="sm">
      <noscript>
        <p>{texts.noScript}</p>
      </noscript>
      <Paper withBorder p="lg" radius="md">
        <ComfortControls />
      </Paper>
    </PageFrame>
  );
}
