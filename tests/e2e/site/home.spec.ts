import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "../fixtures";

// The home page's counters, slideshows and carousel move by themselves: these tests check that motion.
test.use({ reducedMotion: "no-preference" });

const counters = (page: Page) => page.getByTestId("counter-value");
const currentSlide = (page: Page, label: string) =>
  page.getByRole("region", { name: label }).locator("img[data-current]");
const currentDot = (page: Page) =>
  page
    .getByRole("region", { name: "Testimonial slides" })
    .getByRole("button", { name: /Go to slide/ })
    .and(page.locator("[aria-current='true']"));

/**
 * Fake timers that stand still until the test moves them. `clock.install()` alone keeps time
 * running, so on a busy machine a count-up or a slide could finish before the test reads it.
 * Paused before the page exists, no page timer has been set yet, so the jump fires nothing.
 */
async function freezeClock(page: Page) {
  const start = new Date("2026-01-05T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

test.describe("home page", () => {
  test("shows the hero, the sections and the contact details", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empowering Neurodiverse Minds");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Learn About Our Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "Get Involved Today" })).toHaveAttribute("href", "/get_involve");
    await expect(page.getByRole("heading", { name: "A Glimpse into Our Therapeutic World" })).toBeVisible();
    const team = page.getByRole("region", { name: "Why Choose Our Medical Team?" });
    for (const title of ["Certified Specialists", "Compassionate Care", "Collaborative Approach"]) {
      await expect(team.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Want to share your own story?" })).toBeVisible();
    const submit = page.getByRole("link", { name: /Submit Testimonial/ });
    await expect(submit).toHaveAttribute("href", /^https:\/\//);
    await expect(submit).toHaveAttribute("target", "_blank");

    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await expect(contact).toContainText("Prayagraj, Uttar Pradesh");
    await expect(contact.getByRole("row", { name: "Mon-Fri 9:00 AM-6:00 PM" })).toBeVisible();
    await expect(contact.getByRole("row", { name: "Sat 9:00 AM-2:00 PM" })).toBeVisible();
    await expect(contact.getByRole("row", { name: "Sun Closed" })).toBeVisible();
    await expect(contact.getByRole("heading", { name: "24/7 Helpline" })).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
  });

  test("counters count up over 2 seconds", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await expect(counters(page)).toHaveCount(3);
    await page.clock.runFor(1000);
    const midway = Number.parseInt((await counters(page).first().textContent()) ?? "", 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(500);
    await page.clock.runFor(1100);
    await expect(counters(page)).toHaveText(["500+", "35+", "5+"]);
  });

  test("on a phone, where the counters stand below the first screen, they count up when scrolled to", async ({
    browser,
  }) => {
    // A context of its own: the fixture's page.goto scrolls through the page, past the counters.
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: "no-preference",
    });
    const tab = await phone.newPage();
    await freezeClock(tab);
    await tab.goto("/", { waitUntil: "load" });
    const group = tab.getByRole("group", { name: /impact/i });
    // Less than half of them is on the screen: once the page runs they wait at 0, unseen.
    await expect(counters(tab)).toHaveText(["0+", "0+", "0+"]);
    await tab.clock.runFor(3000);
    await expect(counters(tab)).toHaveText(["0+", "0+", "0+"]);
    await group.scrollIntoViewIfNeeded();
    // Seen once the browser has drawn them in view (not a timer): the count starts then.
    const first = async () => Number.parseInt((await counters(tab).first().textContent()) ?? "", 10);
    await expect
      .poll(async () => {
        await tab.clock.runFor(100);
        return first();
      })
      .toBeGreaterThan(0);
    expect(await first()).toBeLessThan(500);
    await tab.clock.runFor(2100);
    await expect(counters(tab)).toHaveText(["500+", "35+", "5+"]);
    await phone.close();
  });

  test("slideshows advance every 3 seconds and stop on Pause", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const awards = currentSlide(page, "Awards");
    await expect(awards).toHaveAttribute("src", "/images/awards/award-1.svg");
    await page.clock.runFor(3000);
    await expect(awards).toHaveAttribute("src", "/images/awards/award-2.svg");
    await page.clock.runFor(6000);
    await expect(awards).toHaveAttribute("src", "/images/awards/award-1.svg");
    await page.getByRole("button", { name: "Pause Awards" }).click();
    await page.clock.runFor(9000);
    await expect(awards).toHaveAttribute("src", "/images/awards/award-1.svg");
    await page.getByRole("button", { name: "Next image (Awards)" }).click();
    await expect(awards).toHaveAttribute("src", "/images/awards/award-2.svg");

    // The therapy slideshow was never paused: 18 s in, it has advanced 6 times (slide 3 of 4),
    // and a whole cycle of 4 later it is back on the same slide.
    const therapy = currentSlide(page, "Our therapeutic spaces");
    await expect(therapy).toHaveAttribute("src", /therapy-3\.svg$/);
    await page.clock.runFor(3000);
    await expect(therapy).toHaveAttribute("src", /therapy-4\.svg$/);
    await page.clock.runFor(3000 * 3);
    await expect(therapy).toHaveAttribute("src", /therapy-3\.svg$/);
    await expect(page.getByRole("region", { name: "Our therapeutic spaces" }).locator("img")).toHaveCount(4);
  });

  test("nothing moves by itself under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    await expect(counters(page)).toHaveText(["500+", "35+", "5+"]);
    await page.clock.runFor(12000);
    await expect(currentSlide(page, "Awards")).toHaveAttribute("src", /award-1\.svg$/);
    await expect(page.getByRole("button", { name: "Play Awards" })).toBeVisible();
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");
    await expect(page.getByRole("button", { name: "Play testimonials" })).toBeVisible();
  });

  test("the testimonials carousel follows the seed data, autoplay, Pause/Play, dots and resize", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Testimonial slides" });
    await expect(page.getByRole("heading", { name: "Client Testimonials" })).toBeVisible();
    await expect(carousel.getByRole("group", { name: /of 6$/, includeHidden: true })).toHaveCount(6);
    await expect(carousel.getByRole("button", { name: /Go to slide/ })).toHaveCount(4);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");

    await page.clock.runFor(4000);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");
    await page.clock.runFor(8000);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 4");
    await page.clock.runFor(4000);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");

    await carousel.getByRole("button", { name: "Pause testimonials" }).click();
    await page.clock.runFor(12000);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");
    await carousel.getByRole("button", { name: "Play testimonials" }).click();
    await page.clock.runFor(4000);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");
    await carousel.getByRole("button", { name: "Pause testimonials" }).click();

    await page.setViewportSize({ width: 600, height: 800 });
    // The page's resize handler sets its debounce timer on the resize event: let it arrive first.
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(600);
    await page.clock.runFor(200);
    await expect(carousel.getByRole("button", { name: /Go to slide/ })).toHaveCount(6);
    await carousel.getByRole("button", { name: "Go to slide 6" }).click();
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 6");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280);
    await page.clock.runFor(200);
    await expect(carousel.getByRole("button", { name: /Go to slide/ })).toHaveCount(4);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 4");
  });

  test("has no WCAG 2.1 AA violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Testimonial slides" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
