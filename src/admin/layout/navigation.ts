import { declarations } from "../resources";
import { mayOpen, type StaffRole } from "../roles/staffRole";

export interface NavItem {
  label: string;
  to: string;
}

/** The sidebar: Dashboard, one item per declared resource, Settings. */
export const navItems: NavItem[] = [
  { label: "Dashboard", to: "/admin" },
  ...declarations.map((d) => ({ label: d.texts.title, to: `/admin/${d.path}` })),
  { label: "Settings", to: "/admin/settings" },
];

/** The sidebar a role sees: an editor (or a role not known yet) sees no screen of personal data. */
export function navItemsFor(role: StaffRole | null | undefined): NavItem[] {
  const hidden = new Set(declarations.filter((d) => !mayOpen(role, d)).map((d) => `/admin/${d.path}`));
  return navItems.filter((item) => !hidden.has(item.to));
}

/** The spec's rule: /admin is active only on itself, every other item on its own path and below. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (itemPath === "/admin") return path === "/admin";
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
