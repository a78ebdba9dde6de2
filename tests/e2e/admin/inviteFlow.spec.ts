import { expect, expectNoA11yViolations, test } from "../fixtures";
import { acceptInvitation, inviteFromSettings } from "./accountFlows";
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
  // An account without access: the answer says how to give it (one with access is told about 'Forgot password?').
  const parent = await createAccount({ staff: false });
  await inviteForm.getByLabel("E-mail address to invite").fill(parent.email);
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  // The function's first call starts Deno, which on a fresh machine first downloads supabase-js.
  await expect(inviteForm.getByRole("alert")).toHaveText(
    "This address already has an account. Give it access with 'Give access to an existing account'.",
    { timeout: 60_000 },
  );
  const row = await inviteFromSettings(page, newcomer);
  await expectNoA11yViolations(page);

  // The newcomer, in their own browser, follows the link in the e-mail.
  const theirs = await (await browser.newContext()).newPage();
  await acceptInvitation(theirs, await linkMailedTo(newcomer, "You have been invited"), newcomer, "my-first-password");
  await theirs.context().close();

  await page.reload();
  await expect(row).not.toContainText("Invitation not accepted yet");
  await expect(row).toBeVisible();
});
