import type { AuthProvider } from "@refinedev/core";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../lib/database.types";
import { isStaffRole } from "../roles/staffRole";

export const LOGIN_SUCCESS = "Logged in successfully";
export const LOGIN_FAILED = "Failed to login";
const LOGOUT_SUCCESS = "Logged out successfully";
const LOGOUT_FAILED = "Failed to logout";
export const PASSWORD_UPDATE_FAILED = "Failed to update password";
export const RESET_LINK_TOO_SOON =
  "A link was sent to this address less than a minute ago. Please wait a minute before asking again.";
export const RESET_LINK_FAILED = "The link could not be sent. Please try again in a few minutes.";
/** Where the e-mailed links lead, below /admin (docs/product.md#set-a-new-password): before the login gate. */
export const RECOVERY_ROUTE = "update-password";
export const INVITATION_ROUTE = "set-password";
const NOT_STAFF = "This account is not a staff account, so it cannot use the admin panel. You have been signed out.";

/** How long after login() its confirmation stands in for the next check() (see createAuthProvider). */
const JUST_SIGNED_IN_MS = 30_000;

// Sign out this browser only: Supabase's default (global) would end the account's sessions everywhere.
const THIS_DEVICE = { scope: "local" } as const;

export interface LoginParams {
  email: string;
  password: string;
}

export interface UpdatePasswordParams {
  password: string;
}

export interface ForgotPasswordParams {
  email: string;
}

export interface AdminIdentity {
  id: string;
  email: string;
}

/** Whether the signed-in account is staff of either role: the database decides (public.is_staff()). */
async function isStaff(client: SupabaseClient<Database>): Promise<boolean> {
  const { data, error } = await client.rpc("is_staff");
  if (error) throw new Error(error.message);
  return data === true;
}

/**
 * Refine's auth provider over Supabase Auth (@refinedev/supabase ships none). A session is trusted only
 * after getUser() confirms it with the server, and only for staff accounts.
 */
export function createAuthProvider(client: SupabaseClient<Database>): AuthProvider {
  // The account this provider's own login() just confirmed with the server (getUser and is_admin
  // both answered): the Refine app's first check() right after signing in in the door need not ask
  // again (two round trips on a phone). Any later check, and every fresh page, asks the server.
  let justSignedIn: { userId: string; until: number } | null = null;
  return {
    login: async ({ email, password }: LoginParams) => {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error || !data.session) {
        return { success: false, error: { name: LOGIN_FAILED, message: error?.message || LOGIN_FAILED } };
      }
      try {
        if (!(await isStaff(client))) {
          await client.auth.signOut(THIS_DEVICE);
          return { success: false, error: { name: LOGIN_FAILED, message: NOT_STAFF } };
        }
      } catch (staffError) {
        await client.auth.signOut(THIS_DEVICE);
        const message = staffError instanceof Error ? staffError.message : LOGIN_FAILED;
        return { success: false, error: { name: LOGIN_FAILED, message } };
      }
      justSignedIn = { userId: data.session.user.id, until: Date.now() + JUST_SIGNED_IN_MS };
      return { success: true, successNotification: { message: LOGIN_SUCCESS } };
    },

    logout: async () => {
      justSignedIn = null;
      const { error } = await client.auth.signOut(THIS_DEVICE);
      if (error) return { success: false, error: { name: LOGOUT_FAILED, message: error.message || LOGOUT_FAILED } };
      return { success: true, redirectTo: "/admin", successNotification: { message: LOGOUT_SUCCESS } };
    },

    check: async () => {
      const confirmed = justSignedIn;
      justSignedIn = null;
      if (confirmed && Date.now() < confirmed.until) {
        // The stored session (no request) is still the one login() confirmed.
        const { data } = await client.auth.getSession();
        if (data.session?.user.id === confirmed.userId) return { authenticated: true };
      }
      const { data, error } = await client.auth.getUser();
      if (error || !data.user) return { authenticated: false };
      try {
        if (await isStaff(client)) return { authenticated: true };
      } catch {
        return { authenticated: false };
      }
      await client.auth.signOut(THIS_DEVICE);
      return { authenticated: false, error: { name: LOGIN_FAILED, message: NOT_STAFF } };
    },

    onError: async (error: { statusCode?: number; code?: string }) => {
      // An expired or revoked session: PostgREST answers 401 / PGRST301.
      if (error?.statusCode === 401 || error?.code === "PGRST301") return { logout: true, redirectTo: "/admin" };
      return {};
    },

    updatePassword: async ({ password }: UpdatePasswordParams) => {
      const { error } = await client.auth.updateUser({ password });
      if (error) {
        return {
          success: false,
          error: { name: PASSWORD_UPDATE_FAILED, message: error.message || PASSWORD_UPDATE_FAILED },
        };
      }
      return { success: true };
    },

    forgotPassword: async ({ email }: ForgotPasswordParams) => {
      // The answer is the same whether or not the address has an account; only a refusal differs.
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: `${window.location.origin}/admin/${RECOVERY_ROUTE}`,
      });
      if (!error) return { success: true };
      const message = error.status === 429 ? RESET_LINK_TOO_SOON : RESET_LINK_FAILED;
      return { success: false, error: { name: RESET_LINK_FAILED, message } };
    },

    // The role ("admin" or "editor", null when not staff): what the sidebar, dashboard and settings offer.
    getPermissions: async () => {
      const { data, error } = await client.rpc("staff_role");
      if (error) return null;
      return isStaffRole(data) ? data : null;
    },

    getIdentity: async (): Promise<AdminIdentity | null> => {
      const { data } = await client.auth.getUser();
      return data.user ? { id: data.user.id, email: data.user.email ?? "" } : null;
    },
  };
}
