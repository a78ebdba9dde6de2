import type { AuthProvider } from "@refinedev/core";
import { showNotification } from "@mantine/notifications";
import { createContext, useContext } from "react";

/**
 * The auth provider's plain functions (src/admin/providers/auth.ts), for the screens that come
 * before Refine: the login form, 'Forgot password?' and the e-mailed links' set-password page.
 * They render in the admin's door (src/admin/AdminDoor.tsx) without loading Refine.
 */
export type AuthActions = Pick<AuthProvider, "login" | "forgotPassword" | "updatePassword">;

export const AuthActionsContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error("useAuthActions: no AuthActionsContext.Provider above");
  return actions;
}

/** A toast as Refine's Mantine notification provider shows it (same colours, one per key). */
export function notify({ type, message, key }: { type: "success" | "error"; message: string; key?: string }) {
  showNotification({ id: key, color: type === "success" ? "primary" : "red", message, autoClose: 5000 });
}
