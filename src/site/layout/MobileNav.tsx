import { Burger, createStyles } from "@mantine/core";
import { IconMenu2 } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTexts } from "../i18n/LanguageContext";
import { layoutTexts } from "./layoutTexts";
import { navigationTexts } from "./navigation";
import { MenuLinkItem } from "./MenuLinkItem";

// Before the scripts run (or without them), the toggle is a link to #mobile-menu and the panel
// shows while it is the target: the same markup the app hydrates, so CSS alone swaps the link
// for the Burger once <html data-hydrated> is set (src/App.tsx). Same 34 px box: nothing moves.
const beforeScripts = "html:not([data-hydrated]) &";
const afterScripts = "html[data-hydrated] &";

const useStyles = createStyles((theme) => ({
  burger: {
    [theme.fn.largerThan("md")]: { display: "none" },
    [beforeScripts]: { display: "none" },
  },
  menuLink: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 34,
    height: 34,
    color: theme.colors.gray[9],
    borderRadius: theme.radius.sm,
    "&:focus-visible": { outline: `2px solid ${theme.colors.brand[6]}`, outlineOffset: 2 },
    [theme.fn.largerThan("md")]: { display: "none" },
    [afterScripts]: { display: "none" },
  },
  panel: {
    position: "absolute",
    top: "100%",
    left: 0,
    right: 0,
    zIndex: 200,
    background: theme.white,
    borderTop: `1px solid ${theme.colors.gray[2]}`,
    boxShadow: theme.shadows.md,
    maxHeight: "calc(100vh - 120px)",
    overflowY: "auto",
    [theme.fn.largerThan("md")]: { display: "none" },
    [theme.fn.smallerThan("md")]: { [`${beforeScripts}:target`]: { display: "block" } },
  },
  list: { listStyle: "none", margin: 0, padding: theme.spacing.sm },
  subList: { listStyle: "none", margin: 0, paddingLeft: theme.spacing.lg },
  link: {
    display: "block",
    padding: "12px 12px",
    color: theme.colors.gray[9],
    fontWeight: 600,
    textDecoration: "none",
    borderRadius: theme.radius.sm,
    "&:hover, &[aria-current='page']": { background: theme.colors.brand[0], color: theme.colors.brand[8] },
  },
  subLink: { fontWeight: 400 },
}));

/** The phone menu: a toggle and a panel listing every page; it closes on navigation, Escape or a click outside. */
export function MobileNav() {
  const { classes, cx } = useStyles();
  const navigation = useTexts(navigationTexts);
  const texts = useTexts(layoutTexts);
  const [opened, setOpened] = useState(false);
  // Refs, not state: a node kept in state renders the whole menu again as the page hydrates.
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  const close = () => setOpened(false);

  useEffect(close, [pathname, hash]);
  useEffect(() => {
    if (!opened) return;
    // A tap or click outside the toggle and the panel closes it.
    const onOutside = (event: Event) => {
      const path = event.composedPath();
      if (![burger.current, panel.current].some((node) => node && path.includes(node))) setOpened(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpened(false);
      burger.current?.focus();
    };
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("touchstart", onOutside);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("touchstart", onOutside);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [opened]);

  return (
    <>
      <a href="#mobile-menu" className={classes.menuLink}>
        <IconMenu2 size={24} aria-hidden />
        <span className="visually-hidden">{texts.openMenu}</span>
      </a>
      <Burger
        ref={burger}
        className={classes.burger}
        opened={opened}
        onClick={() => setOpened((o) => !o)}
        aria-label={opened ? texts.closeMenu : texts.openMenu}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      />
      <nav ref={panel} id="mobile-menu" aria-label={texts.mobileNav} className={classes.panel} hidden={!opened}>
        <ul className={classes.list}>
          {navigation.main.map((item) => (
            <MenuLinkItem key={item.to} item={item} end className={classes.link}>
              {item.children && (
                <ul className={classes.subList}>
                  {item.children.map((child) => (
                    <MenuLinkItem key={child.to} item={child} className={cx(classes.link, classes.subLink)} />
                  ))}
                </ul>
              )}
            </MenuLinkItem>
          ))}
        </ul>
      </nav>
    </>
  );
}
