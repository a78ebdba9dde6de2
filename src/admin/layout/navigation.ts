import { declarations } from "../resources";

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

/** The spec's rule: /admin is active only on itself, every other item on its own path and below. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (itemPath === "/admin") return path === "/admin";
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
