import type { NewsArticle, Notice } from "../../lib/database.types";
import { articlePath, newsListPath } from "../paths";
import { pageCount, splitIntoPages, type ItemRead, type PagedRead } from "../shared/pagedReads";
import {
  fetchActiveNotices,
  fetchAllArticles,
  fetchArticle,
  fetchArticlesPage,
  fetchNeighbours,
  NEWS_PAGE_SIZE,
  type ArticleLink,
  type ArticleSummary,
} from "./newsData";

/** One page of the list: its articles, how many there are in all, and (on the first page) the active notices. */
export type NewsListData = { articles: ArticleSummary[]; total: number; notices: Notice[] };

/** An article's own page: the article (null when there is none) and its neighbours in the list. */
export type ArticleData = { article: NewsArticle | null; newer: ArticleLink | null; older: ArticleLink | null };

/** Where each page's content is kept (src/site/shared/publishedDataCache.ts): a page carries only its own. */
export const newsListKey = (page: number) => `news/page/${page}`;
export const articleKey = (slug: string) => `news/article/${slug}`;

/** How many pages of the list `total` articles fill (one, empty, when there are none). */
export const newsPageCount = (total: number) => pageCount(total, NEWS_PAGE_SIZE);

// docs/product.md#in-the-news: one list failing to load leaves that list empty, silently, so the
// other still shows; the page's error text is for anything else going wrong.
function emptyOnFailure<T>(what: string, empty: T) {
  return (error: unknown): T => {
    console.warn(`Could not load ${what}`, error);
    return empty;
  };
}

/**
 * A page of articles and, on the first page, the active notices, fetched in parallel. A later
 * page has one list only, so its failure is the page's: the rows shown stay, or the error shows.
 */
export async function loadNewsList(page: number): Promise<NewsListData> {
  if (page > 1) return { ...(await fetchArticlesPage(page)), notices: [] };
  const [{ articles, total }, notices] = await Promise.all([
    fetchArticlesPage(page).catch(emptyOnFailure("news articles", { articles: [], total: 0 })),
    fetchActiveNotices().catch(emptyOnFailure<Notice[]>("notices", [])),
  ]);
  return { articles, total, notices };
}

/** An article and its neighbours; neighbours that cannot be had are left out. */
export async function loadArticle(slug: string): Promise<ArticleData> {
  const article = await fetchArticle(slug);
  if (!article) return { article, newer: null, older: null };
  const neighbours = await fetchNeighbours(article).catch(
    emptyOnFailure("neighbouring articles", { newer: null, older: null }),
  );
  return { article, ...neighbours };
}

/** The list, page by page (/notice): a later page with no articles is past the last one. */
export const newsListRead: PagedRead<NewsListData> = {
  readKey: newsListKey,
  load: loadNewsList,
  isEmpty: (data) => data.articles.length === 0,
};
/** An article's own page (/notice/<slug>): a slug no published article has is the 404 page. */
export const articleRead: ItemRead<ArticleData> = {
  readKey: articleKey,
  load: loadArticle,
  isMissing: (data) => !data.article,
};

/** What the card of an article shows, and nothing more. */
export function articleSummary({
  id,
  title,
  title_hi,
  source,
  date,
  image_url,
  image_small_url,
  image_width,
  image_height,
  excerpt,
  excerpt_hi,
  slug,
}: NewsArticle): ArticleSummary {
  return {
    id,
    title,
    title_hi,
    source,
    date,
    image_url,
    image_small_url,
    image_width,
    image_height,
    excerpt,
    excerpt_hi,
    slug,
  };
}

/**
 * For the build: every page of the list and every article's page, by their keys and with their
 * addresses (the list's first page is a route of its own), from one read of all articles and the
 * notices (or an error, so a backend that cannot be reached is not baked in as empty lists). Each
 * article is one entry; no page's content holds another page's.
 */
export async function rowPagesForBuild(): Promise<{ content: Record<string, unknown>; paths: string[] }> {
  const [articles, notices] = await Promise.all([fetchAllArticles(), fetchActiveNotices()]);
  const pages = splitIntoPages(articles, NEWS_PAGE_SIZE);
  const content: Record<string, unknown> = {};
  pages.forEach((rows, i) => {
    content[newsListKey(i + 1)] = {
      articles: rows.map(articleSummary),
      total: articles.length,
      notices: i === 0 ? notices : [],
    } satisfies NewsListData;
  });
  const link = (article: NewsArticle | undefined): ArticleLink | null =>
    article ? { title: article.title, title_hi: article.title_hi, slug: article.slug } : null;
  articles.forEach((article, i) => {
    content[articleKey(article.slug)] = {
      article,
      newer: link(articles[i - 1]),
      older: link(articles[i + 1]),
    } satisfies ArticleData;
  });
  const laterPages = pages.slice(1).map((_, i) => newsListPath(i + 2));
  return { content, paths: [...laterPages, ...articles.map((article) => articlePath(article.slug))] };
}
