import { CloseButton, createStyles, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { localizedPath } from "../i18n/language";
import { languageOfferAttribute, rememberLanguage } from "../i18n/preference";
import { languageOffer } from "../i18n/switchTexts";

const useStyles = createStyles((theme) => ({
  // Hidden unless index.html's script marked <html> before the first paint, so the bar is in
  // place from the start and nothing below it moves.
  bar: {
    display: "none",
    background: theme.colors.brand[0],
    borderBottom: `1px solid ${theme.colors.brand[2]}`,
    padding: "6px 12px",
    [`html[${languageOfferAttribute}="hi"] &`]: { display: "block" },
  },
  accept: { color: theme.colors.brand[8], fontWeight: 700 },
}));

/**
 * One line offering the Hindi site to a browser that prefers Hindi, on a first visit to the
 * English home page. Never a redirect: the visitor chooses, and either choice is remembered.
 */
export function LanguageOffer() {
  const { classes } = useStyles();
  const hide = () => document.documentElement.removeAttribute(languageOfferAttribute);
  return (
    <aside className={classes.bar} lang="hi" aria-label={languageOffer.accept}>
      <Group position="center" spacing="sm" noWrap>
        <Text size="sm">
          {languageOffer.text}{" "}
          <Link
            to={localizedPath("/", "hi")}
            className={classes.accept}
            hrefLang="hi"
            onClick={() => {
              rememberLanguage("hi");
              hide();
            }}
          >
            {languageOffer.accept}
          </Link>
        </Text>
        <CloseButton
          title={languageOffer.dismiss}
          aria-label={languageOffer.dismiss}
          onClick={() => {
            rememberLanguage("en");
            hide();
          }}
        />
      </Group>
    </aside>
  );
}
