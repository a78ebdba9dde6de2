import type { Page } from "@playwright/test";
import { expect, recordLayoutShifts, test } from "../fixtures";

// Nothing jumps (docs/product.md#public-site): on a phone over a slow network, the layout shifts
// Chromium reports while a page arrives, hydrates and loads its code, data and images add up to
// less than 0.02 (every shift counts, not only the worst session window as in Lighthouse's CLS).

const routes = [
  "/",
  "/about",
  "/about/who",
  "/about/mission",
  "/about/ourstory",
  "/about/gallery",
  "/services",
  "/services/speech-therapy",
  "/services/expertdoctor",
  "/services/advisory",
  "/get_involve",
  "/get_involve/80g-receipt",
  "/assessment",
  "/notice",
  "/notice/page/2",
  "/notice/free-developmental-screening-camp-draws-120-families",
  "/no-such-page",
];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Records every layout shift from the first paint on, with the elements that moved, on a slow network. */
async function watchShifts(page: Page) {
  const recorded = await recordLayoutShifts(page);
  // A slow phone network: code, data and images arrive late, as they do for the parents.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return async () => {
    await page.waitForLoadState("networkidle");
    // What can still move the page once the network is quiet: fonts and pictures being decoded. Once
    // they are in, two frames later every shift they caused has been reported.
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A lazy picture far down the page is not loading, and its decode() would wait for it.
      const loading = [...document.images].filter((image) => image.loading !== "lazy" || image.complete);
      await Promise.all(loading.map((image) => image.decode().catch(() => {})));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    return recorded();
  };
}

for (const route of routes) {
  test(`${route} does not shift on a phone, and its images carry their size`, async ({ page }) => {
    const measure = await watchShifts(page);
    await page.goto(route);
    const { shifts, total } = await measure();
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
    const unsized = await page
      .locator("main img, header img, footer img")
      .evaluateAll((images) =>
        images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML),
      );
    expect(unsized).toEqual([]);
  });
}

for (const route of ["/", "/hi"]) {
  test(`${route}'s later sections, drawn as they near the screen, shift nothing while a phone scrolls through them`, async ({
    page,
  }) => {
    const measure = await watchShifts(page);
    await page.goto(route);
    const later = page.locator("main > div > [data-part] > *");
    expect(await later.count()).toBeGreaterThan(4);
    expect(await later.first().evaluate((section) => getComputedStyle(section).contentVisibility)).toBe("auto");
    // Down to the footer, a screen at a time; shifts between the scrolls count.
    const footer = page.getByRole("contentinfo");
    for (
      let step = 0;
      step < 20 && !(await footer.evaluate((el) => el.getBoundingClientRect().top < innerHeight));
      step++
    ) {
      const before = await page.evaluate(() => scrollY);
      await page.mouse.wheel(0, 600);
      // The page has scrolled (or cannot), and the sections that came near the screen are drawn.
      await page.waitForFunction(
        (y) => scrollY !== y || innerHeight + scrollY >= document.documentElement.scrollHeight - 1,
        before,
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await expect(footer).toBeInViewport();
    const { shifts, total } = await measure();
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
  });
}

test("the measurement sees a shift when there is one", async ({ page }) => {
  const measure = await watchShifts(page);
  await page.goto("/about");
  await page.evaluate(() => {
    const block = document.createElement("div");
    block.style.height = "300px";
    document.querySelector("main")!.prepend(block);
  });
  expect((await measure()).total).toBeGreaterThan(0.02);
});
