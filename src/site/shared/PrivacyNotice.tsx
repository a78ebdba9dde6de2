import { Anchor, Text } from "@mantine/core";
import { useLanguage } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { privacyNoticeTexts, storesSentence, type FormName } from "./privacyNotice";

/**
 * The notice next to a form's send button (docs/product.md#notices-at-forms): what the form
 * stores, why, who sees it, and a link to the privacy page in the page's language.
 */
export function PrivacyNotice({ form }: { form: FormName }) {
  const language = useLanguage();
  const texts = privacyNoticeTexts[language];
  return (
    <Text size="sm" color="gray.8" data-privacy-notice={form}>
      {storesSentence(form, language)} {texts.readMore}{" "}
      <Anchor component={Link} to={paths.privacy} size="sm" color="brand.8" underline>
        {texts.link}
      </Anchor>
      {texts.end}
    </Text>
  );
}
