import { devices } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "../fixtures";
import { keepSettings, runningAnimations, type Settings } from "./comfortHelpers";

// The comfort settings (docs/product.md#comfort-settings): chosen from the header's panel or
// /comfort, applied before the first paint from what this device keeps, and calm mode stops
// everything that moves.

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 5"];
const phone = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion: "no-preference" as const };

test.describe("a parent on a phone", () => {
  test.use(phone);

  test("turns on calm mode and large text, and the choice holds on the next page and the next visit", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const html = page.locator("html");
    const bodyText = async () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    const usual = await bodyText();

    await page.getByRole("button", { name: "Comfort settings" }).click();
    await expect(page.getByRole("button", { name: "Comfort settings" })).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("region", { name: "Comfort settings" });
    await panel.getByRole("checkbox", { name: /^Calm mode/ }).check();
    await panel.getByRole("radio", { name: "200 %" }).check();
    await expect(html).toHaveAttribute("data-comfort", /\bcalm\b/);
    await expect(html).toHaveAttribute("data-comfort", /\btext-200\b/);
    expect(await bodyText()).toBe(usual * 2);
    // The slideshows are still lists at once: every picture shown, no Pause buttons.
    await expect(page.getByRole("button", { name: /^Pause/ })).toHaveCount(0);

    // The next page, reached through the phone menu.
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(html).toHaveAttribute("data-comfort", /\bcalm\b/);
    await expect(html).toHaveAttribute("data-comfort", /\btext-200\b/);
    expect(await bodyText()).toBe(usual * 2);

    // The next visit, in a new tab: the settings are there before any of the app's code runs.
    const visit = await context.newPage();
    await visit.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await visit.goto("/hi/about", { waitUntil: "load" });
    await expect(visit.locator("html")).toHaveAttribute("data-comfort", /\bcalm\b/);
    await expect(visit.locator("html")).toHaveAttribute("data-comfort", /\btext-200\b/);
    expect(await visit.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBe(usual * 2);
    expect(await visit.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await visit.close();

    // And back to the usual settings from /comfort.
    await page.goto("/comfort");
    await page.getByRole("button", { name: "Back to the usual settings" }).click();
    await expect(html).not.toHaveAttribute("data-comfort", /.*/);
    expect(await bodyText()).toBe(usual);
    await page.reload();
    await expect(html).not.toHaveAttribute("data-comfort", /.*/);
  });
});

test("the kept settings are on the page at its first paint, however slow their stylesheet", async ({ page }) => {
  await keepSettings(page, { textSize: 200, calm: true });
  // Held back 800 ms: were the stylesheet not render-blocking, the page would paint at the usual
  // settings meanwhile and then jump (docs/decisions/106-comfort-settings-in-the-page-not-an-overlay-toolbar.md).
  await page.route("**/comfort.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  // The browser runs animation frames just before it paints: the first one sees the first paint's styles.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = getComputedStyle(document.documentElement);
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        rootSize: root.fontSize,
        comfort: document.documentElement.getAttribute("data-comfort"),
        bodyText: document.body ? getComputedStyle(document.body).fontSize : null,
      };
    });
  });
  await page.goto("/hi/about");
  const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame);
  expect(await firstFrame.jsonValue()).toEqual({ rootSize: "32px", comfort: "text-200 calm", bodyText: "32px" });
  // And the browser's own record: its first paint came after the stylesheet had arrived.
  const { paint, sheet } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-paint")[0]?.startTime,
    sheet: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
      entry.name.endsWith("/comfort.css"),
    )?.responseEnd,
  }));
  expect(sheet).toBeGreaterThan(700);
  expect(paint).toBeGreaterThanOrEqual(sheet!);
});

test("at the usual settings a page loads no stylesheet of the settings'", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(asked).not.toContain("/comfort.css");
  await expect(page.locator("html")).not.toHaveAttribute("data-comfort", /.*/);
});

test("the header's control opens the panel in the page's flow, by keyboard, and Escape closes it", async ({ page }) => {
  await page.goto("/hi/about");
  const control = page.getByRole("button", { name: "पढ़ने की सुविधा" });
  await control.focus();
  await page.keyboard.press("Enter");
  await expect(control).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: "पढ़ने की सुविधा" });
  await expect(panel.getByRole("group", { name: "अक्षरों का आकार" })).toBeVisible();
  // Not floating: the panel takes its place in the page and pushes the page down.
  expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe("static");
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("radio").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute("aria-expanded", "false");
});

test("without JavaScript the header's control is a link to /comfort, which says what works instead", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about");
  await page.getByRole("link", { name: "Comfort settings" }).click();
  await expect(page).toHaveURL(/\/comfort$/);
  await expect(page.getByRole("heading", { level: 1, name: "Comfort settings" })).toBeVisible();
  // Shown from its <noscript> (Playwright's text locators skip a <noscript>'s text): what is rendered.
  expect(await page.locator("main").innerText()).toContain("These settings need JavaScript");
  await context.close();
});

test.describe("calm mode", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the home page's slideshows and testimonials are still lists, and nothing advances or animates", async ({
    page,
  }) => {
    await keepSettings(page, { calm: true });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const slideshow = page.getByRole("region", { name: /awards/i }).first();
    const firstSlides = await page.locator("[data-current]").count();
    await expect(page.getByRole("button", { name: /^(Pause|Play)/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Next image/ })).toHaveCount(0);
    const testimonials = page.getByRole("region", { name: /testimonials/i }).getByRole("group");
    const shown = async () =>
      testimonials.evaluateAll(
        (groups) => groups.filter((group) => group.getAttribute("aria-hidden") !== "true").length,
      );
    expect(await shown()).toBe(await testimonials.count());
    const before = await page.locator("[data-current]").evaluateAll((els) => els.map((el) => el.getAttribute("src")));
    // Longer than the slideshows' 3 s and the carousel's 4 s.
    await page.waitForTimeout(4_500);
    const after = await page.locator("[data-current]").evaluateAll((els) => els.map((el) => el.getAttribute("src")));
    expect(after).toEqual(before);
    expect(firstSlides).toBeGreaterThan(0);
    expect(await runningAnimations(page)).toEqual([]);
    await slideshow.scrollIntoViewIfNeeded().catch(() => {});
    await page.getByRole("link", { name: "Our Services" }).first().hover();
    await page.keyboard.press("Tab");
    expect(await runningAnimations(page)).toEqual([]);
    // Every picture of a slideshow is shown, one under another.
    const pictures = page.locator("section[aria-roledescription] img");
    const count = await pictures.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++)
      expect(await pictures.nth(i).evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
  });

  test("before the app's code runs, the prerendered slideshows are already still lists", async ({ context }) => {
    // A tab of its own: the fixture's page.goto waits for the app, which never runs here.
    const page = await context.newPage();
    await keepSettings(page, { calm: true });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-comfort", "calm");
    const pictures = page.locator("section[aria-roledescription] img");
    expect(await pictures.count()).toBeGreaterThan(2);
    for (const picture of await pictures.all())
      expect(await picture.evaluate((img) => [getComputedStyle(img).opacity, getComputedStyle(img).position])).toEqual([
        "1",
        "static",
      ]);
  });

  test("the doctors are a list with nothing to turn", async ({ page }) => {
    await keepSettings(page, { calm: true });
    await page.goto("/services/expertdoctor");
    const list = page.getByRole("list", { name: "Our doctors" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Next/ })).toHaveCount(0);
    expect(await runningAnimations(page)).toEqual([]);
  });
});

const settingsToCheck: [string, Settings][] = [
  ["200 % text", { textSize: 200 }],
  ["more space", { spacing: true }],
  ["calm mode", { calm: true }],
];
for (const [name, settings] of settingsToCheck)
  for (const path of ["/", "/hi", "/comfort", "/hi/comfort", "/services/expertdoctor", "/assessment"])
    test(`axe finds nothing on ${path} with ${name}, the header's panel open too`, async ({ page }) => {
      await keepSettings(page, settings);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoA11yViolations(page);
      const control = page.getByRole("button", { name: /^(Comfort settings|पढ़ने की सुविधा)$/ });
      await control.click();
      await expect(control).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("radio").first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
