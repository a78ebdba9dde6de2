import { expect, expectNoA11yViolations, test } from "../fixtures";

test.describe("site layout on a 1280 px desktop", () => {
  test("dropdowns open on hover and close on an outside click and on navigation", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const whoWeAre = nav.getByRole("link", { name: "Who We Are" });
    await expect(whoWeAre).toBeHidden();

    await nav.getByRole("link", { name: "About", exact: true }).hover();
    await expect(whoWeAre).toBeVisible();
    await expect(nav.getByRole("button", { name: "About pages" })).toHaveAttribute("aria-expanded", "true");
    await expectNoA11yViolations(page);
    await page.mouse.click(5, 700);
    await expect(whoWeAre).toBeHidden();

    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await nav.getByRole("link", { name: "Expert Doctors" }).click();
    await expect(page).toHaveURL(/\/services\/expertdoctor$/);
    await expect(nav.getByRole("link", { name: "Expert Doctors" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Services pages" })).toHaveAttribute("aria-expanded", "false");
  });

  test("dropdowns open and close by keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: "About pages" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Our Mission" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Who We Are" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Our Mission" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about\/mission$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Tabbing out of an open dropdown closes it.
    await toggle.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a new route starts at the top and a contact link scrolls to the contact section", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Involved" }).click();
    await expect(page).toHaveURL(/\/get_involve$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get Involved" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("each route has its own title and description", async ({ page }) => {
    await page.goto("/get_involve");
    await expect(page).toHaveTitle(/^Get Involved \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Donate, volunteer/);
    await page.goto("/");
    await expect(page).toHaveTitle("Prayagraj Neurodiversity Foundation");
  });

  test("an unknown path shows the 404 page inside the site frame", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2024");
    await page.getByRole("main").getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("site layout on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens the menu; navigation, an outside click and Escape close it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/about\/ourstory$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 830);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Advisory" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the top bar shows the phone, the e-mail and the founding line", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Supporting Neurodiverse Communities Since 2020")).toBeVisible();
    await expect(banner.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91\d+$/);
    await expect(banner.getByRole("link", { name: /@example\.org/ })).toHaveAttribute("href", /^mailto:/);
    await banner.getByRole("link", { name: /home/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
