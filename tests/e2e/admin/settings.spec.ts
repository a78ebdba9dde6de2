import { expect, expectNoA11yViolations, test } from "../fixtures";
import { createAccount, openScreen, signIn } from "./adminHelpers";

// A staff account of its own: changing the shared staff password would break every other test.
test("Settings shows the account and changes its password", async ({ page }) => {
  const account = await createAccount({ staff: true });
  await signIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openScreen(page, "Settings");
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await expectNoA11yViolations(page);

  const newPassword = "a-brand-new-password";
  await page.getByLabel(/^New password/).fill("short");
  await page.getByLabel("Confirm new password").fill("other");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Use at least 8 characters")).toBeVisible();
  await expect(page.getByText("The passwords do not match")).toBeVisible();

  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password updated successfully" })).toBeVisible();

  // Logout reloads the page 100 ms later: let that finish before navigating again.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Logout" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await signIn(page, account.email, account.password);
  await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid login credentials");
  await signIn(page, account.email, newPassword);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
