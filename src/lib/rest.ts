import { PostgrestClient } from "@supabase/postgrest-js";
import type { Database } from "./database.types";
import { anonymousHeaders, supabasePublishableKey, supabaseUrl } from "./env";

/**
 * The public site's only way to the data: PostgREST's query builder without the rest of
 * supabase-js (auth, realtime, storage), which the public pages never need. Requests go out
 * as the anonymous role; row level security decides what comes back.
 */
export const rest = new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
  headers: anonymousHeaders,
});

/**
 * The same reader as a signed-in member of staff, with their access token: only the preview
 * (src/site/preview, docs/architecture.md#publishing-and-history) uses it, so that row level
 * security lets staff read what is not published yet.
 */
export function restAs(accessToken: string): PostgrestClient<Database> {
  return new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
    headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${accessToken}` },
  });
}

type Tables = Database["public"]["Tables"];
/** `rest.from(table).select(columns)`, with the column list typed as given, for `Selected`. */
export const selectFrom = <Table extends keyof Tables & string, Columns extends string>(
  table: Table,
  columns: Columns,
) => rest.from(table).select(columns);

/**
 * The row a select string reads from a table, as postgrest-js's parser infers it: a read's
 * column list is the one source of its row type (`Selected<"doctors", typeof columns>`), so the
 * two cannot part.
 */
export type Selected<Table extends keyof Tables & string, Columns extends string> = NonNullable<
  Awaited<ReturnType<typeof selectFrom<Table, Columns>>>["data"]
>[number];
