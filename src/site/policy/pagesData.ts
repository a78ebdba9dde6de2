import { rest, type Selected } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";
import { paths } from "../paths";
import { policySlugs, type PolicySlug } from "./policySlugs";

export { policySlugs, type PolicySlug };

export const policyPaths: Record<PolicySlug, string> = {
  privacy: paths.privacy,
  terms: paths.terms,
  "refund-policy": paths.refundPolicy,
};

/** Where a page's row is kept (src/site/shared/publishedDataCache.ts): null when there is none. */
export const policyKey = (slug: PolicySlug) => `pages/${slug}`;

/** What a policy page shows: no more than the page needs. */
// The id is the item its recordings are of (docs/architecture.md#read-aloud).
const columns = "id, slug, title_en, title_hi, body_en, body_hi, updated_at";
export type PolicyRow = Selected<"pages", typeof columns>;

/** One page by its slug; null when staff have not written it (or removed it). */
export async function fetchPolicyPage(slug: PolicySlug): Promise<PolicyRow | null> {
  const { data, error } = await rest.from("pages").select(columns).eq("slug", slug).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/**
 * The privacy notice's declarations (public.privacy_notice(), migration 20261127120400): for each
 * table of personal data, where it comes from, what it holds, why, and how long it is kept, from
 * the same declarations that drive the privacy requests and the retention job
 * (docs/architecture.md#privacy-requests).
 */
export type NoticeRow = {
  table_name: string;
  source_en: string;
  source_hi: string;
  data_en: string;
  data_hi: string;
  purpose_en: string;
  purpose_hi: string;
  kept: { en: string; hi: string }[];
};

export const noticeKey = "privacy-notice";

export async function fetchPrivacyNotice(): Promise<NoticeRow[]> {
  const { data, error } = await rest.rpc("privacy_notice");
  if (error) throw new Error(error.message);
  return data.map((row) => ({ ...row, kept: row.kept as NoticeRow["kept"] }));
}

/**
 * For the build: every policy page under its key, null for one that does not exist yet (its
 * address then says so, and the browser shows it as soon as staff write it).
 */
export async function rowPagesForBuild(): Promise<{
  content: Record<string, PolicyRow | NoticeRow[] | null>;
  paths: [];
}> {
  const rows = rowsOrThrow(
    await rest
      .from("pages")
      .select(columns)
      .in("slug", [...policySlugs]),
  );
  const content: Record<string, PolicyRow | NoticeRow[] | null> = Object.fromEntries(
    policySlugs.map((slug) => [policyKey(slug), rows.find((row) => row.slug === slug) ?? null]),
  );
  content[noticeKey] = await fetchPrivacyNotice();
  // Their addresses are routes of their own (src/site/siteTypes.ts).
  return { content, paths: [] };
}
