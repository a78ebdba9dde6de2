import type { CSSObject, MantineTheme } from "@mantine/core";
import type { ReactNode } from "react";
import { NavLink } from "../i18n/links";

/**
 * A menu's entry as a list item: its link (aria-current on the page it leads to), and what follows
 * the link inside the item (the mobile menu's submenu). The header's, the dropdowns' and the mobile
 * menu's entries are all this one.
 */
export function MenuLinkItem({
  item,
  className,
  end,
  children,
}: {
  item: { label: string; to: string };
  className: string;
  /** Current only on the entry's own address, not on the pages below it. */
  end?: boolean;
  children?: ReactNode;
}) {
  return (
    <li>
      <NavLink to={item.to} end={end} className={className}>
        {item.label}
      </NavLink>
      {children}
    </li>
  );
}

/** The look of the header's links, the menu's and its dropdowns' toggling ones (each adds its padding). */
export const headerLinkStyle = (theme: MantineTheme): CSSObject => ({
  color: theme.colors.gray[9],
  fontWeight: 600,
  textDecoration: "none",
  borderRadius: theme.radius.sm,
  "&:hover, &[aria-current='page']": { color: theme.colors.brand[7] },
});
