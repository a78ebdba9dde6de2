import { easyReadSlugs, type EasyReadSlug } from "../../lib/easyRead";
import { selectFrom, type Selected } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

// The easy-read pages' reads (docs/product.md#easy-read): a page is its published points in order
// (the database leaves drafts and scheduled points out).

const columns = "id, page, position, picture, text, text_hi";
export type EasyReadPointRow = Selected<"easy_read_points", typeof columns>;

/** Where a page's points are kept (src/site/shared/publishedDataCache.ts). */
export const easyReadKey = (slug: EasyReadSlug) => `easy-read/${slug}`;

const inOrder = <Q extends { order: (column: "position" | "created_at") => Q }>(query: Q) =>
  query.order("position").order("created_at");

/** One page's points, in order. */
export async function fetchEasyReadPage(slug: EasyReadSlug): Promise<EasyReadPointRow[]> {
  return rowsOrThrow(await inOrder(selectFrom("easy_read_points", columns).eq("page", slug)));
}

/** For the build: every page's points under its key, in one request. */
export async function rowPagesForBuild(): Promise<{ content: Record<string, EasyReadPointRow[]>; paths: [] }> {
  const rows = rowsOrThrow(await inOrder(selectFrom("easy_read_points", columns)));
  const content = Object.fromEntries(
    easyReadSlugs.map((slug) => [easyReadKey(slug), rows.filter((row) => row.page === slug)]),
  );
  // Their addresses are routes of their own (src/site/siteTypes.ts).
  return { content, paths: [] };
}
