import { usePermissions } from "@refinedev/core";
import type { ResourceDeclaration } from "../resources/types";

/**
 * The two staff roles (docs/architecture.md#security-model): an admin sees personal data and
 * manages staff; an editor manages content only. The database decides (public.is_admin() and
 * public.is_staff() in the policies); the admin only leaves out what the role may not use.
 */
export type StaffRole = "admin" | "editor";

export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", editor: "Editor" };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "sees messages, receipt requests and other personal data, and manages staff",
  editor: "manages the site's content, and sees no personal data",
};

export function isStaffRole(value: unknown): value is StaffRole {
  return value === "admin" || value === "editor";
}

/** Whether a role may open a resource's screen: personal data is for admins only. */
export function mayOpen(role: StaffRole | null | undefined, declaration: Pick<ResourceDeclaration, "personalData">) {
  return !declaration.personalData || role === "admin";
}

/** The signed-in member's role from the auth provider's getPermissions(); undefined while loading. */
export function useStaffRole(): StaffRole | null | undefined {
  const { data, isLoading } = usePermissions<StaffRole | null>({});
  if (isLoading) return undefined;
  return isStaffRole(data) ? data : null;
}
