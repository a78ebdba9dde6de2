import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { buildRecordFile, isBuildRecord, type BuildRecord } from "../../lib/buildRecord";
import type { Database } from "../../lib/database.types";
import { formatDateTime } from "../../lib/format";
import { declarations } from "../resources";

export type SiteChange = { table_name: string; row_id: string | null; title: string | null; changed_at: string };

/** What the freshness card needs: the running build's record, what changed since, and the rebuild. */
export interface SiteFreshnessApi {
  /** The site's build record, or null when the site has none (a development server, an old build). */
  buildRecord: () => Promise<BuildRecord | null>;
  changesSince: (since: string) => Promise<SiteChange[]>;
  /** Asks for a rebuild; resolves with the function's message, or throws an Error with its refusal. */
  rebuild: () => Promise<string>;
}

export const REBUILD_FAILED = "The rebuild could not be asked for. Please try again in a few minutes.";

/** A table's name as staff know it: its screen's title in the declarations, never the table's name. */
function kindOf(table: string): string {
  return declarations.find((declaration) => declaration.table === table)?.texts.title ?? "Site content";
}

/** One change as the card lists it: what kind, which one, when (a removal or an unseen edit has no row). */
export function describeChange(change: SiteChange): { kind: string; what: string; when: string } {
  const kind = kindOf(change.table_name);
  return {
    kind,
    what: change.row_id ? (change.title ?? "(untitled)") : "An entry removed or edited",
    when: formatDateTime(change.changed_at),
  };
}

/** The card's headline: which changes the public pages show. */
export function freshnessHeadline(record: BuildRecord): string {
  return record.contentChangedAt
    ? `The public site shows changes up to ${formatDateTime(record.contentChangedAt)}.`
    : `The public site was built on ${formatDateTime(record.builtAt)}.`;
}

/** The API over the site's own origin (build.json, never cached), the RPC and the rebuild-site function. */
export function siteFreshnessApi(client: SupabaseClient<Database>, origin = window.location.origin): SiteFreshnessApi {
  return {
    async buildRecord() {
      const response = await fetch(`${origin}/${buildRecordFile}`, { cache: "no-store" });
      if (!response.ok) return null;
      const record: unknown = await response.json().catch(() => null);
      return isBuildRecord(record) ? record : null;
    },
    async changesSince(since) {
      const { data, error } = await client.rpc("site_changes_since", { since });
      if (error) throw new Error(error.message);
      return data;
    },
    async rebuild() {
      const { data, error } = await client.functions.invoke<{ message: string }>("rebuild-site");
      if (error) {
        if (!(error instanceof FunctionsHttpError)) throw new Error(REBUILD_FAILED);
        const body = (await (error.context as Response).json().catch(() => null)) as { error?: unknown } | null;
        throw new Error(typeof body?.error === "string" ? body.error : REBUILD_FAILED);
      }
      return data?.message ?? "";
    },
  };
}
