import { readFile } from "node:fs/promises";
import { e2eMail, expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, openForm, openScreen, searchCard, signInAsStaff, toast, uniqueName } from "./adminHelpers";

// The donations ledger (issue 26): a receipt request becomes a gift, its 80G receipt is issued and
// e-mailed with the PDF, the Form 10BD export lists it, its Form 10BE is marked sent and the
// dashboard counts the donors still waiting; cash over ₹2,000 is warned and offered no receipt.

async function waitingFor10be(): Promise<number> {
  const { count } = await (
    await serviceClient()
  )
    .from("donations")
    .select("id", { count: "exact", head: true })
    .not("receipt_number", "is", null)
    .neq("form10be_stage", "sent");
  return count ?? 0;
}

test("a receipt request becomes a gift, its receipt is e-mailed, 10BD lists it, 10BE is tracked", async ({
  page,
  staffSession,
}) => {
  test.setTimeout(240_000);
  const name = uniqueName("E2E Donor");
  const email = `${name.replace(/\s/g, "-").toLowerCase()}@example.org`;
  const { error } = await (await serviceClient()).from("receipt_requests").insert({
    donor_name: name,
    pan: "ABCPG1234K",
    address: "12 Civil Lines, Prayagraj",
    email,
    amount: 5000,
    gift_date: "2026-04-10",
    mode: "upi",
    transaction_reference: `UTR${Date.now()}`,
  });
  expect(error).toBeNull();

  await signInAsStaff(page, staffSession);
  await openScreen(page, "Receipt requests");
  await (await searchCard(page, name)).getByRole("button", { name: "Record as gift" }).click();
  await expect(toast(page, "Recorded in Donations: issue its receipt there")).toBeVisible();
  await expect(card(page, name).getByText("Recorded as gift", { exact: true })).toBeVisible();
  await expect(card(page, name).getByRole("button", { name: "Record as gift" })).toHaveCount(0);

  await openScreen(page, "Donations");
  await (await searchCard(page, name)).getByRole("button", { name: "Issue 80G receipt" }).click();
  await expect(toast(page, "issued")).toBeVisible();
  await expect(card(page, name).getByText("Receipt issued", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // The function's first call starts Deno, which on a fresh machine first downloads its imports.
  await card(page, name).getByRole("button", { name: "E-mail receipt" }).click();
  await expect(toast(page, "e-mailed to the donor")).toBeVisible({ timeout: 200_000 });
  await expect(card(page, name).getByText("Receipt sent", { exact: true })).toBeVisible();
  await expect(card(page, name).getByRole("button", { name: "Re-send receipt" })).toBeVisible();
  const listed = (await (await fetch(`${e2eMail.url}/api/v1/messages`)).json()) as {
    messages: { ID: string; To: { Address: string }[]; Subject: string }[];
  };
  const mail = listed.messages.find((m) => m.To.some((to) => to.Address === email));
  expect(mail?.Subject).toMatch(/^Your donation receipt \d{4}-\d{2}\/\d{4}$/);
  const full = (await (await fetch(`${e2eMail.url}/api/v1/message/${mail!.ID}`)).json()) as {
    Attachments: { PartID: string; FileName: string; ContentType: string }[];
  };
  expect(full.Attachments).toHaveLength(1);
  expect(full.Attachments[0]).toMatchObject({ ContentType: "application/pdf" });
  const pdf = await (
    await fetch(`${e2eMail.url}/api/v1/message/${mail!.ID}/part/${full.Attachments[0].PartID}`)
  ).text();
  expect(pdf.startsWith("%PDF-")).toBe(true);

  await page.getByLabel("Financial year").selectOption("2026-27");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export for Form 10BD (CSV)" }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  const row = csv.split(/\r?\n/).find((line) => line.includes(name));
  expect(row).toContain("ABCPG1234K");
  expect(row).toContain("5000.00");

  await openScreen(page, "Dashboard");
  await expect(page.getByTestId("form10be-waiting")).toHaveText(String(await waitingFor10be()));
  expect(await waitingFor10be()).toBeGreaterThan(0);
  await openScreen(page, "Donations");
  await (await searchCard(page, name)).getByRole("button", { name: "Mark 10BE sent" }).click();
  await expect(toast(page, "10BE marked sent")).toBeVisible();
  await expect(card(page, name).getByText("10BE: sent", { exact: true })).toBeVisible();
  await openScreen(page, "Dashboard");
  await expect(page.getByTestId("form10be-waiting")).toHaveText(String(await waitingFor10be()));
  await expectNoA11yViolations(page);
});

test("cash over ₹2,000 is recorded with the warning and offered no receipt", async ({ page, staffSession }) => {
  const name = uniqueName("E2E Cash");
  const form = await openForm(page, staffSession, "Donations", "Record a gift");
  await form.getByLabel("Donor's name (as on PAN)").fill(name);
  await form.getByLabel("PAN or Aadhaar number").fill("ABCPG1234K");
  await form.getByLabel("Address").fill("Katra, Prayagraj");
  await form.getByLabel("Amount (₹)").fill("5000");
  await form.getByLabel("Date of the gift").fill("2026-04-12");
  await form.getByLabel("Mode").selectOption("cash");
  await expect(form.getByText("not deductible under section 80G")).toBeVisible();
  await expectNoA11yViolations(page);
  await form.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Gift recorded")).toBeVisible();

  const gift = await searchCard(page, name);
  await expect(gift.getByText("Not deductible under 80G", { exact: true })).toBeVisible();
  await expect(gift.getByText(/not deductible under section 80G/)).toBeVisible();
  await expect(gift.getByRole("button", { name: "Issue 80G receipt" })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
