import { Anchor } from "@mantine/core";
import type { EasyReadSlug } from "../../lib/easyRead";
import { useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { easyReadPath } from "../paths";
import { easyReadLinkTexts } from "./easyReadLinkTexts";

/**
 * The plain link from a page a worried parent needs first to its easy-read twin
 * (docs/product.md#easy-read), in the page's language; the twin links back.
 */
export function EasyReadLink({ slug }: { slug: EasyReadSlug }) {
  const texts = useTexts(easyReadLinkTexts);
  return (
    // Underlined: a link in a line of text is told by more than its colour. No styles of its own, as
    // it is in the home page's HTML, which is at its budget (docs/architecture.md#performance).
    <Anchor component={Link} to={easyReadPath(slug)} underline>
      {texts.easyRead}
    </Anchor>
  );
}
