import { e2eApi, expect, test } from "../fixtures";
import { LOCAL_PUBLISHABLE_KEY } from "../../../supabase/local/keys";
import { nodeClient } from "../../../supabase/local/nodeClient";
import { askForResetLink, resetFromLink } from "./accountFlows";
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

  await askForResetLink(page, account.email);
  const newPassword = "a-new-password-from-the-link";
  await resetFromLink(page, await linkMailedTo(account.email, "Reset your password"), account.email, newPassword);
  expect((await elsewhere.auth.getUser()).data.user).toBeNull();

  await signIn(page, account.email, account.password);
  await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid login credentials");
  await signIn(page, account.email, newPassword);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
