import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { NewsArticle, Notice } from "../../../src/lib/database.types";
import { fetchActiveNotices, fetchNewsArticles } from "../../../src/site/news/newsData";
import NewsPage from "../../../src/site/news/NewsPage";
import { loadNewsContent } from "../../../src/site/news/loadNewsContent";
import { renderPage } from "./renderPage";

vi.mock("../../../src/site/news/newsData", () => ({ fetchNewsArticles: vi.fn(), fetchActiveNotices: vi.fn() }));
const fetchArticles = vi.mocked(fetchNewsArticles);
const fetchNotices = vi.mocked(fetchActiveNotices);

const routes = ["/notice", "/notice/:slug"];
const stamp = "2026-01-01T00:00:00Z";
const article = (id: string, title: string, image_url: string | null): NewsArticle => ({
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
  updated_at: stamp,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
});
const notice: Notice = {
  id: "n1",
  title: "Centre closed on Friday",
  content: "Sessions move to Saturday.",
  type: "warning",
  priority: 9,
  is_active: true,
  created_at: "2026-03-05T06:00:00Z",
  updated_at: stamp,
};

beforeEach(() => {
  fetchArticles.mockReset();
  fetchNotices.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("loadNewsContent", () => {
  it("asks for articles and notices at the same time", async () => {
    let releaseArticles: (value: NewsArticle[]) => void = () => {};
    fetchArticles.mockReturnValue(new Promise((resolve) => (releaseArticles = resolve)));
    fetchNotices.mockResolvedValue([notice]);
    const loading = loadNewsContent();
    expect(fetchNotices).toHaveBeenCalledTimes(1);
    releaseArticles([]);
    expect(await loading).toEqual({ articles: [], notices: [notice] });
  });

  it("turns one list's failure into an empty list, keeping the other", async () => {
    fetchArticles.mockRejectedValue(new Error("no articles"));
    fetchNotices.mockResolvedValue([notice]);
    expect(await loadNewsContent()).toEqual({ articles: [], notices: [notice] });
    fetchArticles.mockResolvedValue([article("a", "Camp", null)]);
    fetchNotices.mockRejectedValue(new Error("no notices"));
    expect(await loadNewsContent()).toEqual({ articles: [article("a", "Camp", null)], notices: [] });
  });
});

describe("News page", () => {
  it("shows a loading state first", () => {
    fetchArticles.mockReturnValue(new Promise(() => {}));
    fetchNotices.mockReturnValue(new Promise(() => {}));
    renderPage(<NewsPage />);
    expect(screen.getByRole("status").textContent).toContain("Loading");
  });

  it("shows article cards with long dates and a stock photo fallback, and the notices", async () => {
    fetchArticles.mockResolvedValue([
      article("a", "Camp draws families", null),
      article("b", "Art day", "https://example.org/art.jpg"),
    ]);
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
  });

  it("says when there are no active notices, and still shows articles if notices failed", async () => {
    fetchArticles.mockResolvedValue([article("a", "Camp draws families", null)]);
    fetchNotices.mockRejectedValue(new Error("offline"));
    renderPage(<NewsPage />);
    expect(await screen.findByText("No active notices at this time.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Camp draws families" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error text when loading breaks in an unexpected way", async () => {
    fetchArticles.mockImplementation(() => {
      throw new TypeError("client misconfigured");
    });
    fetchNotices.mockResolvedValue([notice]);
    renderPage(<NewsPage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load content. Please try again later.");
    expect(screen.queryByText("Centre closed on Friday")).toBeNull();
  });

  it("opens the full article at its own address from Read More; Escape closes it and returns the address", async () => {
    const user = userEvent.setup();
    fetchArticles.mockResolvedValue([article("a", "Camp draws families", null)]);
    fetchNotices.mockResolvedValue([]);
    renderPage(<NewsPage />, "/notice", routes);
    const readMore = await screen.findByRole("link", { name: /^Read More/ });
    expect(readMore.getAttribute("href")).toBe("/notice/camp-draws-families");
    await user.click(readMore);
    const dialog = await screen.findByRole("dialog");
    expect(screen.getByTestId("current-path").textContent).toBe("/notice/camp-draws-families");
    expect(within(dialog).getByRole("heading", { name: "Camp draws families" })).toBeTruthy();
    expect(within(dialog).getByText("Camp draws families in full, with every detail.")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("current-path").textContent).toBe("/notice");
    await waitFor(() => expect(document.activeElement).toBe(readMore));
  });

  it("opened at an article's address, shows the article once the list has loaded", async () => {
    fetchArticles.mockResolvedValue([article("a", "Camp draws families", null), article("b", "Art day", null)]);
    fetchNotices.mockResolvedValue([]);
    renderPage(<NewsPage />, "/notice/art-day", routes);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Art day" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/notice");
  });

  it("an address no article has is the not-found page", async () => {
    fetchArticles.mockResolvedValue([article("a", "Camp draws families", null)]);
    fetchNotices.mockResolvedValue([]);
    renderPage(<NewsPage />, "/notice/no-such-article", routes);
    // While the list loads the address cannot be told from a real one; then it is the 404 page.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("In the News");
    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("News page in Hindi", () => {
  const hindiRoutes = ["/hi/notice", "/hi/notice/:slug"];
  // A path under /hi renders the page under <LanguageProvider value="hi">, as SiteApp does.
  const renderHindi = (path = "/hi/notice") => renderPage(<NewsPage />, path, hindiRoutes);

  it("shows the headings, the dates and Read More in Hindi, with links to the Hindi addresses", async () => {
    fetchArticles.mockResolvedValue([article("a", "Camp draws families", null)]);
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
    fetchArticles.mockResolvedValue([]);
    fetchNotices.mockResolvedValue([]);
    renderHindi();
    expect(await screen.findByText("अभी कोई सूचना नहीं है।")).toBeTruthy();
    expect(screen.getByText("अभी कोई लेख नहीं है। कृपया कुछ दिन बाद फिर देखें।")).toBeTruthy();
    expect(screen.queryByText("No active notices at this time.")).toBeNull();
  });

  it("shows the loading and error states in Hindi", async () => {
    fetchArticles.mockImplementation(() => {
      throw new TypeError("client misconfigured");
    });
    fetchNotices.mockResolvedValue([]);
    renderHindi();
    expect(screen.getByText("ख़बरें और सूचनाएँ आ रही हैं...")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("जानकारी नहीं खुल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।");
  });

  it("opens an article's dialog with a Hindi close link back to the Hindi list", async () => {
    fetchArticles.mockResolvedValue([article("a", "Art day", null)]);
    fetchNotices.mockResolvedValue([]);
    renderHindi("/hi/notice/art-day");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("22 नवंबर 2026")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "बंद करें" }).getAttribute("href")).toBe("/hi/notice");
  });
});
