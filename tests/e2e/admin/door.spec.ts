import type { Page } from "@playwright/test";
import { e2eApi, expect, expectNoA11yViolations, test } from "../fixtures";
import { signInAsStaff, toast } from "./adminHelpers";

/** Holds the app's entry script until `release()`: the page is then only its prerendered HTML. */
async function holdTheCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the login form is in the HTML; the Refine app loads once staff start on it", async ({ page }) => {
  const release = await holdTheCode(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // The frame's own goto: the fixture's page.goto waits for the code this test holds back.
  await page.mainFrame().goto("/admin", { waitUntil: "commit" });
  // Before any script: the form, from the HTML.
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toBeVisible();
  await expect(page.getByText("Checking authentication")).toBeHidden();
  release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expectNoA11yViolations(page);
  expect(scripts.some((path) => /AdminDoor-/.test(path))).toBe(true);
  expect(scripts.filter((path) => /AdminApp-/.test(path))).toEqual([]);
  const refine = page.waitForRequest(/\/assets\/AdminApp-[^/]+\.js$/);
  await page.getByLabel("E-mail address").focus();
  await refine;
});

test("what is typed, and 'Sign in' pressed, before the code runs are kept", async ({ page }) => {
  const release = await holdTheCode(page);
  // The frame's own goto: the fixture's page.goto waits for the code this test holds back.
  await page.mainFrame().goto("/admin", { waitUntil: "commit" });
  await page.getByLabel("E-mail address").fill(e2eApi.adminEmail);
  await page.getByLabel("Password").fill(e2eApi.adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Nothing was sent anywhere: the address is still /admin, with no query.
  expect(new URL(page.url()).search).toBe("");
  release();
  await expect(toast(page, "Logged in successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a returning member of staff sees 'Checking authentication', never the login form", async ({ page }) => {
  await signInAsStaff(page);
  const release = await holdTheCode(page);
  // The frame's own goto: the fixture's page.goto waits for the code this test holds back.
  await page.mainFrame().goto("/admin", { waitUntil: "commit" });
  await expect(page.getByText("Checking authentication")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeHidden();
  // And not after the code starts either: straight to the admin.
  await page.evaluate(() => {
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll("h1")].some(
        (h1) => h1.checkVisibility() && h1.textContent === "Admin Login",
      );
      if (shown) sessionStorage.setItem("saw-login", "yes");
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("saw-login"))).toBeNull();
});
