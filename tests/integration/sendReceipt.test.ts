import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { receiptParticulars } from "../../src/admin/receipts/receiptParticulars";
import type { Donation } from "../../src/lib/database.types";
import { renderReceiptPdf } from "../../src/lib/receipts/receiptPdf";
import { caughtMails, eventually } from "./alertMail";
import { aDonation, tag } from "../support/rows";
import { nonStaffClient, staffClient, useBackend, type Client } from "./backend";

// The send-receipt function (issue 26): staff e-mail a donor the PDF of their 80G receipt, once
// unless they ask to re-send; the mail catcher receives it with the PDF attached.
const ctx = useBackend();
// The first call starts Deno, which downloads its npm imports when its cache is empty.
const FIRST_START_MS = 200_000;

const fontFile = (subset: string) =>
  new Uint8Array(
    readFileSync(`node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-400-normal.woff`),
  );
const fonts = { latin: fontFile("latin"), devanagari: fontFile("devanagari") };

async function issuedGift(staff: Client, email: string | null): Promise<Donation> {
  const { data: gift, error } = await staff
    .from("donations")
    .insert(aDonation({ donor_name: "Asha Gupta", email, reference: `UTR${tag()}` }))
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  await staff.rpc("issue_donation_receipt", { donation_id: gift.id });
  const { data } = await staff.from("donations").select("*").eq("id", gift.id).single();
  return data!;
}

async function send(as: Client, gift: Donation, resend: boolean) {
  const pdf = await renderReceiptPdf(receiptParticulars(gift), fonts);
  return as.functions.invoke("send-receipt", {
    body: { donation_id: gift.id, pdf: Buffer.from(pdf).toString("base64"), resend },
  });
}

const statusOf = (error: unknown) => (error as { context?: Response } | null)?.context?.status;

describe("send-receipt", () => {
  it(
    "e-mails the PDF to the donor once, marks it sent, and sends again only when asked",
    async () => {
      const staff = await staffClient(ctx.backend);
      const email = `donor-${tag()}@example.org`;
      const gift = await issuedGift(staff, email);
      const first = await send(staff, gift, false);
      expect(first.error).toBeNull();
      const mails = await eventually(
        "the receipt e-mail",
        () => caughtMails(ctx.backend, (m) => m.To.some((to) => to.Address === email)),
        (found) => found.length === 1,
      );
      // In English, word for word as before, and in Hindi (issue 39); the Hindi part marked as Hindi.
      const number = gift.receipt_number!;
      expect(mails[0].Subject).toBe(`Your donation receipt ${number} / आपके दान की रसीद`);
      expect(mails[0].Text).toContain(
        `Thank you for your gift.\n\nYour receipt ${number} is attached as a PDF. ` +
          "Please keep it with your income-tax papers.\n",
      );
      expect(mails[0].Text).toContain(`आपके दान के लिए धन्यवाद।\n\nआपकी रसीद ${number} इस ई-मेल के साथ PDF फ़ाइल में`);
      expect(mails[0].HTML).toMatch(/<div lang="en"><p>Thank you for your gift\.<\/p>/);
      expect(mails[0].HTML).toMatch(/<div lang="hi"><p>आपके दान के लिए धन्यवाद।<\/p>/);
      expect(mails[0].Subject + mails[0].Text + mails[0].HTML).not.toMatch(/Asha|ABCPG1234K|Civil Lines/);
      const full = (await (await fetch(`${ctx.backend.mail.url}/api/v1/message/${mails[0].ID}`)).json()) as {
        Attachments: { PartID: string; FileName: string; ContentType: string }[];
      };
      expect(full.Attachments).toMatchObject([
        { FileName: `receipt-${gift.receipt_number!.replace("/", "-")}.pdf`, ContentType: "application/pdf" },
      ]);
      const bytes = await (
        await fetch(`${ctx.backend.mail.url}/api/v1/message/${mails[0].ID}/part/${full.Attachments[0].PartID}`)
      ).arrayBuffer();
      expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe("%PDF-");

      const { data: marked } = await staff.from("donations").select("receipt_emailed_at").eq("id", gift.id).single();
      expect(marked!.receipt_emailed_at).not.toBeNull();

      const again = await send(staff, gift, false);
      expect(statusOf(again.error)).toBe(409);
      expect((await send(staff, gift, true)).error).toBeNull();
      await eventually(
        "the re-sent e-mail",
        () => caughtMails(ctx.backend, (m) => m.To.some((to) => to.Address === email)),
        (found) => found.length === 2,
      );
    },
    FIRST_START_MS,
  );

  it("sends one e-mail when two staff press at once", async () => {
    const staff = await staffClient(ctx.backend);
    const other = await staffClient(ctx.backend);
    const email = `donor-${tag()}@example.org`;
    const gift = await issuedGift(staff, email);
    const answers = await Promise.all([send(staff, gift, false), send(other, gift, false)]);
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    expect(statusOf(answers.find((a) => a.error !== null)?.error)).toBe(409);
    // The one that was sent has arrived (the refused one answered without sending): one e-mail.
    const mails = () => caughtMails(ctx.backend, (m) => m.To.some((to) => to.Address === email));
    await vi.waitFor(async () => expect((await mails()).length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(await mails()).toHaveLength(1);
    const { data } = await staff.from("donations").select("receipt_email_claimed_at").eq("id", gift.id).single();
    expect(data!.receipt_email_claimed_at).toBeNull();
  });

  it("refuses non-staff, a gift without an e-mail address, and what is not a PDF", async () => {
    const staff = await staffClient(ctx.backend);
    const gift = await issuedGift(staff, `donor-${tag()}@example.org`);
    const outsider = await nonStaffClient(ctx.backend);
    expect(statusOf((await send(outsider, gift, false)).error)).toBe(403);
    const noEmail = await issuedGift(staff, null);
    expect(statusOf((await send(staff, noEmail, false)).error)).toBe(409);
    const notPdf = await staff.functions.invoke("send-receipt", {
      body: { donation_id: gift.id, pdf: Buffer.from("hello").toString("base64"), resend: false },
    });
    expect(statusOf(notPdf.error)).toBe(400);
    const { data } = await staff.from("donations").select("receipt_emailed_at").eq("id", gift.id).single();
    expect(data!.receipt_emailed_at).toBeNull();
  });
});
