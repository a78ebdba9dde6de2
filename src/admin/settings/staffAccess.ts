import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../lib/database.types";
import { formatDateTime } from "../../lib/format";
import type { StaffRole } from "../roles/staffRole";

type ListedRow = Database["public"]["Functions"]["list_staff"]["Returns"][number];
/** Supabase's type generator calls every column of `returns table` non-null; this one is null until a first sign-in. */
export type StaffMember = Omit<ListedRow, "last_sign_in_at"> & { last_sign_in_at: string | null };
type Client = SupabaseClient<Database>;

/** A moment as every screen of the admin shows it (src/lib/format.ts); the privacy screens import it by this name. */
export const formatMoment = formatDateTime;

export const INVITATION_NOT_SENT = "The invitation could not be sent. Please try again in a few minutes.";

/** The 'Last sign-in' cell: a moment, or why there is none. */
export function lastSignIn(member: StaffMember): string {
  if (member.invitation_pending) return "Invitation not accepted yet";
  return member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : "Never";
}

/**
 * The refusal's words, with the database's hint when it gives one: for the last member of staff
 * who can sign in (SQLSTATE LSTAF, docs/architecture.md#security-model) the hint says what to do.
 */
export function revokeRefusal(error: { message: string; hint?: string | null }): string {
  return error.hint ? `${error.message} ${error.hint}` : error.message;
}

/** The function's own words for a refusal (`{ error }`), else a general one. */
async function invitationRefusal(error: unknown): Promise<string> {
  if (!(error instanceof FunctionsHttpError)) return INVITATION_NOT_SENT;
  const body = (await (error.context as Response).json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string" ? body.error : INVITATION_NOT_SENT;
}

/**
 * The staff access RPCs (supabase/migrations/20261125013100_baseline.sql, section "Staff and row level security") and the
 * invite-staff function; a refusal is thrown as an Error with the text to show.
 */
export function staffAccessApi(client: Client, invitationPath: string) {
  return {
    async list(): Promise<StaffMember[]> {
      const { data, error } = await client.rpc("list_staff");
      if (error) throw new Error(error.message);
      return data;
    },
    async grant(email: string): Promise<void> {
      const { error } = await client.rpc("grant_staff_access", { email: email.trim() });
      if (error) throw new Error(error.message);
    },
    async invite(email: string): Promise<void> {
      const { error } = await client.functions.invoke("invite-staff", {
        body: { email: email.trim(), redirectTo: `${window.location.origin}${invitationPath}` },
      });
      if (error) throw new Error(await invitationRefusal(error));
    },
    async setRole(userId: string, role: StaffRole): Promise<void> {
      const { error } = await client.rpc("set_staff_role", { user_id: userId, role });
      if (error) throw new Error(revokeRefusal(error));
    },
    async revoke(userId: string): Promise<void> {
      const { error } = await client.rpc("revoke_staff_access", { user_id: userId });
      if (error) throw new Error(revokeRefusal(error));
    },
  };
}

export type StaffAccessApi = ReturnType<typeof staffAccessApi>;
