// What an alert e-mail says: plain TypeScript with no Deno or npm imports, so that the unit tests
// read the same code the function runs (docs/product.md, "Staff alerts").

export type AlertKind = "contact_message" | "receipt_request";

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: string;
}

export interface ReceiptRequestRow {
  id: string;
  donor_name: string;
  email: string | null;
  phone: string | null;
  amount: number | string;
  gift_date: string;
  mode: string;
  created_at: string;
}

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

const SUBJECTS: Record<string, string> = {
  services: "Services Inquiry",
  volunteer: "Volunteer Opportunities",
  donation: "Donation Information",
  support: "General Support",
  other: "Other",
};
const MODES: Record<string, string> = { upi: "UPI", bank_transfer: "Bank transfer", cheque: "Cheque", cash: "Cash" };
const FIRST_LINES = 4;
const FIRST_CHARS = 400;

/** Where staff read the record: the admin list with the record opened (src/admin/crud/useOpenedRecord.ts). */
export function adminLink(siteUrl: string, kind: AlertKind, id: string): string {
  const path = kind === "contact_message" ? "messages" : "receipts";
  return `${siteUrl.replace(/\/+$/, "")}/admin/${path}?id=${encodeURIComponent(id)}`;
}

/** The message's first lines, shortened to a preview: the whole message is read in the admin. */
export function firstLines(message: string): string {
  const whole = message.trim().replace(/\r\n?/g, "\n");
  let preview = whole.split("\n").slice(0, FIRST_LINES).join("\n");
  if (preview.length > FIRST_CHARS) preview = preview.slice(0, FIRST_CHARS).trimEnd();
  return preview.length < whole.length ? `${preview} …` : preview;
}

const rupees = (amount: number | string) => `₹${Number(amount).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function render(heading: string, facts: [string, string][], preview: string | null, link: string, linkText: string) {
  const text = [
    heading,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(preview === null ? [] : ["", preview.replace(/^/gm, "> ")]),
    "",
    `${linkText}: ${link}`,
    "",
    "You receive this because you are staff of the foundation's website.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(heading)}</p>
<ul>${facts.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join("")}</ul>
${preview === null ? "" : `<blockquote style="white-space:pre-wrap">${escapeHtml(preview)}</blockquote>`}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>
<p style="color:#555">You receive this because you are staff of the foundation's website.</p>
</body></html>`;
  return { text, html };
}

export function contactMessageMail(row: ContactMessageRow, siteUrl: string): AlertMail {
  const subject = SUBJECTS[row.subject] ?? row.subject;
  const link = adminLink(siteUrl, "contact_message", row.id);
  return {
    subject: `New message from ${row.name}: ${subject}`,
    ...render(
      `${row.name} wrote through the website's contact form.`,
      [
        ["Subject", subject],
        ["E-mail", row.email],
        ["Phone", row.phone ?? "—"],
      ],
      firstLines(row.message),
      link,
      "Read the message in the admin",
    ),
  };
}

/** The PAN and address stay in the admin: an e-mail is no place for them. */
export function receiptRequestMail(row: ReceiptRequestRow, siteUrl: string): AlertMail {
  const link = adminLink(siteUrl, "receipt_request", row.id);
  return {
    subject: `80G receipt request from ${row.donor_name}: ${rupees(row.amount)}`,
    ...render(
      `${row.donor_name} asked for an 80G receipt.`,
      [
        ["Amount", rupees(row.amount)],
        ["Date of the gift", row.gift_date],
        ["Mode", MODES[row.mode] ?? row.mode],
        ["E-mail", row.email ?? "—"],
        ["Phone", row.phone ?? "—"],
      ],
      null,
      link,
      "Open the request in the admin",
    ),
  };
}
