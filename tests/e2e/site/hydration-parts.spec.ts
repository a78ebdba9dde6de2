import { expect, test } from "../fixtures";

// The home page hydrates its sections below the hero apart, later (src/site/shared/deferred.tsx,
// docs/decisions/101-the-parts-below-the-first-screen-hydrate-apart-later.md).

for (const path of ["/", "/hi"]) {
  test(`${path} hydrates its later parts without an error, each live once hydrated`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    // page.goto (fixtures.ts) waited for every part: the testimonials carousel, a part, answers.
    const holder = page
      .locator("[data-part]")
      .filter({ has: page.getByRole("region", { name: /Testimonial slides|अनुभवों की स्लाइड/ }) });
    await expect(holder).toHaveCount(1);
    // Live: its autoplay toggle (Pause, or Play where motion is reduced) turns over when pressed.
    const toggle = holder.getByRole("button", { name: /^(Pause|Play) |(रोकें|चलाएँ)$/ });
    const before = await toggle.getAttribute("aria-label");
    await toggle.click();
    await expect(toggle).not.toHaveAttribute("aria-label", before!);
    expect(errors, "no React error while the parts hydrate (421: a part's HTML dropped)").toEqual([]);
  });
}

test("a part whose code never arrives stays as the build wrote it, readable", async ({ page }) => {
  await page.route(/ContactSection-[\w-]+\.js$/, (route) => route.abort());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // page.goto returns once no part waits: this one gave up, the others hydrated.
  await page.goto("/");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(page.locator('[data-part="failed"]')).toHaveCount(1);
  await expect(page.locator('[data-part="failed"]')).toContainText("Send Message");
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the contact form's code comes in once the page is idle, and the form hydrates only when reached, even offline", async ({
  context,
}) => {
  // A tab of its own: the fixture's page.goto would scroll through the page and wake every part.
  const tab = await context.newPage();
  const contactCode = tab.waitForResponse(/ContactSection-[\w-]+\.js$/);
  await tab.goto("/");
  await contactCode;
  const form = tab.getByRole("form", { name: "Contact form" });
  const holder = tab.locator("[data-part]").filter({ has: form });
  // Its code is in, but nothing has run: a form far below the first screen costs no hydration.
  await expect(holder).toHaveAttribute("data-part", "");
  await context.setOffline(true);
  await form.scrollIntoViewIfNeeded();
  await expect(holder).toHaveAttribute("data-part", "live");
  await form.getByLabel("Message").fill("Typed with no network.");
  await expect(form.getByLabel("Message")).toHaveValue("Typed with no network.");
  await context.setOffline(false);
});
