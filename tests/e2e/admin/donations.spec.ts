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
    .eq("form10be_waiting", true);
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
  // One path (issue 36): the request shows where it stands, never "Pending" beside a recorded gift,
  // and offers no second way to a receipt.
  await expect(card(page, name).getByText("Gift recorded: receipt not issued yet", { exact: true })).toBeVisible();
  await expect(card(page, name).getByText("Pending", { exact: true })).toHaveCount(0);
  await expect(card(page, name).getByRole("button", { name: "Record as gift" })).toHaveCount(0);
  await expect(card(page, name).getByRole("button", { name: "Mark issued" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Export/ })).toHaveCount(0);

  await openScreen(page, "Donations");
  const recorded = await searchCard(page, name);
  // No Form 10BE before there is a receipt.
  await expect(recorded.getByText(/10BE/)).toHaveCount(0);
  await recorded.getByRole("button", { name: "Issue 80G receipt" }).click();
  await expect(toast(page, "issued")).toBeVisible();
  await expect(card(page, name).getByText("Receipt issued", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  const { data: gift } = await (
    await serviceClient()
  )
    .from("donations")
    .select("receipt_number")
    .eq("donor_name", name)
    .single();
  await openScreen(page, "Receipt requests");
  await expect(
    (await searchCard(page, name)).getByText(`Receipt ${gift!.receipt_number}`, { exact: true }),
  ).toBeVisible();
  await openScreen(page, "Donations");
  await searchCard(page, name);

  // The function's first call starts Deno, which on a fresh machine first downloads its imports.
  await card(page, name).getByRole("button", { name: "E-mail receipt" }).click();
  await expect(toast(page, "e-mailed to the donor")).toBeVisible({ timeout: 200_000 });
  await expect(card(page, name).getByText("Receipt sent", { exact: true })).toBeVisible();
  await expect(card(page, name).getByRole("button", { name: "Re-send receipt" })).toBeVisible();
  const listed = (await (await fetch(`${e2eMail.url}/api/v1/messages`)).json()) as {
    messages: { ID: string; To: { Address: string }[]; Subject: string }[];
  };
  const mail = listed.messages.find((m) => m.To.some((to) => to.Address === email));
  expect(mail?.Subject).toMatch(/^Your donation receipt \d{4}-\d{2}\/\d{4} \/ आपके दान की रसीद$/);
  const full = (await (await fetch(`${e2eMail.url}/api/v1/message/${mail!.ID}`)).json()) as {
    Attachments: { PartID: string; FileName: string; ContentType: string }[];
  };
  expect(full.Attachments).toHaveLength(1);
  expect(full.Attachments[0]).toMatchObject({ ContentType: "application/pdf" });
  const pdf = await (
    await fetch(`${e2eMail.url}/api/v1/message/${mail!.ID}/part/${full.Attachments[0].PartID}`)
  ).text();
  expect(pdf.startsWith("%PDF-")).toBe(true);

  // The year first chosen is the latest with a receipt (this gift's 2026-27 at least), not the last
  // completed one: staff saw "nothing to export" while this year had receipts.
  const { data: latest } = await (
    await serviceClient()
  )
    .from("donations")
    .select("financial_year")
    .not("receipt_number", "is", null)
    .order("financial_year", { ascending: false })
    .limit(1);
  await expect(page.getByLabel("Financial year")).toHaveValue(latest![0].financial_year);
  await page.getByLabel("Financial year").selectOption("2026-27");
  // The file is the portal's template: the personal-data warning is on the screen, not in the file.
  await expect(page.getByTestId("export-notice")).toContainText("PAN");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export for Form 10BD (CSV)" }).click();
  const csv = (await readFile((await (await downloading).path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines[0]).toMatch(/^Sl\. No\.,Pre Acknowledgement Number,ID Code,Unique Identification Number,/);
  const row = lines.find((line) => line.includes(name));
  expect(row).toMatch(
    new RegExp(`,Permanent Account Number,ABCPG1234K,Section 80G,.*,${name},"12 Civil Lines, Prayagraj",Others,`),
  );
  expect(row).toMatch(/,Electronic modes including account payee cheque\/draft,5000\.00$/);

  await openScreen(page, "Dashboard");
  await expect(page.getByTestId("form10be-waiting")).toHaveText(String(await waitingFor10be()));
  expect(await waitingFor10be()).toBeGreaterThan(0);
  await openScreen(page, "Donations");
  await (await searchCard(page, name)).getByRole("button", { name: "Mark 10BE sent" }).click();
  await expect(toast(page, "10BE marked sent")).toBeVisible();
  await expect(card(page, name).getByText("Form 10BE sent", { exact: true })).toBeVisible();
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
