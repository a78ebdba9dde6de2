import type { NewsArticle, Notice } from "../../lib/database.types";
import { fetchActiveNotices, fetchNewsArticles } from "./newsData";

export type NewsContent = { articles: NewsArticle[]; notices: Notice[] };

// docs/product.md#in-the-news: one list failing to load leaves that list empty, silently, so the
// other still shows; the page's error text is for anything else going wrong.
function emptyOnFailure<T>(what: string) {
  return (error: unknown): T[] => {
    console.warn(`Could not load ${what}`, error);
    return [];
  };
}

/** Articles and active notices, fetched in parallel. */
export async function loadNewsContent(): Promise<NewsContent> {
  const [articles, notices] = await Promise.all([
    fetchNewsArticles().catch(emptyOnFailure<NewsArticle>("news articles")),
    fetchActiveNotices().catch(emptyOnFailure<Notice>("notices")),
  ]);
  return { articles, notices };
}

/** For the build: both lists or an error, so a backend that cannot be reached is not baked in as empty lists. */
export async function loadNewsContentOrFail(): Promise<NewsContent> {
  const [articles, notices] = await Promise.all([fetchNewsArticles(), fetchActiveNotices()]);
  return { articles, notices };
}
