import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { createAccount, openScreen, signIn, uniqueName } from "./adminHelpers";

// The last member of staff who can sign in cannot remove their own access, even with an
// invitation not yet accepted beside them (docs/architecture.md#security-model). Runs alone
// (playwright.config.ts, project "alone"): for a moment every other staff account loses access.
test("the last member of staff who can sign in tries to remove their own access and is told why not", async ({
  page,
}) => {
  const service = serviceClient();
  const me = await createAccount({ staff: true });
  const inviteeEmail = `${uniqueName("invitee").replace(/\s/g, "-")}@example.org`;
  const invited = await service.auth.admin.inviteUserByEmail(inviteeEmail);
  if (invited.error) throw invited.error;
  const before = (await service.from("admin_users").select("user_id")).data!.map((row) => row.user_id);
  const others = before.filter((id) => id !== me.id);
  try {
    await service.from("admin_users").delete().in("user_id", others);
    expect((await service.from("admin_users").insert({ user_id: invited.data.user.id })).error).toBeNull();

    await signIn(page, me.email, me.password);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await openScreen(page, "Settings");
    const table = page.getByRole("table", { name: "Staff access" });
    await expect(table.getByRole("row").filter({ hasText: inviteeEmail })).toContainText("Invitation not accepted yet");

    await table.getByRole("button", { name: `Remove access for ${me.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove access?" });
    await dialog.getByRole("button", { name: "Remove access" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "last admin" })).toHaveText(
      "This is the last admin who can sign in, so their access cannot be removed. " +
        "Make someone else an admin first; an invitation counts once it has been accepted.",
    );
    await expect(table.getByRole("row").filter({ hasText: `${me.email} (you)` })).toBeVisible();
    await expectNoA11yViolations(page);
    const { data } = await service.from("admin_users").select("user_id");
    expect(data!.map((row) => row.user_id)).toContain(me.id);
  } finally {
    // Every other member of staff gets their access back, whatever happened above.
    await service.from("admin_users").upsert(
      before.map((user_id) => ({ user_id })),
      { onConflict: "user_id", ignoreDuplicates: true },
    );
    await service.from("admin_users").delete().eq("user_id", invited.data.user.id);
  }
});
