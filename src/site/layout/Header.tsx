import { Box, Container, createStyles, Group } from "@mantine/core";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { foundation } from "../../config/site";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { DesktopNav } from "./DesktopNav";
import { layoutTexts } from "./layoutTexts";
import { LanguageSwitch } from "./LanguageSwitch";
import { MobileNav } from "./MobileNav";
import { TopBar } from "./TopBar";
// The logo's own file, written into the page: one request fewer before the page's pictures. It
// lives beside the header, not in public/ (Vite warns against importing from there); the build
// also writes it to /images/logo.svg for search engines (src/entry-server.tsx, staticFiles).
import logoSvg from "./logo.svg?raw";

const useStyles = createStyles((theme) => ({
  bar: {
    background: theme.white,
    borderBottom: `1px solid ${theme.colors.gray[2]}`,
  },
  inner: { position: "relative" },
  logo: {
    display: "flex",
    alignItems: "center",
    gap: 10,
    color: theme.colors.brand[8],
    fontWeight: 700,
    lineHeight: 1.2,
    textDecoration: "none",
    borderRadius: theme.radius.sm,
  },
  logoImage: { display: "flex", flexShrink: 0, svg: { width: 48, height: 48 } },
  logoText: { maxWidth: 190, fontSize: theme.fontSizes.md },
}));

export function Header() {
  const { classes } = useStyles();
  const texts = useTexts(layoutTexts);
  const langOf = useContentLang();
  return (
    <header>
      <TopBar />
      <Box className={classes.bar}>
        <Container size="xl" className={classes.inner}>
          {/* Wraps only when the logo and the controls do not fit a line: at a large text size. */}
          <Group position="apart" py="xs">
            <Link to={paths.home} className={classes.logo} aria-label={texts.logoLabel(foundation.name)}>
              <span className={classes.logoImage} aria-hidden dangerouslySetInnerHTML={{ __html: logoSvg }} />
              <span className={classes.logoText} lang={langOf(foundation.name)}>
                {foundation.name}
              </span>
            </Link>
            <Group spacing="xs" noWrap>
              <DesktopNav />
              <LanguageSwitch />
              <MobileNav />
            </Group>
          </Group>
        </Container>
      </Box>
    </header>
  );
}
