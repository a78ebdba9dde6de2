// send-receipt: e-mails a donor the PDF of their 80G receipt (docs/product.md, "Donations and 80G
// receipts"). Staff render the PDF in the admin (src/lib/receipts/receiptPdf.ts) and post it here
// with the gift's id; only staff may call it (the caller's own JWT must pass public.is_admin()),
// and the gift, its donor's address and the marking are read and written as the caller, so row
// level security decides. A receipt already e-mailed is sent again only when asked to re-send.
// The e-mail is in English and Hindi (./mail.ts); the subject and this function's logs carry the
// receipt number only, never the donor's name, PAN or address. Its refusals go to staff: English.
import nodemailer from "npm:nodemailer@10.6.0";
import { Buffer } from "node:buffer";
import { answer, fromAdmin } from "../_shared/http.ts";
import { mailSettings, projectSettings } from "../_shared/settings.ts";
import { receiptMail } from "./mail.ts";

const TEXTS = {
  notStaff: "Only staff can send receipts.",
  badRequest: "Send a JSON object with the gift's id, the receipt's PDF (base64) and whether to re-send.",
  notFound: "No such gift.",
  noReceipt: "This gift has no receipt in force: issue one first.",
  noEmail: "This gift has no e-mail address: add one, or download the PDF and send it another way.",
  alreadySent: "This receipt was already e-mailed, or is being sent now. Use 'Re-send receipt' to send it again.",
  notPdf: "The attachment is not a PDF of at most 2 MB.",
  notSent: "The e-mail could not be sent. Please try again in a few minutes.",
};

const MAX_PDF_BYTES = 2 * 1024 * 1024;
const project = projectSettings();
const mailing = mailSettings();

const transport = nodemailer.createTransport(mailing.smtp);

function decodePdf(base64: string): Uint8Array | null {
  try {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const header = new TextDecoder().decode(bytes.subarray(0, 5));
    return header === "%PDF-" && bytes.length <= MAX_PDF_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

Deno.serve(async (req) => {
  const asked = await fromAdmin(req, project, TEXTS.notStaff);
  if ("refused" in asked) return asked.refused;
  const { caller } = asked;

  const body = (await req.json().catch(() => null)) as {
    donation_id?: unknown;
    pdf?: unknown;
    resend?: unknown;
  } | null;
  if (typeof body?.donation_id !== "string" || typeof body.pdf !== "string" || typeof body.resend !== "boolean") {
    return answer(400, { error: TEXTS.badRequest });
  }
  const pdf = decodePdf(body.pdf);
  if (!pdf) return answer(400, { error: TEXTS.notPdf });

  const { data: gift, error: readError } = await caller
    .from("donations")
    .select("id, email, receipt_number, receipt_emailed_at")
    .eq("id", body.donation_id)
    .maybeSingle();
  if (readError) return answer(502, { error: TEXTS.notSent });
  if (!gift) return answer(404, { error: TEXTS.notFound });
  if (!gift.receipt_number) return answer(409, { error: TEXTS.noReceipt });
  if (!gift.email) return answer(409, { error: TEXTS.noEmail });
  if (gift.receipt_emailed_at && !body.resend) return answer(409, { error: TEXTS.alreadySent });

  const number: string = gift.receipt_number;
  // One sender at a time, and once unless re-sending (two staff pressing at once send one e-mail).
  const claimed = await caller.rpc("claim_donation_receipt_email", {
    donation_id: gift.id,
    receipt_number: number,
    resend: body.resend,
  });
  if (claimed.error) return answer(502, { error: TEXTS.notSent });
  if (claimed.data !== true) return answer(409, { error: TEXTS.alreadySent });
  const host = new URL(mailing.siteUrl).hostname;
  try {
    await transport.sendMail({
      from: mailing.from,
      to: gift.email,
      ...receiptMail(number),
      attachments: [
        {
          filename: `receipt-${number.replace("/", "-")}.pdf`,
          content: Buffer.from(pdf),
          contentType: "application/pdf",
        },
      ],
      messageId: `<receipt-${number.replace("/", "-")}-${Date.now()}@${host}>`,
    });
  } catch (error) {
    console.error(`send-receipt ${number}: SMTP: ${(error as Error).message}`);
    await caller.rpc("finish_donation_receipt_email", { donation_id: gift.id, receipt_number: number, sent: false });
    return answer(502, { error: TEXTS.notSent });
  }
  const marked = await caller.rpc("finish_donation_receipt_email", {
    donation_id: gift.id,
    receipt_number: number,
    sent: true,
  });
  if (marked.error) console.error(`send-receipt ${number}: sent, not marked: ${marked.error.message}`);
  return answer(200, { sent_at: marked.data ?? new Date().toISOString() });
});
