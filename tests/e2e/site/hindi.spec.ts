import type { APIRequestContext, Page } from "@playwright/test";
import { localizedPath } from "../../../src/site/i18n/language";
import { articlePath, newsListPath, paths, servicePath } from "../../../src/site/paths";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { countContactPosts } from "./contactMessages";

// The site in Hindi (docs/architecture.md#languages): every public page under /hi, prerendered
// with lang="hi" and its hreflang pair, a switch between the two, remembered for the next visit,
// and an offer (never a redirect) for a browser that prefers Hindi.

const devanagari = /[\u0900-\u097F]/;

/** Every public route of the spec (the site's own list, less the home page's contact anchor), one
 * service's own address, the news list's second page, and one article's own address (added below). */
const englishPaths = [
  ...Object.values(paths).filter((path) => path !== paths.contact),
  servicePath("speech-therapy"),
  newsListPath(2),
];

const hindiPath = (path: string) => localizedPath(path, "hi");

/** An article's own page (/notice/<slug>, /hi/notice/<slug>), not a page of the list. */
const isArticlePath = (path: string) => /\/notice\/(?!page\/)[^/]+$/.test(path);

async function seededArticlePath(): Promise<string> {
  const { data, error } = await serviceClient().from("news_articles").select("slug").limit(1).single();
  if (error) throw error;
  return articlePath(data.slug);
}

async function servedHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const hreflang = (html: string, lang: string) =>
  new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`).exec(html)?.[1];

test("each Hindi page is served as Hindi HTML with its hreflang pair; sitemap.xml lists both languages", async ({
  request,
}) => {
  const paths = [...englishPaths, await seededArticlePath()];
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const path of paths) {
    const html = await servedHtml(request, hindiPath(path));
    expect(html, hindiPath(path)).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
    // An article's heading is its title, as staff wrote it; the way back to the list is in Hindi.
    const article = isArticlePath(path);
    if (article) expect(html).toContain("सभी ख़बरें और सूचनाएँ");
    else expect(h1, `${hindiPath(path)}'s heading`).toMatch(devanagari);
    // Title, description and the link preview's tags in Hindi (the foundation's name may stand
    // beside them in English); an article's are its own, as staff wrote them.
    if (!article) {
      const heads = {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        ...Object.fromEntries(
          ["description", "og:title", "og:description", "twitter:title", "twitter:description"].map((key) => [
            key,
            new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1],
          ]),
        ),
      };
      for (const [key, text] of Object.entries(heads)) expect(text, `${hindiPath(path)}'s ${key}`).toMatch(devanagari);
    }
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
    const english = await servedHtml(request, path);
    expect(english).toMatch(/<html lang="en">/);
    for (const page of [html, english]) {
      expect(new URL(hreflang(page, "en")!).pathname).toBe(path);
      expect(new URL(hreflang(page, "hi")!).pathname).toBe(hindiPath(path));
      expect(new URL(hreflang(page, "x-default")!).pathname).toBe(path);
    }
    expect(listed).toEqual(expect.arrayContaining([path, hindiPath(path)]));
  }
});

test("links on a Hindi page stay in Hindi", async ({ page }) => {
  await page.goto("/hi");
  const nav = page.getByRole("navigation").first();
  const hrefs = await page
    .locator("header a[href^='/'], footer a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!).filter((href) => href !== "/"));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href, href).toMatch(/^\/hi(\/|#|$)/);
  await expect(nav).toBeVisible();
});

/** The switch a visitor sees: the open dialog's on an item's own address, else the header's. */
async function languageSwitch(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  const scope = (await dialog.isVisible()) ? dialog : page.getByRole("banner");
  return scope.getByRole("link", { name, exact: true });
}

async function expectPageIn(page: Page, path: string, lang: "en" | "hi") {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  // An article's heading is its title as staff wrote it; its way back to the list is in the page's language.
  const fixedText = isArticlePath(path)
    ? page.getByRole("main").getByRole("link").first()
    : page.getByRole("dialog").or(page.getByRole("main")).getByRole("heading").first();
  if (lang === "hi") await expect(fixedText).toHaveText(devanagari);
  else await expect(fixedText).not.toHaveText(devanagari);
}

/** The language switch leads from `path` to the same page in Hindi, and back. */
async function switchesBothWays(page: Page, path: string) {
  await page.goto(path);
  await (await languageSwitch(page, "हिन्दी")).click();
  await expectPageIn(page, hindiPath(path), "hi");
  await (await languageSwitch(page, "English")).click();
  await expectPageIn(page, path, "en");
}

// One test per page, so that a failure names the page.
for (const path of englishPaths) {
  test(`the switch on ${path} leads to the same page in the other language, and back`, async ({ page }) => {
    await switchesBothWays(page, path);
  });
}

test("the switch on an article's page leads to the same article in the other language, and back", async ({ page }) => {
  await switchesBothWays(page, await seededArticlePath());
});

test("the contact form on the Hindi home page shows its validation messages in Hindi", async ({ page }) => {
  const posted = countContactPosts(page);
  await page.goto("/hi#contact");
  const form = page.getByRole("form", { name: "संपर्क फ़ॉर्म" });
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText("कृपया सभी ज़रूरी जानकारी भरें।").first()).toBeVisible();

  await form.getByLabel("नाम").fill("आशा वर्मा");
  await form.getByLabel("ईमेल").fill("asha at example.org");
  await form.getByLabel("विषय").selectOption("volunteer");
  await form.getByLabel("संदेश").fill("मैं शनिवार को वॉलंटियर बनना चाहती हूँ।");
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText("कृपया सही ईमेल पता लिखें।").first()).toBeVisible();
  expect(posted()).toBe(0);
  // Nothing typed is lost to a refusal.
  await expect(form.getByLabel("संदेश")).toHaveValue("मैं शनिवार को वॉलंटियर बनना चाहती हूँ।");
});

test("Hindi text is set in a Devanagari font first, and English text on either page in a Latin one", async ({
  page,
}) => {
  const firstFont = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily.split(",")[0].trim());
  await page.goto("/hi");
  expect(await firstFont("h1")).toBe('"Noto Sans Devanagari"');
  // The foundation's name is English on the Hindi page, marked so, and set in the Latin fonts.
  await expect(page.locator("header span[lang=en]")).toHaveText("Prayagraj Neurodiversity Foundation");
  expect(await firstFont("header span[lang=en]")).toBe("system-ui");
  await page.goto("/");
  expect(await firstFont("h1")).toBe("system-ui");
  expect(await firstFont("header a[lang=hi]")).toBe('"Noto Sans Devanagari"');
});

test("a Hindi address that does not exist gets the not-found page in Hindi", async ({ page }) => {
  await page.goto("/hi/no-such-page");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(devanagari);
});

test.describe("a choice of language is remembered for the next visit", () => {
  test("after choosing Hindi, the next visit to the home page opens it in Hindi; after English, in English", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.getByRole("banner").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a link to a particular page opens that page in its own language whatever was chosen", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true }).click();
    await page.goto("/services");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered the Hindi site in one line on its first visit, never redirected", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    const offer = page.getByRole("complementary", { name: "हिन्दी में पढ़ें" });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "hi");
    await expectNoA11yViolations(page);
    await offer.getByRole("link", { name: "हिन्दी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("sees the offer no more once it has said no", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "नहीं, अंग्रेज़ी ठीक है" }).click();
    await expect(page.getByRole("complementary", { name: "हिन्दी में पढ़ें" })).toBeHidden();
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("complementary", { name: "हिन्दी में पढ़ें" })).toBeHidden();
  });
});

test("a browser that prefers English is not offered the Hindi site", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("complementary", { name: "हिन्दी में पढ़ें" })).toBeHidden();
});

async function expectHindiPageAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(devanagari);
  await page.waitForLoadState("networkidle");
  await expectNoA11yViolations(page);
}

for (const [width, height, name] of [
  [390, 844, "a phone"],
  [1280, 800, "a desktop"],
] as const) {
  for (const path of [...englishPaths, "/no-such-page"]) {
    test(`axe finds nothing on ${hindiPath(path)} at ${name}'s width`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await expectHindiPageAccessible(page, hindiPath(path));
    });
  }
}
