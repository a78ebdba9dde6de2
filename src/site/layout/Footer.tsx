import { Anchor, Box, Container, createStyles, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "../i18n/links";
import { contact, foundation, links, siteTexts, telHref, whatsapp } from "../../config/site";
import { RegistrationList } from "../shared/RegistrationList";
import { whatsappLink } from "../shared/whatsapp";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { sharedTexts } from "../shared/sharedTexts";
import { layoutTexts } from "./layoutTexts";
import { navigationTexts } from "./navigation";

const useStyles = createStyles((theme) => {
  // Each link's box is at least 24 px tall (WCAG 2.2 target size) without moving a line: the
  // padding that makes it so is taken back by a margin of the same size.
  const link = {
    display: "inline-block",
    padding: "3px 0",
    margin: "-3px 0",
    color: theme.white,
    textDecoration: "underline",
    textUnderlineOffset: 3,
    "&:hover": { color: theme.colors.brand[1] },
  };
  return {
    footer: { background: theme.colors.brand[9], color: theme.white, marginTop: theme.spacing.xl * 2 },
    heading: { color: theme.white, fontSize: theme.fontSizes.lg, marginBottom: theme.spacing.sm },
    list: { listStyle: "none", margin: 0, padding: 0, "& li": { marginBottom: 6 } },
    link,
    bottom: {
      borderTop: `1px solid ${theme.colors.brand[7]}`,
      display: "flex",
      flexWrap: "wrap",
      justifyContent: "space-between",
      gap: theme.spacing.sm,
    },
    registrations: { display: "flex", flexWrap: "wrap", columnGap: theme.spacing.xl, rowGap: 4 },
    policies: {
      display: "flex",
      flexWrap: "wrap",
      gap: theme.spacing.md,
      listStyle: "none",
      margin: 0,
      padding: 0,
      fontSize: theme.fontSizes.sm,
      // Styled from here, not with a class on each link: the home page's HTML is at its budget.
      "& a": link,
    },
  };
});

export function Footer() {
  const { classes } = useStyles();
  const navigation = useTexts(navigationTexts);
  const texts = useTexts(layoutTexts);
  const site = useTexts(siteTexts);
  const { newTab } = useTexts(sharedTexts);
  const langOf = useContentLang();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid
          cols={4}
          breakpoints={[
            { maxWidth: "md", cols: 2 },
            { maxWidth: "xs", cols: 1 },
          ]}
          spacing="xl"
        >
          <Stack spacing="xs">
            <Title order={2} className={classes.heading} lang={langOf(foundation.name)}>
              {foundation.name}
            </Title>
            <Text size="sm">{site.tagline}.</Text>
          </Stack>
          <nav aria-label={texts.quickLinksNav}>
            <Title order={2} className={classes.heading}>
              {texts.quickLinks}
            </Title>
            <ListOf items={navigation.footerQuickLinks} keyOf={(item) => item.to} className={classes.list}>
              {(item) => (
                <Anchor component={Link} to={item.to} className={classes.link}>
                  {item.label}
                </Anchor>
              )}
            </ListOf>
          </nav>
          <div>
            <Title order={2} className={classes.heading}>
              {texts.contact}
            </Title>
            <address style={{ fontStyle: "normal" }}>
              <ul className={classes.list}>
                {site.addressLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                {contact.phones.map((phone) => (
                  <li key={phone}>
                    <a className={classes.link} href={telHref(phone)}>
                      {phone}
                    </a>
                  </li>
                ))}
                <li>
                  <a
                    className={classes.link}
                    href={whatsappLink(whatsapp.number, site.whatsappGreeting)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {texts.chatOnWhatsApp}
                    <span className="visually-hidden">{newTab}</span>
                  </a>
                </li>
                <li>
                  <a className={classes.link} href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </li>
              </ul>
            </address>
          </div>
          <div>
            <Title order={2} className={classes.heading}>
              {texts.followUs}
            </Title>
            <ListOf items={links.social} keyOf={(social) => social.href} className={classes.list}>
              {(social) => (
                <a className={classes.link} href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                  <span className="visually-hidden">{newTab}</span>
                </a>
              )}
            </ListOf>
          </div>
        </SimpleGrid>
      </Container>
      <Container size="xl" pb="md">
        <Title order={2} className={classes.heading}>
          {texts.registrations}
        </Title>
        <RegistrationList className={classes.registrations} />
      </Container>
      <Container size="xl" py="md" className={classes.bottom}>
        <Text size="sm">
          © {foundation.copyrightYear} <span lang={langOf(foundation.name)}>{foundation.name}</span>.{" "}
          {texts.allRightsReserved}
        </Text>
        <ListOf
          items={navigation.footerPolicyLinks}
          keyOf={(item) => item.to}
          className={classes.policies}
          label={texts.policies}
        >
          {(item) => <Link to={item.to}>{item.label}</Link>}
        </ListOf>
      </Container>
    </Box>
  );
}

/** A list of `items`, each in its own list item, shown by `children`. */
function ListOf<T>({
  items,
  keyOf,
  className,
  label,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  className: string;
  label?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
