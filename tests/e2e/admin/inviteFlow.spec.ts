import { expect, expectNoA11yViolations, test } from "../fixtures";
import { linkMailedTo } from "./accountMail";
import { createAccount, openScreen, signIn, uniqueName } from "./adminHelpers";

test("inviting a new member of staff, to their first sign-in", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const me = await createAccount({ staff: true });
  const newcomer = `${uniqueName("newcomer").replace(/\s/g, "-")}@example.org`;
  await signIn(page, me.email, me.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openScreen(page, "Settings");

  const inviteForm = page.getByRole("form", { name: "Invite someone new" });
  await inviteForm.getByLabel("E-mail address to invite").fill(me.email);
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  // The function's first call starts Deno, which on a fresh machine first downloads supabase-js.
  await expect(inviteForm.getByRole("alert")).toHaveText(
    "This address already has an account. Give it access with 'Give access to an existing account'.",
    { timeout: 60_000 },
  );
  await inviteForm.getByLabel("E-mail address to invite").fill(newcomer);
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  await expect(inviteForm.getByRole("status")).toContainText(`An invitation is on its way to ${newcomer}.`);
  const row = page.getByRole("table", { name: "Staff access" }).getByRole("row").filter({ hasText: newcomer });
  await expect(row).toContainText("Invitation not accepted yet");
  await expectNoA11yViolations(page);

  // The newcomer, in their own browser, follows the link in the e-mail.
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(await linkMailedTo(newcomer, "You have been invited"));
  await expect(theirs.getByRole("heading", { level: 1, name: "Set a password" })).toBeVisible();
  await expect(
    theirs.getByText(`Welcome. Choose a password for ${newcomer}; you will sign in to the admin with it.`),
  ).toBeVisible();
  await expectNoA11yViolations(theirs);
  const password = "my-first-password";
  await theirs.getByLabel(/^New password/).fill(password);
  await theirs.getByLabel("Confirm new password").fill(password);
  await theirs.getByRole("button", { name: "Save password" }).click();
  await expect(theirs.getByRole("status")).toHaveText("Your password is saved. Sign in with it now.");
  await expect(theirs.getByLabel("E-mail address")).toHaveValue(newcomer);
  await theirs.getByLabel("Password").fill(password);
  await theirs.getByRole("button", { name: "Sign in" }).click();
  await expect(theirs.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await theirs.context().close();

  await page.reload();
  await expect(row).not.toContainText("Invitation not accepted yet");
  await expect(row).toBeVisible();
});
