import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { createAccount, openScreen, signIn } from "./adminHelpers";

test("Settings lists the staff, gives an existing account access and removes it again", async ({ page }) => {
  const me = await createAccount({ staff: true });
  const colleague = await createAccount({ staff: false });
  await signIn(page, me.email, me.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openScreen(page, "Settings");

  const table = page.getByRole("table", { name: "Staff access" });
  const myRow = table.getByRole("row").filter({ hasText: `${me.email} (you)` });
  await expect(myRow).toBeVisible();
  // Offered on one's own row too: the database refuses only the last member who can sign in (lastStaff.spec.ts).
  await expect(myRow.getByRole("button", { name: `Remove access for ${me.email}` })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "admin@example.org" })).toBeVisible();
  await expectNoA11yViolations(page);

  const giveForm = page.getByRole("form", { name: "Give access to an existing account" });
  const email = giveForm.getByLabel("E-mail address of the account");
  await email.fill(`nobody-${Date.now()}@example.org`);
  await giveForm.getByRole("button", { name: "Give access" }).click();
  await expect(giveForm.getByRole("alert")).toHaveText("No account uses this e-mail address. Invite them instead.");

  await email.fill(colleague.email);
  await giveForm.getByRole("button", { name: "Give access" }).click();
  await expect(giveForm.getByRole("status")).toHaveText(`${colleague.email} now has access.`);
  const row = table.getByRole("row").filter({ hasText: colleague.email });
  await expect(row).toContainText("Never");

  await row.getByRole("button", { name: `Remove access for ${colleague.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove access?" });
  await expect(dialog).toContainText(`${colleague.email} will no longer be able to use the admin.`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Remove access" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Access removed for ${colleague.email}.` })).toBeVisible();
  await expect(row).toHaveCount(0);

  const { data } = await serviceClient().from("admin_users").select("user_id");
  expect(data!.map((r) => r.user_id)).not.toContain(colleague.id);
});
