import { createStyles } from "@mantine/core";
import { localizedPath } from "../i18n/language";
import { useLanguage } from "../i18n/LanguageContext";
import { privacyNoticeTexts, privacyPagePath, storesSentence, type FormName } from "./privacyNotice";

const useStyles = createStyles((theme) => ({
  notice: {
    margin: 0,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.gray[8],
    "& a": { color: theme.colors.brand[8], textDecoration: "underline" },
  },
}));

/**
 * The notice next to a form's send button (docs/product.md#notices-at-forms): what the form
 * stores, why, who sees it, and a link to the privacy page in the page's language. Its markup
 * is as small as it can be (a plain link to the prerendered page, one class): the home page's
 * HTML must fit its first round trip (docs/architecture.md#performance).
 */
export function PrivacyNotice({ form }: { form: FormName }) {
  const language = useLanguage();
  const { classes } = useStyles();
  return (
    <p className={classes.notice}>
      {`${storesSentence(form, language)} `}
      <a href={localizedPath(privacyPagePath, language)}>{privacyNoticeTexts[language].link}</a>
    </p>
  );
}
