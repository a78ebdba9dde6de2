import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";

// Every article and every service has its own address (docs/product.md#in-the-news,
// docs/product.md#services): prerendered with its own head and its dialog open, reached by
// 'Read More', closed by Back.

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
    .order("date", { ascending: false });
  return data!;
}

test("an article's address is served as finished HTML with its own head and its dialog", async ({ request }) => {
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
  // The dialog is in the HTML, with the whole article, over the list it belongs to.
  expect(html).toMatch(/role="dialog"/);
  expect(text).toContain(article.content.slice(0, 80));
  expect(text).toContain("Important Notices");
});

test("a service's address is served as finished HTML with its own head and its dialog", async ({ request }) => {
  const html = await served(request, "/services/speech-therapy");
  const text = decode(html);
  expect(text).toContain("<title>Speech Therapy | Prayagraj Neurodiversity Foundation</title>");
  expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]).pathname).toBe("/services/speech-therapy");
  expect(meta(html, "name", "description")).toContain("Helping children understand, speak and communicate");
  expect(meta(html, "property", "og:type")).toBe("website");
  expect(html).toMatch(/role="dialog"/);
  expect(text).toContain("Alternative and augmentative communication");
});

test("an article opens directly; closing it returns the address to the list", async ({ page }) => {
  const problems = watchConsole(page);
  const [article] = await articles();
  await page.goto(`/notice/${article.slug}`);
  const dialog = page.getByRole("dialog", { name: article.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(article.content.slice(0, 60));
  await expect(page).toHaveTitle(`${article.title} | Prayagraj Neurodiversity Foundation`);
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page).toHaveTitle("In the News | Prayagraj Neurodiversity Foundation");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("'Read More' moves the address to the article, Back closes it, focus returns", async ({ page }) => {
  const problems = watchConsole(page);
  const list = await articles();
  await page.goto("/notice");
  await page.evaluate(() => window.scrollTo(0, 400));
  const readMore = page
    .getByRole("article")
    .nth(2)
    .getByRole("link", { name: /^Read More/ });
  await readMore.click();
  await expect(page).toHaveURL(new RegExp(`/notice/${list[2].slug}$`));
  const dialog = page.getByRole("dialog", { name: list[2].title });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(readMore).toBeFocused();
  // Opening and closing a dialog keeps the reader's place on the list.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await readMore.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/notice$/);
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

test("an article opened at its address has no axe violations", async ({ page }) => {
  const [article] = await articles();
  await page.goto(`/notice/${article.slug}`);
  await expect(page.getByRole("dialog", { name: article.title })).toBeVisible();
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

test("an article published after the build opens at its address from fresh data", async ({ page }) => {
  // The API answers with one more article than the build saw. It is added to the real answer
  // here rather than inserted, so tests running beside this one see the seeded rows only.
  const fresh = { ...(await articles())[0], id: "00000000-0000-4000-8000-000000000001" };
  Object.assign(fresh, { title: "Published after the build", slug: "published-after-the-build", content: "Fresh." });
  await page.route("**/rest/v1/news_articles*", async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as unknown[];
    await route.fulfill({ response, json: [fresh, ...rows] });
  });
  await page.goto("/notice/published-after-the-build");
  await expect(page.getByRole("dialog", { name: "Published after the build" })).toContainText("Fresh.");
});

test("sitemap.xml lists every article's and every service's address", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const services = [
    "autism-intervention",
    "occupational-therapy",
    "parental-training",
    "standard-assessments",
    "special-education",
    "physiotherapy",
    "diet-nutrition",
    "speech-therapy",
  ];
  expect(listed).toEqual(
    expect.arrayContaining([
      ...services.map((id) => `/services/${id}`),
      ...(await articles()).map((article) => `/notice/${article.slug}`),
    ]),
  );
  expect(new Set(listed).size).toBe(listed.length);
});
