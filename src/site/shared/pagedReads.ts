import { rowsOrThrow } from "./rowsOrThrow";

/**
 * A list read page by page, as its page takes it (src/site/shared/PagedList.tsx): the key page n
 * is kept under (as usePublishedRead), its read, and whether a page has nothing on it (a later
 * page is then past the last one: the 404 page). Declared beside the list's loader.
 */
export type PagedRead<T> = {
  readKey: (page: number) => string;
  load: (page: number) => Promise<T>;
  isEmpty: (data: T) => boolean;
};

/**
 * One row's page read by its slug, as its page takes it (src/site/shared/ItemPage.tsx): its key,
 * its read, and whether what was read has no such row (an unknown slug: the 404 page).
 */
export type ItemRead<T> = {
  readKey: (slug: string) => string;
  load: (slug: string) => Promise<T>;
  isMissing: (data: T) => boolean;
};

// The reads of a list shown page by page (the news, the events' archive) and of every row for the
// build: one way of paging for each, so the lists cannot page differently.

type Response<T> = { data: T[] | null; error: { message: string; code: string } | null; count: number | null };
/** A PostgREST query in its list's order, not yet cut to a range. */
type ListQuery<T> = { range(from: number, to: number): PromiseLike<Response<T>> };

/** Page `page` (from 1) of `size` rows and how many rows there are in all: one request, `count=exact`. */
export async function fetchPage<T>(
  query: ListQuery<T>,
  page: number,
  size: number,
): Promise<{ rows: T[]; total: number }> {
  const from = (page - 1) * size;
  const { data, error, count } = await query.range(from, from + size - 1);
  // PostgREST answers a page past the last one with 416 (PGRST103): that page has no rows.
  if (error?.code === "PGRST103") return { rows: [], total: 0 };
  return { rows: rowsOrThrow({ data, error }), total: count ?? 0 };
}

/** For the build: every row, in requests of PostgREST's 1000 rows at most (`query` makes each one). */
export async function fetchEveryRow<T>(query: () => ListQuery<T>): Promise<T[]> {
  const batch = 1000;
  const all: T[] = [];
  for (;;) {
    const rows = rowsOrThrow(await query().range(all.length, all.length + batch - 1));
    all.push(...rows);
    if (rows.length < batch) return all;
  }
}

/** How many pages of `size` rows `total` rows fill (one, empty, when there are none). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** For the build: `rows` cut into the list's pages, the first page first (one, empty, when there are none). */
export function splitIntoPages<T>(rows: readonly T[], size: number): T[][] {
  return Array.from({ length: pageCount(rows.length, size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}
