import { beforeAll, describe, expect, it, vi } from "vitest";
import type * as NewsData from "../../src/site/news/newsData";
import { nodeClient } from "../../supabase/local/nodeClient";
import { useBackend } from "./backend";

// The news list's and an article's reads (docs/product.md#calls-to-the-backend), through the
// public site's own functions, against the real PostgREST: a page of cards with the exact count,
// a page past the last, an article by its address and its neighbours, equal dates included.
const handle = useBackend();
let news: typeof NewsData;

beforeAll(async () => {
  const service = nodeClient(handle.backend.url, handle.backend.serviceRoleKey);
  // Fourteen more beside the seed's six: two pages of 12; three share a date.
  const rows = Array.from({ length: 14 }, (_, i) => ({
    title: `Reading day ${i + 1}`,
    source: "Amar Ujala",
    date: i < 3 ? "2026-05-05" : `2025-0${(i % 9) + 1}-1${i % 10}`,
    excerpt: `Excerpt ${i + 1}.`,
    content: `The whole of article ${i + 1}.`,
  }));
  const { error } = await service.from("news_articles").insert(rows);
  expect(error).toBeNull();
  vi.stubEnv("VITE_SUPABASE_URL", handle.backend.url);
  vi.stubEnv("VITE_SUPABASE_PUBLISHABLE_KEY", handle.backend.publishableKey);
  news = await import("../../src/site/news/newsData");
});

describe("the news list, a page at a time", () => {
  it("reads 12 cards without the articles' text (but with their Hindi title and excerpt), and how many there are in all", async () => {
    const first = await news.fetchArticlesPage(1);
    expect(first.total).toBe(20);
    expect(first.articles).toHaveLength(news.NEWS_PAGE_SIZE);
    expect(Object.keys(first.articles[0]).sort()).toEqual([
      "date",
      "excerpt",
      "excerpt_hi",
      "id",
      "image_height",
      "image_small_url",
      "image_url",
      "image_width",
      "slug",
      "source",
      "title",
      "title_hi",
    ]);
    const second = await news.fetchArticlesPage(2);
    expect(second).toMatchObject({ total: 20 });
    expect(second.articles).toHaveLength(8);
    // Every article on exactly one page, in the order of the whole list.
    const all = await news.fetchAllArticles();
    expect([...first.articles, ...second.articles].map((a) => a.slug)).toEqual(all.map((a) => a.slug));
    const dates = all.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers a page past the last one with no articles", async () => {
    expect(await news.fetchArticlesPage(3)).toEqual({ articles: [], total: 0 });
  });
});

describe("an article's page", () => {
  it("reads the whole article by its address, and none for an unknown one", async () => {
    const [article] = await news.fetchAllArticles();
    expect(await news.fetchArticle(article.slug)).toEqual(article);
    expect(await news.fetchArticle("no-such-article")).toBeNull();
  });

  it("reads as neighbours the articles before and after it in the list, equal dates included", async () => {
    const all = await news.fetchAllArticles();
    const link = (i: number) =>
      all[i] ? { title: all[i].title, title_hi: all[i].title_hi ?? null, slug: all[i].slug } : null;
    for (let i = 0; i < all.length; i++) {
      expect(await news.fetchNeighbours(all[i]), all[i].slug).toEqual({ newer: link(i - 1), older: link(i + 1) });
    }
  });
});
