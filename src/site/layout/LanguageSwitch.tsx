import { createStyles } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { languageInfo, localizedPath, otherLanguage } from "../i18n/language";
import { useLanguage } from "../i18n/LanguageContext";
import { rememberLanguage } from "../i18n/preference";

const useStyles = createStyles((theme) => ({
  link: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: 34,
    padding: "4px 10px",
    border: `1px solid ${theme.colors.brand[6]}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.brand[8],
    fontWeight: 600,
    textDecoration: "none",
    whiteSpace: "nowrap",
    "&:hover": { background: theme.colors.brand[0] },
  },
}));

/**
 * The same page in the other language, named in that language (हिन्दी on English pages, English
 * on Hindi ones). Choosing it is remembered on this device for the next visit.
 */
export function LanguageSwitch() {
  const { classes } = useStyles();
  const { pathname, hash } = useLocation();
  const target = otherLanguage(useLanguage());
  const info = languageInfo[target];
  return (
    <Link
      to={localizedPath(pathname, target) + hash}
      discover="none"
      className={classes.link}
      lang={info.htmlLang}
      hrefLang={info.htmlLang}
      onClick={() => rememberLanguage(target)}
    >
      {info.name}
    </Link>
  );
}
