import type { APIRequestContext, Page } from "@playwright/test";
import { serviceIds } from "../../../src/site/services/servicesTexts";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";

// Every article and every service has its own address (docs/product.md#in-the-news,
// docs/product.md#services), prerendered with its own head and reached by 'Read More': an
// article's is a page holding that article alone; a service's is its list with its dialog open.

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function meta(html: string, attribute: "name" | "property", key: string) {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]) : undefined;
}

async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Console errors and hydration warnings, from the moment the page is made. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function articles() {
  const { data } = await serviceClient()
    .from("news_articles")
    .select("title, slug, excerpt, content, date")
    .order("date", { ascending: false })
    .order("slug");
  return data!;
}

test("an article's address is served as finished HTML: its own head, the article and its neighbours only", async ({
  request,
}) => {
  const [, article] = await articles();
  const path = `/notice/${article.slug}`;
  const html = await served(request, path);
  const text = decode(html);
  expect(text).toContain(`<title>${article.title} | Prayagraj Neurodiversity Foundation</title>`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]).pathname).toBe(path);
  expect(meta(html, "name", "description")).toBe(article.excerpt);
  expect(meta(html, "property", "og:type")).toBe("article");
  expect(meta(html, "property", "og:title")).toContain(article.title);
  expect(new URL(meta(html, "property", "og:url")!).pathname).toBe(path);
  expect(meta(html, "property", "og:image")).toMatch(/^https?:\/\//);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]) as {
    "@type": string;
    headline: string;
    datePublished: string;
    image: string[];
    publisher: { name: string };
  };
  expect(jsonLd).toMatchObject({ "@type": "NewsArticle", headline: article.title, datePublished: article.date });
  expect(jsonLd.image[0]).toMatch(/^https?:\/\//);
  expect(jsonLd.publisher.name).toBe("Prayagraj Neurodiversity Foundation");
  // The page is the article, its way back and its neighbours: no list, no other article's text.
  expect(html).not.toMatch(/role="dialog"/);
  expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(text)?.[1]).toBe(article.title);
  expect(text).toContain(article.content.slice(0, 80));
  expect(text).toContain('href="/notice"');
  expect(text).not.toContain("Important Notices");
  const [newer, , older] = await articles();
  expect(text).toContain(`href="/notice/${newer.slug}"`);
  expect(text).toContain(`href="/notice/${older.slug}"`);
  for (const other of [newer, older]) expect(text).not.toContain(other.content.slice(0, 80));
  // Its content file holds this article and its neighbours' titles, nothing else.
  const file = /<script id="prerendered" type="application\/json">\{[^<]*"content":"([^"]+)"/.exec(html)![1];
  const content = (await (await request.get(file)).json()) as Record<string, unknown>;
  expect(Object.keys(content)).toEqual([`news/article/${article.slug}`]);
  expect(JSON.stringify(content)).not.toContain(newer.content.slice(0, 80));
});

test("a service's address is served as finished HTML with its own head and its dialog", async ({ request }) => {
  const html = await served(request, "/services/speech-therapy");
  const text = decode(html);
  expect(text).toContain("<title>Speech Therapy | Prayagraj Neurodiversity Foundation</title>");
  expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]).pathname).toBe("/services/speech-therapy");
  expect(meta(html, "name", "description")).toContain("Helping children understand, speak and share what they mean");
  expect(meta(html, "property", "og:type")).toBe("website");
  expect(html).toMatch(/role="dialog"/);
  expect(text).toContain("Alternative and augmentative communication");
});

test("an article opens directly; its way back leads to the list", async ({ page }) => {
  const problems = watchConsole(page);
  const [article] = await articles();
  await page.goto(`/notice/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole("main")).toContainText(article.content.slice(0, 60));
  await expect(page).toHaveTitle(`${article.title} | Prayagraj Neurodiversity Foundation`);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("link", { name: /All news and notices/ }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page).toHaveTitle("In the News | Prayagraj Neurodiversity Foundation");
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("'Read More' opens the article at its address; Back returns to the list at the same place", async ({ page }) => {
  const problems = watchConsole(page);
  const list = await articles();
  await page.goto("/notice");
  await page.locator("html[data-hydrated]").waitFor();
  const card = page.getByRole("article").nth(5);
  await card.scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(300);
  // A mark on the window, which a full reload would lose.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await card.getByRole("link", { name: /^Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/${list[5].slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(list[5].title);
  await expect(page.getByRole("main")).toContainText(list[5].content.slice(0, 60));
  await expect(page).toHaveTitle(`${list[5].title} | Prayagraj Neurodiversity Foundation`);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(100);
  await page.goBack();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("In the News");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
  // The way back on the article's page does the same as Back.
  await card.getByRole("link", { name: /^Read More/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(list[5].title);
  await page.getByRole("link", { name: /All news and notices/ }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
  expect(await page.evaluate(() => "sameDocument" in window), "moved without a full reload").toBe(true);
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a service opens directly and from 'Read More'; Back closes it", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/services/diet-nutrition");
  const diet = page.getByRole("dialog", { name: "Diet & Nutrition" });
  await expect(diet).toContainText("Personalised meal plans");
  await page.keyboard.press("Escape");
  await expect(diet).toBeHidden();
  await expect(page).toHaveURL(/\/services$/);

  const readMore = page.getByRole("link", { name: "Read More about Physiotherapy" });
  await readMore.click();
  await expect(page).toHaveURL(/\/services\/physiotherapy$/);
  await expect(page.getByRole("dialog", { name: "Physiotherapy" })).toBeVisible();
  await expect(page).toHaveTitle("Physiotherapy | Prayagraj Neurodiversity Foundation");
  await page.goBack();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).toHaveURL(/\/services$/);
  await expect(readMore).toBeFocused();
  expect(problems).toEqual([]);
});

test("an article's page and the list's second page have no axe violations", async ({ page }) => {
  const [article] = await articles();
  await page.goto(`/notice/${article.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expectNoA11yViolations(page);
  await page.goto("/notice/page/2");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test("an unknown article or service address is the 404 page, with status 404", async ({ page, request }) => {
  for (const path of ["/notice/no-such-article", "/services/no-such-service"]) {
    expect((await request.get(path)).status(), path).toBe(404);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});

test("an article published after the build opens at its address, and the list's first page shows it", async ({
  page,
}) => {
  // The API answers with one more article than the build saw. It is added to the real answers
  // here rather than inserted, so tests running beside this one see the seeded rows only.
  const fresh = { ...(await articles())[0], id: "00000000-0000-4000-8000-000000000001" };
  Object.assign(fresh, {
    title: "Published after the build",
    slug: "published-after-the-build",
    content: "Fresh.",
    date: "2099-01-01",
  });
  const requested: string[] = [];
  await page.route("**/rest/v1/news_articles*", async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.search);
    if (url.searchParams.get("slug") === `eq.${fresh.slug}`) return route.fulfill({ json: [fresh] });
    const response = await route.fetch();
    const rows = (await response.json()) as unknown[];
    // The list's first page: the fresh article first.
    if (url.searchParams.get("offset") === "0" || !url.searchParams.has("offset")) {
      if (url.searchParams.get("select")?.includes("excerpt"))
        return route.fulfill({ response, json: [fresh, ...rows] });
    }
    return route.fulfill({ response, json: rows });
  });
  await page.goto("/notice/published-after-the-build");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Published after the build");
  await expect(page.getByRole("main")).toContainText("Fresh.");
  await expect(page).toHaveTitle("Published after the build | Prayagraj Neurodiversity Foundation");

  await page.goto("/notice");
  await expect(page.getByRole("article").first().getByRole("heading", { level: 3 })).toHaveText(
    "Published after the build",
  );
  // The refresh asked for one page of cards with the exact count, never every row.
  const list = requested.filter((search) => search.includes("excerpt"));
  expect(list.length).toBeGreaterThan(0);
  for (const search of list) {
    const params = new URLSearchParams(search);
    expect(params.get("limit")).toBe("12");
    expect(params.get("select")).not.toContain("content");
  }
});

test("sitemap.xml lists every article's and every service's address, and the list's later pages", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(listed).toEqual(
    expect.arrayContaining([
      ...serviceIds.map((id) => `/services/${id}`),
      ...(await articles()).map((article) => `/notice/${article.slug}`),
      "/notice/page/2",
      "/hi/notice/page/2",
    ]),
  );
  expect(new Set(listed).size).toBe(listed.length);
});
