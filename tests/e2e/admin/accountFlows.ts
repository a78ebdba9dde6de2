// The e-mailed account flows, step by step as a person takes them: shared by the build's specs
// (inviteFlow.spec.ts, passwordResetFlow.spec.ts) and `npm start`'s (tests/e2e/front-door), so
// the dev server is held to the same steps and words.
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations } from "../fixtures";

/** Invites `email` from the Settings screen (already open); the list then shows the invitation waiting. */
export async function inviteFromSettings(page: Page, email: string) {
  const inviteForm = page.getByRole("form", { name: "Invite someone new" });
  await inviteForm.getByLabel("E-mail address to invite").fill(email);
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  // The function's first call starts Deno, which on a fresh machine first downloads supabase-js.
  await expect(inviteForm.getByRole("status")).toContainText(`An invitation is on its way to ${email}.`, {
    timeout: 60_000,
  });
  const row = page.getByRole("table", { name: "Staff access" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Invitation not accepted yet");
  return row;
}

/** The newcomer follows the invitation's `link`, chooses `password` and signs in with it. */
export async function acceptInvitation(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Set a password" })).toBeVisible();
  await expect(
    page.getByText(`Welcome. Choose a password for ${email}; you will sign in to the admin with it.`),
  ).toBeVisible();
  expect(new URL(page.url()).hash).toBe(""); // the tokens left the address bar
  await expectNoA11yViolations(page);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is saved. Sign in with it now.");
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** From the login screen: 'Forgot password?' for `email`, and the answer that says nothing of the account. */
export async function askForResetLink(page: Page, email: string) {
  await page.goto("/admin");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");
}

/** Follows the reset `link`, saves `password`, and lands on the login screen with `email` filled in. */
export async function resetFromLink(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  expect(new URL(page.url()).hash).toBe(""); // the tokens left the address bar
  await expect(page).toHaveURL(/\/admin\/update-password$/);
  await expectNoA11yViolations(page);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your password is saved. Sign in with it now.");
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await expectNoA11yViolations(page);
}
