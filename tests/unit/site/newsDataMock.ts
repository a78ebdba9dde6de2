import { vi } from "vitest";
import type * as NewsData from "../../../src/site/news/newsData";

/** The news reads as mocks, for `vi.mock`'s factory; the module's constants and types stay. */
export async function newsDataWithMockedReads(original: <T>() => Promise<T>) {
  return {
    ...(await original<typeof NewsData>()),
    fetchArticlesPage: vi.fn(),
    fetchActiveNotices: vi.fn(),
    fetchArticle: vi.fn(),
    fetchNeighbours: vi.fn(),
    fetchAllArticles: vi.fn(),
  };
}
