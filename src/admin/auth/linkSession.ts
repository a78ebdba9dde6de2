import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../lib/database.types";

/**
 * What Auth's verify link put after the # when it sent the browser here
 * (docs/architecture.md#endpoints): a session, the reason there is none, or nothing.
 */
export type LinkFragment =
  { kind: "session"; accessToken: string; refreshToken: string } | { kind: "refused"; code: string } | { kind: "none" };

export function readLinkFragment(hash: string): LinkFragment {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  const error = fields.get("error_code") ?? fields.get("error");
  if (error) return { kind: "refused", code: error };
  const accessToken = fields.get("access_token");
  const refreshToken = fields.get("refresh_token");
  if (accessToken && refreshToken) return { kind: "session", accessToken, refreshToken };
  return { kind: "none" };
}

/** The account the link signed in, or null when the link was refused or has expired. */
export async function startLinkSession(
  client: SupabaseClient<Database>,
  fragment: LinkFragment,
): Promise<{ email: string } | null> {
  if (fragment.kind === "refused") return null;
  if (fragment.kind === "session") {
    const { error } = await client.auth.setSession({
      access_token: fragment.accessToken,
      refresh_token: fragment.refreshToken,
    });
    if (error) return null;
  }
  // Without a fragment (the page was reloaded after the tokens were taken out of the address),
  // the session the link started is the one supabase-js kept.
  const { data, error } = await client.auth.getUser();
  return error || !data.user ? null : { email: data.user.email ?? "" };
}
