import { Text } from "@mantine/core";
import { useLanguage } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { privacyNoticeTexts, storesSentence, type FormName } from "./privacyNotice";

/**
 * The notice next to a form's send button (docs/product.md#notices-at-forms): what the form
 * stores, why, who sees it, and a link to the privacy page in the page's language. A plain link
 * styled here (not Mantine's Anchor), so the forms' chunks import nothing new.
 */
export function PrivacyNotice({ form }: { form: FormName }) {
  const language = useLanguage();
  const texts = privacyNoticeTexts[language];
  return (
    <Text
      size="sm"
      color="gray.8"
      data-privacy-notice={form}
      sx={(theme) => ({ "& a": { color: theme.colors.brand[8], textDecoration: "underline" } })}
    >
      {storesSentence(form, language)} {texts.readMore} <Link to={paths.privacy}>{texts.link}</Link>
      {texts.end}
    </Text>
  );
}
