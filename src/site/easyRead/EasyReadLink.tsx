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
    <Anchor component={Link} to={easyReadPath(slug)} weight={600} color="brand.8" underline data-easy-read-link={slug}>
      {texts.easyRead}
    </Anchor>
  );
}
