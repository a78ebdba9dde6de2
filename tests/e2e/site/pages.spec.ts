import type { Page } from "@playwright/test";
import { expect, serviceClient, test } from "../fixtures";
import { SERVICE_TITLES } from "../../support/siteTexts";

// The public content pages against the seed data (docs/product.md#public-site).

async function expectSingleH1(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

test.describe("about pages", () => {
  test("About shows the three pillars, the founder's journey and the focus areas", async ({ page }) => {
    await page.goto("/about");
    await expectSingleH1(page, "About Us");
    for (const pillar of ["Educational Excellence", "Medical Support", "Community Impact"]) {
      await expect(page.getByRole("heading", { name: pillar })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Our Founder's Journey" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Areas We Focus On" }).getByRole("listitem")).toHaveCount(6);
  });

  test("Who We Are says founded in 2021 and shows the focus areas", async ({ page }) => {
    await page.goto("/about/who");
    await expectSingleH1(page, "Who We Are");
    await expect(page.getByText(/founded in 2021/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Focus Areas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Down Syndrome" })).toBeVisible();
  });

  test("Our Mission shows five cards", async ({ page }) => {
    await page.goto("/about/mission");
    await expectSingleH1(page, "Our Mission");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Inclusive Residential Design",
      "Sustainable Ecosystem",
      "Research Advancement",
      "Professional Training",
      "Global Digital Outreach",
    ]);
  });

  test("Our Story says over 50 children are served", async ({ page }) => {
    await page.goto("/about/ourstory");
    await expectSingleH1(page, "Our Story");
    await expect(page.getByText(/over 50 children/)).toBeVisible();
  });

  test("Visual Journey shows 10 images that load, and opens one from the keyboard", async ({ page }) => {
    await page.goto("/about/gallery");
    await expectSingleH1(page, "Visual Journey");
    // The seeded illustrations: a photo another test adds at the same time may show beside them.
    const tiles = page
      .getByRole("button", { name: /view larger$/ })
      .filter({ has: page.locator('img[src^="/images/gallery/"]') });
    await expect(tiles).toHaveCount(10);
    for (const tile of await tiles.all()) {
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.locator("img")).toHaveJSProperty("complete", true);
      expect(await tile.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await tiles.nth(3).hover();
    await tiles.nth(3).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Speech therapy with picture cards");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tiles.nth(3)).toBeFocused();
  });
});

test("Services shows the eight services, each with a Read More dialog", async ({ page }) => {
  await page.goto("/services");
  await expectSingleH1(page, "Our Services");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(SERVICE_TITLES);
  const readMore = page.getByRole("link", { name: "Read More about Diet & Nutrition" });
  await readMore.click();
  const dialog = page.getByRole("dialog", { name: "Diet & Nutrition" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Personalised meal plans");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();
});

test.describe("Expert Doctors", () => {
  // "It never moves by itself" must hold where motion is allowed, not only under reduced motion.
  test.use({ reducedMotion: "no-preference" });
  // The name of the leftmost slide fully inside the carousel's viewport.
  async function firstVisibleDoctor(page: Page) {
    return page.evaluate(() => {
      const region = document.querySelector('[aria-roledescription="carousel"]')!.getBoundingClientRect();
      const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')]
        .map((slide) => ({ left: slide.getBoundingClientRect().left, name: slide.querySelector("h3")?.textContent }))
        .filter((slide) => slide.left >= region.left - 1 && slide.left < region.right)
        .sort((a, b) => a.left - b.left);
      return slides[0]?.name;
    });
  }

  test("shows the active doctors in a carousel moved by buttons and arrow keys", async ({ page }) => {
    const db = await serviceClient();
    const { data } = await db.from("doctors").select("name, is_active").order("name");
    const active = data!.filter((d) => d.is_active).map((d) => d.name);
    const inactive = data!.filter((d) => !d.is_active).map((d) => d.name);
    expect(active.length).toBeGreaterThanOrEqual(4);

    await page.goto("/services/expertdoctor");
    await expectSingleH1(page, "Our Expert Doctors");
    const carousel = page.getByRole("region", { name: "Our doctors", exact: true });
    await expect(carousel.getByRole("heading", { level: 3 })).toHaveText(active);
    for (const name of inactive) await expect(page.getByText(name)).toHaveCount(0);
    await expect(carousel.locator("img").first()).toHaveAttribute("src", "/images/stock/doctor.svg");
    await expect(carousel.getByText(/^\S+(\s+\S+){24}\.\.\.$/).first()).toBeVisible();

    await expect.poll(() => firstVisibleDoctor(page)).toBe(active[0]);
    await page.getByRole("button", { name: "Next doctors" }).click();
    await expect.poll(() => firstVisibleDoctor(page)).toBe(active[1]);
    await page.getByRole("button", { name: "Previous doctors" }).click();
    await expect.poll(() => firstVisibleDoctor(page)).toBe(active[0]);
    // It loops: one step back from the first is the last.
    await page.getByRole("button", { name: "Previous doctors" }).click();
    await expect.poll(() => firstVisibleDoctor(page)).toBe(active[active.length - 1]);

    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstVisibleDoctor(page)).toBe(active[0]);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstVisibleDoctor(page)).toBe(active[1]);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => firstVisibleDoctor(page)).toBe(active[0]);

    // It never moves by itself. A time, on purpose: "never" is checked over a while that an
    // autoplay (Mantine's is every few seconds) would not let pass unmoved.
    await page.waitForTimeout(3000);
    expect(await firstVisibleDoctor(page)).toBe(active[0]);

    await expect(page.getByRole("heading", { name: "Why Choose Our Medical Team?" })).toBeVisible();
    for (const title of ["Certified Specialists", "Compassionate Care", "Collaborative Approach"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
  });

  test("shows 1, 2, 3 or 4 doctors per row as the screen grows (Mantine's sm, md, lg, xl)", async ({ page }) => {
    await page.goto("/services/expertdoctor");
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeVisible();
    for (const [width, perRow] of [
      [760, 1],
      [1000, 2],
      [1280, 3],
      [1480, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() =>
          page.evaluate(() => {
            const viewport = document.querySelector('[aria-roledescription="carousel"] > div')!.getBoundingClientRect();
            return [...document.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
              const box = slide.getBoundingClientRect();
              // A slide box includes the 16 px gap after its card.
              return box.left >= viewport.left - 1 && box.right <= viewport.right + 17;
            }).length;
          }),
        )
        .toBe(perRow);
    }
  });
});

test("Advisory lists active advisors, filters by specialty and shows details", async ({ page }) => {
  const db = await serviceClient();
  const { data } = await db.from("advisories").select("name, position, is_active");
  const active = data!.filter((a) => a.is_active);
  const inactive = data!.filter((a) => !a.is_active);

  await page.goto("/services/advisory");
  await expectSingleH1(page, "Advisory & Counseling Services");
  const cards = page.getByRole("list", { name: "Our advisors" }).getByRole("listitem");
  await expect(cards).toHaveCount(active.length);
  for (const { name } of inactive) await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText("Available", { exact: true })).toHaveCount(active.length);

  const filter = page.getByRole("group", { name: "Filter by specialty" });
  const positions = [...new Set(active.map((a) => a.position))];
  await expect(filter.getByRole("button")).toHaveCount(positions.length + 1);
  await expect(filter.getByRole("button", { name: "All Advisors" })).toHaveAttribute("aria-pressed", "true");

  const chosen = positions.find((p) => active.filter((a) => a.position === p).length > 1) ?? positions[0];
  await filter.getByRole("button", { name: chosen, exact: true }).click();
  await expect(filter.getByRole("button", { name: chosen, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(filter.getByRole("button", { name: "All Advisors" })).toHaveAttribute("aria-pressed", "false");
  const matching = active.filter((a) => a.position.toLowerCase().includes(chosen.toLowerCase()));
  await expect(cards).toHaveCount(matching.length);

  const advisor = matching[0];
  const nameButton = page.getByRole("button", { name: advisor.name, exact: true });
  const advisorCard = cards.filter({ has: nameButton });
  const card = advisorCard.getByRole("button");
  await expect(advisorCard).toContainText(advisor.position);
  await card.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: advisor.name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(advisor.position);
  await expect(dialog).toContainText("15+ years in counseling");
  await expect(dialog).toContainText("Main Campus Office");
  await expect(dialog.getByRole("img", { name: `Photo of ${advisor.name}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // A click anywhere on a card opens it, not only on the name.
  await advisorCard.click({ position: { x: 24, y: 24 } });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();

  await filter.getByRole("button", { name: "All Advisors" }).click();
  await expect(cards).toHaveCount(active.length);
});

test("In the News shows the latest articles with Read More, the active notices, and links to older pages", async ({
  page,
}) => {
  const db = await serviceClient();
  const { data: articles } = await db
    .from("news_articles")
    .select("title, date, content")
    .order("date", { ascending: false })
    .order("slug");
  const { data: notices } = await db
    .from("notices")
    .select("title, is_active, priority, status, publish_at, ends_at")
    .order("priority", { ascending: false });
  // What a visitor is shown: active, published, its time come and not yet gone. Other specs leave
  // drafts and hidden notices behind (docs/architecture.md#publishing-and-history).
  const now = Date.now();
  const shown = (n: NonNullable<typeof notices>[number]) =>
    n.is_active &&
    n.status === "published" &&
    Date.parse(n.publish_at) <= now &&
    (n.ends_at === null || Date.parse(n.ends_at) > now);

  await page.goto("/notice");
  await expectSingleH1(page, "In the News");
  const cards = page.getByRole("article");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(articles!.slice(0, 12).map((a) => a.title));

  const first = articles![0];
  const [year, month, day] = first.date.split("-").map(Number);
  const longDate = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(cards.first()).toContainText(longDate);

  const noticeList = page.getByRole("region", { name: "Important Notices" });
  await expect(noticeList.getByRole("heading", { level: 3 })).toHaveText(notices!.filter(shown).map((n) => n.title));
  for (const notice of notices!.filter((n) => !shown(n))) {
    await expect(page.getByText(notice.title)).toHaveCount(0);
  }

  await page.locator("html[data-hydrated]").waitFor();
  await cards
    .first()
    .getByRole("link", { name: /^Read More/ })
    .click();
  await expectSingleH1(page, first.title);
  await expect(page.getByRole("main")).toContainText(first.content.slice(0, 60));
  await page.goBack();

  const pages = page.getByRole("navigation", { name: "Pages of articles" });
  await pages.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(/\/notice\/page\/2$/);
  await expectSingleH1(page, "In the News, page 2");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(articles!.slice(12, 24).map((a) => a.title));
  await expect(page.getByRole("region", { name: "Important Notices" })).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(100);
});

test("In the News says when no notice is active", async ({ page }) => {
  await page.route("**/rest/v1/notices*", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
  );
  await page.goto("/notice");
  await expect(page.getByText("No active notices at this time.")).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("Expert Doctors shows the error text when doctors cannot be loaded", async ({ page }) => {
  await page.route("**/rest/v1/doctors*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) }),
  );
  // Arriving from another page, the doctors are not in the HTML: the browser has to load them.
  await page.goto("/services");
  await page.getByRole("button", { name: "Services pages" }).hover();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Expert Doctors" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to load doctors. Please try again later.");
});

test("Expert Doctors keeps the doctors the page arrived with when the refresh fails", async ({ page }) => {
  const requests: string[] = [];
  await page.route("**/rest/v1/doctors*", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) });
  });
  await page.goto("/services/expertdoctor");
  await expect.poll(() => requests.length).toBe(1);
  await expect(
    page.getByRole("region", { name: "Our doctors", exact: true }).getByRole("heading", { level: 3 }).first(),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expectSingleH1(page, "Oops! Page not found");
  await page.getByRole("link", { name: "Go back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
