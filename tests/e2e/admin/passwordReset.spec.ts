import { expect, expectNoA11yViolations, test } from "../fixtures";
import { createAccount } from "./adminHelpers";

const SENT =
  "If an account exists for that address, a link to set a new password is on its way. It works once, within one hour; if it does not arrive, look in the spam folder.";

test("'Forgot password?' answers the same for any address, by keyboard, and asks to wait on a repeat", async ({
  page,
}) => {
  const account = await createAccount({ staff: true });
  await page.goto("/admin");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByRole("button", { name: "Forgot password?" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toHaveValue(account.email);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(SENT);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "A link was sent to this address less than a minute ago. Please wait a minute before asking again.",
  );

  await page.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.org`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(SENT);

  await page.getByRole("button", { name: "Back to sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeFocused();
});

test("a used or expired link says so and leads back to the sign-in screen", async ({ page }) => {
  await page.goto("/admin/update-password#error=access_denied&error_code=otp_expired");
  await expect(page.getByRole("alert")).toHaveText(
    "This link has expired or has already been used. Ask for a new link: choose 'Forgot password?' on the sign-in screen.",
  );
  await expect(page).toHaveURL(/\/admin\/update-password$/);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Go to the sign-in screen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});
