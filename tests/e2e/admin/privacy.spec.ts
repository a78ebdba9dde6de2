import { readFile } from "node:fs/promises";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { aMessage, aReceiptRequest } from "../../support/rows";
import { createAccount, openScreen, signIn } from "./adminHelpers";

// Issue 23: an admin answers a person's request in Settings -> Privacy requests (search, export,
// erase with a typed confirmation, the receipt request the law keeps kept and marked); an editor
// sees the content screens only, and the database refuses the rest anyway.

test("an admin finds a person's data, exports it and erases it, keeping the receipt the law keeps", async ({
  page,
}) => {
  // A search, two exports and an erasure, each answered by the database: over 45 s on a busy machine.
  test.setTimeout(90_000);
  const admin = await createAccount({ staff: true });
  const person = `privacy-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.org`;
  const service = serviceClient();
  const message = await service
    .from("contact_messages")
    .insert(aMessage({ name: "Asha Verma", email: person, subject: "support", message: "Please call me" }));
  expect(message.error).toBeNull();
  const receipt = await service.from("receipt_requests").insert(
    aReceiptRequest({
      donor_name: "Asha Verma",
      pan: "ABCPV1234K",
      email: person,
      amount: 1000,
      gift_date: new Date().toISOString().slice(0, 10),
      mode: "cash",
    }),
  );
  expect(receipt.error).toBeNull();

  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openScreen(page, "Settings");
  const card = page.getByRole("region", { name: "Privacy requests" });
  await card.getByLabel("E-mail address or phone number").fill(person);
  await card.getByRole("button", { name: "Search" }).click();
  await expect(card.getByRole("status").filter({ hasText: `2 rows hold ${person}.` })).toBeVisible();
  const rows = card.getByRole("table", { name: "Rows holding this person's data" });
  await expect(rows.getByRole("row").filter({ hasText: "Contact message" })).toContainText("Can be erased");
  await expect(rows.getByRole("row").filter({ hasText: "80G receipt request" })).toContainText(
    /Kept until 31 Mar \d{4}/,
  );
  await expectNoA11yViolations(page);

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(file.notice).toMatch(/^PERSONAL DATA/);
  expect(file.rows.map((row: { table: string }) => row.table).sort()).toEqual(["contact_messages", "receipt_requests"]);
  expect(file.rows.find((row: { table: string }) => row.table === "receipt_requests").data.pan).toBe("ABCPV1234K");

  await card.getByRole("button", { name: "Erase…" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person's data?" });
  await expect(dialog.getByLabel(`Type ${person} to confirm`)).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByLabel(`Type ${person} to confirm`).fill(person);
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(card.getByRole("status").filter({ hasText: "1 row erased." })).toContainText(
    "1 80g receipt request kept: An 80G receipt request is a record of a tax-deductible donation",
  );
  await expect(card.getByRole("status").filter({ hasText: `1 row holds ${person}.` })).toBeVisible();
  await expect(rows.getByRole("row").filter({ hasText: "80G receipt request" })).toContainText("Erasure asked for on");

  const log = card.getByRole("table", { name: "Recent requests" });
  // The log keeps a masked form, never the address (docs/architecture.md#privacy-requests).
  const erased = log.getByRole("row").filter({ hasText: "Erased" }).first();
  await expect(erased).toContainText("p***@example.org");
  await expect(erased).not.toContainText(person);
  await expect(log.getByRole("row").filter({ hasText: "Exported (JSON)" }).first()).toContainText(admin.email);
  const { data: left } = await service.from("contact_messages").select("id").eq("email", person);
  expect(left).toEqual([]);
});

// Issue 35 (docs/architecture.md#privacy-requests): the exact person's rows, however the address was written; an
// address with dots or a +tag apart, as "Possibly the same person", exported and erased only once ticked.
test("an admin sees a +tag address apart as possibly the same person, and erases it only when ticked", async ({
  page,
}) => {
  const admin = await createAccount({ staff: true });
  const local = `near${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const person = `${local}@corp.example`;
  const service = serviceClient();
  const writings = [person, `${local.slice(0, 3)}\u200b${local.slice(3).toUpperCase()}@corp.example`];
  const tagged = `${local.slice(0, 2)}.${local.slice(2)}+news@corp.example`;
  const dotted = `${local.slice(0, 4)}.${local.slice(4)}@corp.example`;
  const made = await service
    .from("contact_messages")
    .insert([...writings, tagged, dotted].map((email) => aMessage({ name: "Corp person", email, message: "Hello" })));
  expect(made.error).toBeNull();

  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openScreen(page, "Settings");
  const card = page.getByRole("region", { name: "Privacy requests" });
  await card.getByLabel("E-mail address or phone number").fill(person);
  await card.getByRole("button", { name: "Search" }).click();
  await expect(card.getByRole("status").filter({ hasText: `2 rows hold ${person}.` })).toBeVisible();
  const exact = card.getByRole("table", { name: "Rows holding this person's data" });
  await expect(exact.getByRole("row")).toHaveCount(3);
  await expect(exact).not.toContainText("+news");
  const near = card.getByRole("table", { name: "Possibly the same person" });
  await expect(near.getByRole("row")).toHaveCount(3);
  const tick = near.getByRole("checkbox", { name: new RegExp(tagged.replace(/[.+]/g, "\\$&")) });
  await expect(tick).not.toBeChecked();
  await expectNoA11yViolations(page);

  // Keyboard: the tick box is reached and ticked like any other control.
  await tick.focus();
  await page.keyboard.press("Space");
  await expect(tick).toBeChecked();

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export JSON" }).click();
  const file = JSON.parse(await readFile((await (await downloading).path())!, "utf8"));
  expect(file.rows.map((row: { data: { email: string } }) => row.data.email).sort()).toEqual(
    [...writings, tagged].sort(),
  );

  await card.getByRole("button", { name: "Erase…" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person's data?" });
  await expect(dialog).toContainText("and the 1 row you ticked as possibly the same person");
  await dialog.getByLabel(`Type ${person} to confirm`).fill(person);
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(card.getByRole("status").filter({ hasText: "3 rows erased." })).toBeVisible();
  await expect(card.getByRole("status").filter({ hasText: `Nothing holds ${person}.` })).toBeVisible();
  await expect(near.getByRole("row")).toHaveCount(2);
  const { data: left } = await service
    .from("contact_messages")
    .select("email")
    .eq("name", "Corp person")
    .like("email", `%${local.slice(4)}%`);
  expect(left!.map((row) => row.email)).toEqual([dotted]);
});

test("an editor sees the content screens only, their role, and no personal data", async ({ page }) => {
  const editor = await createAccount({ staff: true });
  const made = await serviceClient().from("admin_users").update({ role: "editor" }).eq("user_id", editor.id);
  expect(made.error).toBeNull();

  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link", { name: "News Articles", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Photos", exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Messages", exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Receipt requests", exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Assessment requests", exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await openScreen(page, "Settings");
  await expect(page.getByTestId("staff-role")).toHaveText("Role: Editor");
  await expect(page.getByRole("heading", { name: "Staff access" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Privacy requests" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A typed address leads to a page that says why not; the database would answer nothing anyway.
  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { level: 1, name: "This page is for admins" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectNoA11yViolations(page);

  await openScreen(page, "Notices");
  await expect(page.getByRole("button", { name: /Add/ }).first()).toBeVisible();
});
