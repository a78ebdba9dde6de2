import { e2eApi, expect, expectNoA11yViolations, test } from "../fixtures";
import { LOCAL_PUBLISHABLE_KEY } from "../../../supabase/local/keys";
import { nodeClient } from "../../../supabase/local/nodeClient";
import { linkMailedTo } from "./accountMail";
import { createAccount, signIn } from "./adminHelpers";

test("forgot password: from the login screen, through the e-mail, to signing in with the new password", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount({ staff: true });
  // Signed in elsewhere with the old password: that session must end.
  const elsewhere = nodeClient(e2eApi.url, LOCAL_PUBLISHABLE_KEY);
  expect((await elsewhere.auth.signInWithPassword(account)).error).toBeNull();

  await page.goto("/admin");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");

  await page.goto(await linkMailedTo(account.email, "Reset your password"));
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${account.email}.`)).toBeVisible();
  expect(new URL(page.url()).hash).toBe(""); // the tokens left the address bar
  await expect(page).toHaveURL(/\/admin\/update-password$/);
  await expectNoA11yViolations(page);

  const newPassword = "a-new-password-from-the-link";
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your password is saved. Sign in with it now.");
  await expect(page.getByLabel("E-mail address")).toHaveValue(account.email);
  await expectNoA11yViolations(page);
  expect((await elsewhere.auth.getUser()).data.user).toBeNull();

  await signIn(page, account.email, account.password);
  await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid login credentials");
  await signIn(page, account.email, newPassword);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
