import { createStyles, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useRef, type FocusEvent, type KeyboardEvent } from "react";
import { NavLink } from "../i18n/links";
import { useTexts } from "../i18n/LanguageContext";
import { layoutTexts } from "./layoutTexts";
import { headerLinkStyle, MenuLinkItem } from "./MenuLinkItem";
import type { NavItem } from "./navigation";

const useStyles = createStyles((theme) => ({
  item: {
    position: "relative",
    display: "flex",
    alignItems: "center",
    // Before the scripts run (or without them), hovering the item or focusing a link in it shows
    // its sub-pages; once <html data-hydrated> is set (src/App.tsx), the toggle's state decides.
    "html:not([data-hydrated]) &:hover > ul, html:not([data-hydrated]) &:focus-within > ul": { display: "block" },
  },
  link: {
    padding: "10px 6px 10px 12px",
    ...headerLinkStyle(theme),
  },
  toggle: {
    padding: "10px 8px 10px 2px",
    color: theme.colors.gray[8],
    borderRadius: theme.radius.sm,
    display: "flex",
    "&:hover": { color: theme.colors.brand[7] },
  },
  chevron: { transition: "transform 150ms ease" },
  chevronOpen: { transform: "rotate(180deg)" },
  dropdown: {
    position: "absolute",
    top: "100%",
    left: 0,
    zIndex: 200,
    minWidth: 200,
    margin: 0,
    padding: theme.spacing.xs,
    listStyle: "none",
    background: theme.white,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadows.md,
    border: `1px solid ${theme.colors.gray[2]}`,
  },
  childLink: {
    display: "block",
    padding: "8px 12px",
    borderRadius: theme.radius.sm,
    color: theme.colors.gray[9],
    textDecoration: "none",
    "&:hover, &:focus-visible, &[aria-current='page']": {
      background: theme.colors.brand[0],
      color: theme.colors.brand[8],
    },
  },
}));

type Props = {
  item: NavItem & { children: NonNullable<NavItem["children"]> };
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
};

/**
 * A top-level link with a disclosure button for its sub-pages (the WAI-ARIA disclosure
 * navigation pattern): hover opens it, the button opens it from the keyboard, Escape or
 * leaving it closes it.
 */
export function NavDropdown({ item, opened, onOpen, onClose }: Props) {
  const { classes, cx } = useStyles();
  const texts = useTexts(layoutTexts);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `submenu-${item.to.replace(/\W/g, "")}`;

  const focusChild = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links?.length) return;
    links[(index + links.length) % links.length].focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && opened) {
      event.preventDefault();
      onClose();
      toggleRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!opened) {
      onOpen();
      requestAnimationFrame(() => focusChild(0));
      return;
    }
    const links = Array.from(listRef.current?.querySelectorAll("a") ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    focusChild(event.key === "ArrowDown" ? current + 1 : current < 0 ? -1 : current - 1);
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (opened && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li className={classes.item} onMouseEnter={onOpen} onMouseLeave={onClose} onKeyDown={onKeyDown} onBlur={onBlur}>
      <NavLink to={item.to} end className={classes.link}>
        {item.label}
      </NavLink>
      <UnstyledButton
        ref={toggleRef}
        className={classes.toggle}
        aria-expanded={opened}
        aria-controls={listId}
        aria-label={texts.subPages(item.label)}
        onClick={() => (opened ? onClose() : onOpen())}
      >
        <IconChevronDown size={16} aria-hidden className={cx(classes.chevron, { [classes.chevronOpen]: opened })} />
      </UnstyledButton>
      <ul ref={listRef} id={listId} className={classes.dropdown} hidden={!opened}>
        {item.children.map((child) => (
          <MenuLinkItem key={child.to} item={child} className={classes.childLink} />
        ))}
      </ul>
    </li>
  );
}
