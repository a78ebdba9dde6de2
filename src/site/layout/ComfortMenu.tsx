import { Anchor, Button, Container, createStyles, Text } from "@mantine/core";
import { lazy, type ReactNode, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { comfortTexts } from "../comfort/comfortTexts";
import { useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { topBarLinkStyle } from "./topBarLinkStyle";

// The panel's controls load when it first opens: no page pays for them in its first round trip.
const ComfortControls = lazy(() =>
  import("../comfort/ComfortControls").then((module) => ({ default: module.ComfortControls })),
);

const useStyles = createStyles((theme) => ({
  button: { background: "none", border: 0, padding: 0, cursor: "pointer", font: "inherit" },
  panel: { background: theme.white, color: theme.colors.gray[9], borderBottom: `1px solid ${theme.colors.gray[3]}` },
  panelFooter: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: theme.spacing.md,
    marginTop: theme.spacing.md,
  },
}));

/**
 * The header's way to the comfort settings (docs/product.md#comfort-settings): a disclosure whose
 * panel opens in the page's flow under the top bar (the header puts `panel` there), never over
 * the page; it closes on Escape, on its Close button and on a new page. Its own page, /comfort,
 * holds the same controls.
 *
 * The prerendered page has a link to /comfort in its place, which works without the scripts; once
 * the page runs, the button replaces it, in the same words and look (the phone and e-mail links'),
 * so nothing moves. Only the link is in the page's HTML: bytes of the first round trip.
 */
export function useComfortMenu(): { control: ReactNode; panel: ReactNode } {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpened(false), [pathname]);
  const close = useCallback(() => {
    setOpened(false);
    button.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpened((open) => !open), []);
  return {
    control: <ComfortToggle opened={opened} onToggle={toggle} button={button} />,
    panel: opened && <ComfortPanel onClose={close} />,
  };
}

/**
 * The link, then the button once the page runs. Its own component: the swap, right after the page
 * hydrates, renders this control again, not the whole top bar (docs/performance.md).
 */
function ComfortToggle({
  opened,
  onToggle,
  button,
}: {
  opened: boolean;
  onToggle: () => void;
  button: RefObject<HTMLButtonElement>;
}) {
  const { classes } = useStyles();
  const texts = useTexts(comfortTexts);
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running ? (
    <Text
      component="button"
      ref={button}
      type="button"
      size="sm"
      color="white"
      sx={topBarLinkStyle}
      className={classes.button}
      aria-expanded={opened}
      onClick={onToggle}
    >
      {texts.title}
    </Text>
  ) : (
    <Text component={Link} to={paths.comfort} size="sm" color="white" sx={topBarLinkStyle}>
      {texts.title}
    </Text>
  );
}

function ComfortPanel({ onClose }: { onClose: () => void }) {
  const { classes } = useStyles();
  const texts = useTexts(comfortTexts);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);
  return (
    <section aria-label={texts.panelLabel} className={classes.panel}>
      <Container size="xl" py="md">
        <Suspense fallback={null}>
          <ComfortControls />
        </Suspense>
        <div className={classes.panelFooter}>
          <Anchor component={Link} to={paths.comfort} weight={600} color="brand.8" underline>
            {texts.allSettings}
          </Anchor>
          <Button variant="default" size="xs" onClick={onClose}>
            {texts.close}
          </Button>
        </div>
      </Container>
    </section>
  );
}
