import { createStyles } from "@mantine/core";
import { useClickOutside } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTexts } from "../i18n/LanguageContext";
import { layoutTexts } from "./layoutTexts";
import { headerLinkStyle, MenuLinkItem } from "./MenuLinkItem";
import { navigationTexts } from "./navigation";
import { NavDropdown } from "./NavDropdown";

const useStyles = createStyles((theme) => ({
  nav: { [theme.fn.smallerThan("md")]: { display: "none" } },
  list: {
    display: "flex",
    alignItems: "center",
    gap: 4,
    margin: 0,
    padding: 0,
    listStyle: "none",
  },
  link: {
    display: "block",
    padding: "10px 12px",
    ...headerLinkStyle(theme),
  },
}));

export function DesktopNav() {
  const { classes } = useStyles();
  const navigation = useTexts(navigationTexts);
  const texts = useTexts(layoutTexts);
  const [openedMenu, setOpenedMenu] = useState<string | null>(null);
  const { pathname, hash } = useLocation();
  const close = () => setOpenedMenu(null);
  const ref = useClickOutside<HTMLUListElement>(close, ["mousedown", "touchstart"]);

  useEffect(close, [pathname, hash]);

  return (
    <nav aria-label={texts.mainNav} className={classes.nav}>
      <ul ref={ref} className={classes.list}>
        {navigation.main.map((item) =>
          item.children ? (
            <NavDropdown
              key={item.to}
              item={{ ...item, children: item.children }}
              opened={openedMenu === item.to}
              onOpen={() => setOpenedMenu(item.to)}
              onClose={() => setOpenedMenu((current) => (current === item.to ? null : current))}
            />
          ) : (
            <MenuLinkItem key={item.to} item={item} className={classes.link} />
          ),
        )}
      </ul>
    </nav>
  );
}
