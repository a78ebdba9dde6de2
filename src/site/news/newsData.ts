import type { NewsArticle, Notice } from "../../lib/database.types";
import { rest, type Selected } from "../../lib/rest";
import { fetchEveryRow, fetchPage } from "../shared/pagedReads";
import { rowsOrThrow } from "../shared/rowsOrThrow";

/** Articles on each page of the list (docs/product.md#in-the-news). */
export const NEWS_PAGE_SIZE = 12;

/** What a card on the list shows: no article's text, which only its own page carries. */
const summaryColumns =
  "id, title, title_hi, source, date, image_url, image_small_url, image_width, image_height, excerpt, excerpt_hi, slug";
export type ArticleSummary = Selected<"news_articles", typeof summaryColumns>;

/** A neighbour on an article's page: its title, as a link. */
const linkColumns = "title, title_hi, slug";
export type ArticleLink = Selected<"news_articles", typeof linkColumns>;

export type ArticlesPage = { articles: ArticleSummary[]; total: number };

// The list's order: newest date first, and articles of the same date by slug (unique), so every
// article is on exactly one page and has exactly one newer and one older neighbour.

/** One page of the list and how many articles there are in all: one request, `count=exact`. */
export async function fetchArticlesPage(page: number): Promise<ArticlesPage> {
  const list = inListOrder(rest.from("news_articles").select(summaryColumns, { count: "exact" }));
  const { rows, total } = await fetchPage(list, page, NEWS_PAGE_SIZE);
  return { articles: rows, total };
}

/** One article by its address; null when there is none. */
export async function fetchArticle(slug: string): Promise<NewsArticle | null> {
  const { data, error } = await rest.from("news_articles").select("*").eq("slug", slug).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** The article just before `article` in the list (newer) and the one just after it (older). */
export async function fetchNeighbours(
  article: Pick<NewsArticle, "date" | "slug">,
): Promise<{ newer: ArticleLink | null; older: ArticleLink | null }> {
  const [newer, older] = await Promise.all([neighbour(article, "newer"), neighbour(article, "older")]);
  return { newer, older };
}

/** The next article in the list's order (`older`) or against it (`newer`). */
async function neighbour({ date, slug }: Pick<NewsArticle, "date" | "slug">, side: "newer" | "older") {
  const [after, before] = side === "older" ? ["lt", "gt"] : ["gt", "lt"];
  const rows = await rest
    .from("news_articles")
    .select(linkColumns)
    .or(`date.${after}.${date},and(date.eq.${date},slug.${before}.${slug})`)
    .order("date", { ascending: side === "newer" })
    .order("slug", { ascending: side === "older" })
    .limit(1);
  return rowsOrThrow(rows)[0] ?? null;
}

/** For the build: every article, whole, in the list's order. */
export function fetchAllArticles(): Promise<NewsArticle[]> {
  return fetchEveryRow(() => inListOrder(rest.from("news_articles").select("*")));
}

function inListOrder<Q extends { order(column: string, options: { ascending: boolean }): Q }>(query: Q): Q {
  return query.order("date", { ascending: false }).order("slug", { ascending: true });
}

export async function fetchActiveNotices(): Promise<Notice[]> {
  return rowsOrThrow(
    await rest.from("notices").select("*").eq("is_active", true).order("priority", { ascending: false }),
  );
}
