import { expect, expectNoA11yViolations, test } from "../fixtures";
import { createAccount, signIn, signInAsStaff, toast } from "./adminHelpers";

test("the login gate checks, then asks; a wrong password shows the server's message", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await signIn(page, "admin@example.org", "wrong-password");
  await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid login credentials");
  // Said once: no toast repeats it (issue 36).
  await expect(page.getByText("Invalid login credentials")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});

test("staff sign in, see the admin, and log out", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("E-mail address").fill("admin@example.org");
  await page.getByLabel("Password").fill("admin-password");
  const signInButton = page.getByRole("button", { name: /Sign in|Signing in\.\.\./ });
  await signInButton.click();
  await expect(toast(page, "Logged in successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // The session survives a reload (validated with the server, not only read from storage).
  await page.reload();
  await expect(
    page
      .getByText("Checking authentication")
      .or(page.getByRole("heading", { name: "Dashboard" }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.getByRole("link", { name: "Doctors", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  // The toast lives only until the reload 100 ms later: note it in sessionStorage, which survives the reload.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const toast = [...document.querySelectorAll(".mantine-Notification-root")].find((n) =>
        n.textContent?.includes("Logged out successfully"),
      );
      if (!toast) return;
      sessionStorage.setItem("seen-logout-toast", "yes");
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { beforeLogout: true });
  });
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("seen-logout-toast"))).toBe("yes");
  // The page was reloaded: the marker set before logging out is gone.
  await expect.poll(() => page.evaluate(() => "beforeLogout" in window)).toBe(false);
  // After the reload the session is really gone.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});

test("a signed-in account that is not staff is refused and signed out", async ({ page }) => {
  const account = await createAccount({ staff: false });
  await signIn(page, account.email, account.password);
  const refusal = "This account is not a staff account, so it cannot use the admin panel. You have been signed out.";
  await expect(page.locator("form").getByRole("alert")).toHaveText(refusal);
  await expect(page.getByText(refusal)).toHaveCount(1); // said once, under the form (issue 36)
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("auth-token")));
  expect(stored).toEqual([]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});

test("the sidebar marks /admin exactly and the others by prefix", async ({ page }) => {
  await signInAsStaff(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Notices" }).click();
  await expect(nav.getByRole("link", { name: "Notices" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  for (const label of [
    "Dashboard",
    "News Articles",
    "Notices",
    "Doctors",
    "Testimonials",
    "Advisory & Counseling",
    "Pages",
    "Messages",
    "Receipt requests",
    "Settings",
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});
