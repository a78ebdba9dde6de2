import type { Page } from "@playwright/test";
import { animationsSettled, expect, expectNoA11yViolations, test, testNoA11yViolations } from "../fixtures";

// axe (WCAG 2.1 AA) on each public content page once its data has loaded, and with a dialog open.

async function openAndCheckDialog(page: Page, opener: ReturnType<Page["getByRole"]>) {
  await opener.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // Once the opening transition (if any) has finished, axe sees the final colours.
  await animationsSettled(page);
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

testNoA11yViolations([
  ["/about", "About Us"],
  ["/about/who", "Who We Are"],
  ["/about/mission", "Our Mission"],
  ["/about/ourstory", "Our Story"],
  ["/assessment", "Request an assessment"],
  ["/no-such-page", "Oops! Page not found"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Use"],
  ["/refund-policy", "Refund Policy"],
  ["/hi/privacy", "गोपनीयता नीति"],
  ["/hi/terms", "उपयोग की शर्तें"],
  ["/hi/refund-policy", "रिफ़ंड नीति"],
  ["/data-request", "Ask about your data"],
  ["/hi/data-request", "अपनी जानकारी के बारे में पूछें"],
]);

test("/about/gallery has no axe violations, with the larger view open too", async ({ page }) => {
  await page.goto("/about/gallery");
  await expect(page.getByRole("button", { name: /view larger$/ })).toHaveCount(10);
  await expectNoA11yViolations(page);
  await openAndCheckDialog(page, page.getByRole("button", { name: /view larger$/ }).first());
});

test("/services has no axe violations, with a Read More dialog open too", async ({ page }) => {
  await page.goto("/services");
  await expectNoA11yViolations(page);
  await openAndCheckDialog(page, page.getByRole("link", { name: /^Read More/ }).first());
});

test("/services/expertdoctor has no axe violations once doctors have loaded", async ({ page }) => {
  await page.goto("/services/expertdoctor");
  await expect(
    page.getByRole("region", { name: "Our doctors", exact: true }).getByRole("heading").first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("/services/advisory has no axe violations, with an advisor's details open too", async ({ page }) => {
  await page.goto("/services/advisory");
  const cards = page.getByRole("list", { name: "Our advisors" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  await expectNoA11yViolations(page);
  await openAndCheckDialog(page, cards.first().getByRole("button"));
});

test("/notice has no axe violations, nor an article's page opened from it", async ({ page }) => {
  await page.goto("/notice");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.locator("html[data-hydrated]").waitFor();
  await page
    .getByRole("link", { name: /^Read More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/notice\/[a-z0-9-]+$/);
  await expect(page.getByRole("navigation", { name: "More articles" })).toBeVisible();
  await expectNoA11yViolations(page);
});
