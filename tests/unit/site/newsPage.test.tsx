import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useParams } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { NewsArticle } from "../../../src/lib/database.types";
import {
  fetchActiveNotices,
  fetchAllArticles,
  fetchArticle,
  fetchArticlesPage,
  fetchNeighbours,
  type ArticleSummary,
} from "../../../src/site/news/newsData";
import ArticlePage from "../../../src/site/news/ArticlePage";
import NewsPage from "../../../src/site/news/NewsPage";
import { pageWindow } from "../../../src/site/news/PageLinks";
import {
  articleKey,
  articleSummary,
  rowPagesForBuild as loadNewsForBuild,
  loadNewsList,
  newsListKey,
  type ArticleData,
  type NewsListData,
} from "../../../src/site/news/loadNewsData";
import { aPublishedNotice } from "../../support/siteRows";
import { renderPage } from "./renderPage";

vi.mock("../../../src/site/news/newsData", async (original) =>
  (await import("./newsDataMock")).newsDataWithMockedReads(original),
);
const fetchPage = vi.mocked(fetchArticlesPage);
const fetchNotices = vi.mocked(fetchActiveNotices);
const fetchOne = vi.mocked(fetchArticle);
const fetchAround = vi.mocked(fetchNeighbours);
const fetchAll = vi.mocked(fetchAllArticles);

// The list's pages and the articles' own pages, as SiteApp routes them.
function NewsRoutes() {
  return useParams().slug === undefined ? <NewsPage /> : <ArticlePage />;
}
const routes = ["/notice", "/notice/page/:page", "/notice/:slug"];
const renderNews = (path = "/notice") => renderPage(<NewsRoutes />, path, routes);

const stamp = "2026-01-01T00:00:00Z";
const article = (id: string, title: string, image_url: string | null): NewsArticle => ({
  title_hi: null,
  image_alt_hi: null,
  excerpt_hi: null,
  content_hi: null,
  id,
  title,
  source: "Amar Ujala",
  date: "2026-11-22",
  image_url,
  image_small_url: null,
  image_width: null,
  image_height: null,
  image_alt: image_url ? title : null,
  excerpt: `${title} in short.`,
  content: `${title} in full, with every detail.`,
  created_at: stamp,
  status: "published",
  publish_at: "2026-01-01T00:00:00Z",
  updated_at: stamp,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
});
/** An article as the list reads it: no text, which only its own page carries. */
const card = articleSummary;
const listOf = (...articles: NewsArticle[]) => ({ articles: articles.map(card), total: articles.length });
const notice = aPublishedNotice();

beforeEach(() => {
  for (const mock of [fetchPage, fetchNotices, fetchOne, fetchAround, fetchAll]) mock.mockReset();
  fetchAround.mockResolvedValue({ newer: null, older: null });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("loadNewsList", () => {
  it("asks for the first page of articles and the notices at the same time", async () => {
    let releaseArticles: (value: { articles: ArticleSummary[]; total: number }) => void = () => {};
    fetchPage.mockReturnValue(new Promise((resolve) => (releaseArticles = resolve)));
    fetchNotices.mockResolvedValue([notice]);
    const loading = loadNewsList(1);
    expect(fetchPage).toHaveBeenCalledWith(1);
    expect(fetchNotices).toHaveBeenCalledTimes(1);
    releaseArticles({ articles: [], total: 0 });
    expect(await loading).toEqual({ articles: [], total: 0, notices: [notice] });
  });

  it("turns one list's failure into an empty list, keeping the other", async () => {
    fetchPage.mockRejectedValue(new Error("no articles"));
    fetchNotices.mockResolvedValue([notice]);
    expect(await loadNewsList(1)).toEqual({ articles: [], total: 0, notices: [notice] });
    fetchPage.mockResolvedValue(listOf(article("a", "Camp", null)));
    fetchNotices.mockRejectedValue(new Error("no notices"));
    expect(await loadNewsList(1)).toEqual({ ...listOf(article("a", "Camp", null)), notices: [] });
  });

  it("reads a later page's articles only, and fails with them", async () => {
    fetchPage.mockResolvedValue(listOf(article("a", "Camp", null)));
    expect(await loadNewsList(3)).toEqual({ ...listOf(article("a", "Camp", null)), notices: [] });
    expect(fetchPage).toHaveBeenCalledWith(3);
    expect(fetchNotices).not.toHaveBeenCalled();
    fetchPage.mockRejectedValue(new Error("offline"));
    await expect(loadNewsList(3)).rejects.toThrow("offline");
  });
});

describe("loadNewsForBuild", () => {
  it("keeps each page of the list and each article under its own key, the list without the articles' text, and names their addresses", async () => {
    const all = Array.from({ length: 13 }, (_, i) => article(String(i), `Story ${i}`, null));
    fetchAll.mockResolvedValue(all);
    fetchNotices.mockResolvedValue([notice]);
    const { content, paths } = await loadNewsForBuild();
    expect(paths).toEqual(["/notice/page/2", ...all.map((a) => `/notice/${a.slug}`)]);
    const first = content[newsListKey(1)] as NewsListData;
    expect(first).toEqual({ articles: all.slice(0, 12).map(card), total: 13, notices: [notice] });
    expect(JSON.stringify(first)).not.toContain("in full");
    expect(content[newsListKey(2)]).toEqual({ articles: [card(all[12])], total: 13, notices: [] });
    expect(content[articleKey(all[5].slug)]).toEqual({
      article: all[5],
      newer: { title: "Story 4", title_hi: null, slug: "story-4" },
      older: { title: "Story 6", title_hi: null, slug: "story-6" },
    } satisfies ArticleData);
    expect(content[articleKey(all[0].slug)]).toMatchObject({ newer: null });
    expect(content[articleKey(all[12].slug)]).toMatchObject({ older: null });
    expect(Object.keys(content)).toHaveLength(2 + 13);
  });

  it("fails when the articles cannot be read, so the build does not bake in an empty list", async () => {
    fetchAll.mockRejectedValue(new Error("offline"));
    fetchNotices.mockResolvedValue([]);
    await expect(loadNewsForBuild()).rejects.toThrow("offline");
  });
});

describe("pageWindow", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 84, [1, 2, null, 84]],
    [40, 84, [1, null, 39, 40, 41, null, 84]],
    [84, 84, [1, null, 83, 84]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])("page %i of %i names %j", (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});

describe("News page", () => {
  it("shows a loading state first", () => {
    fetchPage.mockReturnValue(new Promise(() => {}));
    fetchNotices.mockReturnValue(new Promise(() => {}));
    renderPage(<NewsPage />);
    expect(screen.getByRole("status").textContent).toContain("Loading");
  });

  it("shows article cards with long dates and a stock photo fallback, and the notices", async () => {
    fetchPage.mockResolvedValue(
      listOf(article("a", "Camp draws families", null), article("b", "Art day", "https://example.org/art.jpg")),
    );
    fetchNotices.mockResolvedValue([notice]);
    renderPage(<NewsPage />);
    const camp = (await screen.findByRole("heading", { level: 3, name: "Camp draws families" })).closest("article")!;
    expect(within(camp).getByText("November 22, 2026")).toBeTruthy();
    expect(camp.querySelector("img")!.getAttribute("src")).toBe("/images/stock/article.svg");
    const art = screen.getByRole("heading", { level: 3, name: "Art day" }).closest("article")!;
    expect(art.querySelector("img")!.getAttribute("src")).toBe("https://example.org/art.jpg");
    const notices = screen.getByRole("region", { name: "Important Notices" });
    expect(within(notices).getByRole("heading", { name: "Centre closed on Friday" })).toBeTruthy();
    expect(within(notices).getByText("March 5, 2026")).toBeTruthy();
    // One page of articles: no links to other pages.
    expect(screen.queryByRole("navigation", { name: "Pages of articles" })).toBeNull();
  });

  it("says when there are no active notices, and still shows articles if notices failed", async () => {
    fetchPage.mockResolvedValue(listOf(article("a", "Camp draws families", null)));
    fetchNotices.mockRejectedValue(new Error("offline"));
    renderPage(<NewsPage />);
    expect(await screen.findByText("No active notices at this time.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Camp draws families" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error text when loading breaks in an unexpected way", async () => {
    fetchPage.mockImplementation(() => {
      throw new TypeError("client misconfigured");
    });
    fetchNotices.mockResolvedValue([notice]);
    renderPage(<NewsPage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load content. Please try again later.");
    expect(screen.queryByText("Centre closed on Friday")).toBeNull();
  });

  it("links the pages of a long list with real addresses, and shows a later page without the notices", async () => {
    fetchPage.mockResolvedValue({ ...listOf(article("a", "Camp draws families", null)), total: 40 });
    fetchNotices.mockResolvedValue([notice]);
    renderNews("/notice");
    const pages = await screen.findByRole("navigation", { name: "Pages of articles" });
    const links = within(pages).getAllByRole("link");
    expect(
      links.map((link) => [link.getAttribute("aria-label") ?? link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Page 1", "/notice"],
      ["Page 2", "/notice/page/2"],
      ["Page 4", "/notice/page/4"],
      ["Older articles", "/notice/page/2"],
    ]);
    expect(within(pages).getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");

    fetchPage.mockResolvedValue({ ...listOf(article("b", "Art day", null)), total: 40 });
    await userEvent.setup().click(within(pages).getByRole("link", { name: "Older articles" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Art day" })).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(2);
    expect(screen.getByTestId("current-path").textContent).toBe("/notice/page/2");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("In the News, page 2");
    expect(screen.queryByRole("region", { name: "Important Notices" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Pages of articles" });
    expect(within(nav).getByRole("link", { name: "Newer articles" }).getAttribute("href")).toBe("/notice");
  });

  it("a page past the last one, or not a page number, is the not-found page", async () => {
    fetchPage.mockResolvedValue({ articles: [], total: 0 });
    renderNews("/notice/page/9");
    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    cleanup();
    renderNews("/notice/page/1");
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    cleanup();
    renderNews("/notice/page/two");
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
  });

  it("'Read More' opens the article's own page; its way back returns to the list", async () => {
    const user = userEvent.setup();
    const camp = article("a", "Camp draws families", null);
    fetchPage.mockResolvedValue(listOf(camp));
    fetchNotices.mockResolvedValue([]);
    fetchOne.mockResolvedValue(camp);
    renderNews("/notice");
    const readMore = await screen.findByRole("link", { name: /^Read More/ });
    expect(readMore.getAttribute("href")).toBe("/notice/camp-draws-families");
    await user.click(readMore);
    expect(screen.getByTestId("current-path").textContent).toBe("/notice/camp-draws-families");
    expect(await screen.findByRole("heading", { level: 1, name: "Camp draws families" })).toBeTruthy();
    expect(screen.getByText("Camp draws families in full, with every detail.")).toBeTruthy();
    expect(fetchOne).toHaveBeenCalledWith("camp-draws-families");
    const back = screen.getByRole("link", { name: /All news and notices/ });
    expect(back.getAttribute("href")).toBe("/notice");
    await user.click(back);
    await waitFor(() => expect(screen.getByTestId("current-path").textContent).toBe("/notice"));
    expect(await screen.findByRole("heading", { level: 3, name: "Camp draws families" })).toBeTruthy();
  });
});

describe("An article's own page", () => {
  it("shows the whole article, its date and source, and its neighbours as links", async () => {
    fetchOne.mockResolvedValue(article("b", "Art day", "https://example.org/art.jpg"));
    fetchAround.mockResolvedValue({
      newer: { title: "Camp draws families", title_hi: null, slug: "camp-draws-families" },
      older: { title: "Sports day", title_hi: null, slug: "sports-day" },
    });
    renderNews("/notice/art-day");
    expect(screen.getByText("Loading the article...")).toBeTruthy();
    const page = (await screen.findByRole("heading", { level: 1, name: "Art day" })).closest("article")!;
    expect(within(page).getByText("November 22, 2026")).toBeTruthy();
    expect(within(page).getByText("Amar Ujala")).toBeTruthy();
    expect(within(page).getByRole("img", { name: "Art day" }).getAttribute("src")).toBe("https://example.org/art.jpg");
    const more = within(page).getByRole("navigation", { name: "More articles" });
    expect(
      within(more)
        .getByRole("link", { name: /Newer article/ })
        .getAttribute("href"),
    ).toBe("/notice/camp-draws-families");
    expect(
      within(more)
        .getByRole("link", { name: /Older article/ })
        .getAttribute("href"),
    ).toBe("/notice/sports-day");
  });

  it("an address no article has is the not-found page", async () => {
    fetchOne.mockResolvedValue(null);
    renderNews("/notice/no-such-article");
    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    expect(fetchAround).not.toHaveBeenCalled();
  });

  it("shows the error text when the article cannot be loaded", async () => {
    fetchOne.mockRejectedValue(new Error("offline"));
    renderNews("/notice/art-day");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load content. Please try again later.");
  });
});

describe("News page in Hindi", () => {
  const hindiRoutes = routes.map((route) => `/hi${route}`);
  // A path under /hi renders the page under <LanguageProvider value="hi">, as SiteApp does.
  const renderHindi = (path = "/hi/notice") => renderPage(<NewsRoutes />, path, hindiRoutes);

  it("shows the headings, the dates and Read More in Hindi, with links to the Hindi addresses", async () => {
    fetchPage.mockResolvedValue(listOf(article("a", "Camp draws families", null)));
    fetchNotices.mockResolvedValue([{ ...notice, created_at: "2026-11-22T06:00:00Z" }]);
    renderHindi();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("ख़बरों में");
    const camp = (await screen.findByRole("heading", { level: 3, name: "Camp draws families" })).closest("article")!;
    expect(within(camp).getByText("22 नवंबर 2026")).toBeTruthy();
    const readMore = within(camp).getByRole("link", { name: /^पूरा पढ़ें/ });
    expect(readMore.getAttribute("href")).toBe("/hi/notice/camp-draws-families");
    const notices = screen.getByRole("region", { name: "ज़रूरी सूचनाएँ" });
    // Staff's notice as they wrote it; its date in Hindi.
    expect(within(notices).getByRole("heading", { name: "Centre closed on Friday" })).toBeTruthy();
    expect(within(notices).getByText("22 नवंबर 2026")).toBeTruthy();
  });

  it("says in Hindi that there are no notices and no articles", async () => {
    fetchPage.mockResolvedValue({ articles: [], total: 0 });
    fetchNotices.mockResolvedValue([]);
    renderHindi();
    expect(await screen.findByText("अभी कोई सूचना नहीं है।")).toBeTruthy();
    expect(screen.getByText("अभी कोई लेख नहीं है। कृपया कुछ दिन बाद फिर देखें।")).toBeTruthy();
    expect(screen.queryByText("No active notices at this time.")).toBeNull();
  });

  it("shows the loading and error states in Hindi", async () => {
    fetchPage.mockImplementation(() => {
      throw new TypeError("client misconfigured");
    });
    fetchNotices.mockResolvedValue([]);
    renderHindi();
    expect(screen.getByText("ख़बरें और सूचनाएँ आ रही हैं...")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("जानकारी नहीं खुल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।");
  });

  it("shows an article's page in Hindi, with a way back to the Hindi list and Hindi page links", async () => {
    fetchOne.mockResolvedValue(article("a", "Art day", null));
    fetchAround.mockResolvedValue({ newer: null, older: { title: "Sports day", title_hi: null, slug: "sports-day" } });
    renderHindi("/hi/notice/art-day");
    expect(screen.getByText("लेख आ रहा है...")).toBeTruthy();
    const page = (await screen.findByRole("heading", { level: 1, name: "Art day" })).closest("article")!;
    expect(within(page).getByText("22 नवंबर 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: /सभी ख़बरें और सूचनाएँ/ }).getAttribute("href")).toBe("/hi/notice");
    const more = screen.getByRole("navigation", { name: "और लेख" });
    expect(
      within(more)
        .getByRole("link", { name: /पुराना लेख/ })
        .getAttribute("href"),
    ).toBe("/hi/notice/sports-day");
  });

  it("links the pages of the list in Hindi", async () => {
    fetchPage.mockResolvedValue({ ...listOf(article("a", "Camp draws families", null)), total: 30 });
    fetchNotices.mockResolvedValue([]);
    renderHindi("/hi/notice/page/2");
    const pages = await screen.findByRole("navigation", { name: "लेखों के पृष्ठ" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("ख़बरों में, पृष्ठ 2");
    expect(within(pages).getByRole("link", { name: "नए लेख" }).getAttribute("href")).toBe("/hi/notice");
    expect(within(pages).getByRole("link", { name: "पृष्ठ 3" }).getAttribute("href")).toBe("/hi/notice/page/3");
    expect(within(pages).getByRole("link", { name: "पुराने लेख" }).getAttribute("href")).toBe("/hi/notice/page/3");
  });
});
