import { PostgrestClient } from "@supabase/postgrest-js";
import type { Database } from "./database.types";
import { supabaseAnonKey, supabaseUrl } from "./env";

/**
 * The public site's only way to the data: PostgREST's query builder without the rest of
 * supabase-js (auth, realtime, storage), which the public pages never need. Requests go out
 * as the anonymous role; row level security decides what comes back.
 */
export const rest = new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
  headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
});

/**
 * The same reader as a signed-in member of staff, with their access token: only the preview
 * (src/site/preview, docs/architecture.md#publishing-and-history) uses it, so that row level
 * security lets staff read what is not published yet.
 */
export function restAs(accessToken: string): PostgrestClient<Database> {
  return new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
  });
}
