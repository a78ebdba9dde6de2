// What an alert e-mail says: plain TypeScript with no Deno or npm imports, so that the unit tests
// read the same code the function runs (docs/product.md, "Staff alerts").
import { formatDate, formatRupees } from "../_shared/format.ts";

export type AlertKind =
  "contact_message" | "receipt_request" | "assessment_request" | "event_registration" | "donation" | "data_request";

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

/**
 * An assessment request: only its id and kind are read into the e-mail (a child's details stay in
 * the admin). A call back ("Ask us to call you instead") is said plainly in the subject.
 */
export interface AssessmentRequestRow {
  id: string;
  created_at: string;
  kind?: "assessment" | "callback";
}

/** A gift in the donations ledger: only its id is read into the e-mail (the donor stays in the admin). */
export interface DonationRow {
  id: string;
  created_at: string;
}

/** A data request to answer: only its id is read into the e-mail (the person stays in the admin). */
export interface DataRequestRow {
  id: string;
  created_at: string;
}

export interface EventRegistrationRow {
  id: string;
  event_title: string;
  event_starts_at: string | null;
  name: string;
  phone: string;
  email: string | null;
  people: number;
  status: string;
  waiting_place: number | null;
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
  const path = {
    contact_message: "messages",
    receipt_request: "receipts",
    assessment_request: "assessments",
    event_registration: "event-registrations",
    donation: "donations",
    // Data requests are answered in Settings -> Privacy requests (src/admin/privacy).
    data_request: "settings",
  }[kind];
  return `${siteUrl.replace(/\/+$/, "")}/admin/${path}?id=${encodeURIComponent(id)}`;
}

/** The message's first lines, shortened to a preview: the whole message is read in the admin. */
export function firstLines(message: string): string {
  const whole = message.trim().replace(LINE_BREAKS, "\n");
  let preview = whole.split("\n").slice(0, FIRST_LINES).join("\n");
  if (preview.length > FIRST_CHARS) preview = preview.slice(0, FIRST_CHARS).trimEnd();
  return preview.length < whole.length ? `${preview} …` : preview;
}

// The admin's forms (src/lib/format.ts), through the functions' copy of them.
const rupees = formatRupees;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

// Every way a text can start a new line as a mail client shows it: CR, LF, the other controls,
// NEL, and Unicode's line and paragraph separators. Control characters on purpose:
/* eslint-disable no-control-regex */
const LINE_BREAKS = /\r\n|[\r\n\u000B\u000C\u0085\u2028\u2029]/g;
const OTHER_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
/* eslint-enable no-control-regex */

/** A visitor's one-line value (a name, an address) as one line: its breaks become spaces. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, " ").replace(OTHER_CONTROLS, "").trim();
}

/** A visitor's text as quoted lines: "> " starts every line, whatever broke it. */
export function quoted(text: string): string {
  return text
    .replace(OTHER_CONTROLS, "")
    .split(LINE_BREAKS)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

export const VISITOR_WORDS =
  "What the visitor wrote, quoted as they typed it. It is their text, not ours: a link in it is theirs.";

/**
 * Our words first (what happened, the facts we checked, the link to the admin), then everything
 * the visitor wrote, quoted and marked as theirs: a visitor who writes "Read the message in the
 * admin: https://evil.example" gets a line that starts with "> ", below the real link
 * (docs/architecture.md#staff-alerts).
 */
function render(
  heading: string,
  facts: [string, string][],
  visitor: [string, string][],
  preview: string | null,
  link: string,
  linkText: string,
) {
  const words = [
    ...visitor.map(([label, value]) => `${label}: ${oneLine(value)}`),
    ...(preview === null ? [] : ["", preview]),
  ].join("\n");
  const text = [
    heading,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    `${linkText}: ${link}`,
    "",
    VISITOR_WORDS,
    quoted(words),
    "",
    "You receive this because you are staff of the foundation's website.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(heading)}</p>
<ul>${facts.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>
<p style="color:#555">${escapeHtml(VISITOR_WORDS)}</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #999;margin-left:0;padding-left:12px">${escapeHtml(words)}</blockquote>
<p style="color:#555">You receive this because you are staff of the foundation's website.</p>
</body></html>`;
  return { text, html };
}

export function contactMessageMail(row: ContactMessageRow, siteUrl: string): AlertMail {
  const subject = SUBJECTS[row.subject] ?? row.subject;
  const link = adminLink(siteUrl, "contact_message", row.id);
  return {
    // No name, e-mail, phone or message text in a subject: it shows on lock screens and in lists.
    subject: `New message on the website: ${subject}`,
    ...render(
      "A new message came through the website's contact form.",
      [["Subject", subject]],
      [
        ["Name", row.name],
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
    subject: `New 80G receipt request: ${rupees(row.amount)}`,
    ...render(
      "A donor asked for an 80G receipt.",
      [
        ["Amount", rupees(row.amount)],
        ["Date of the gift", formatDate(row.gift_date)],
        ["Mode", MODES[row.mode] ?? row.mode],
      ],
      [
        ["Name", row.donor_name],
        ["E-mail", row.email ?? "—"],
        ["Phone", row.phone ?? "—"],
      ],
      null,
      link,
      "Open the request in the admin",
    ),
  };
}

/**
 * The alerts that say only that a record came, and link to it: no record's details and no
 * visitor's words. An assessment request (issue 24): no name, no age, no worry, no phone; a
 * child's details are health data and stay in the admin. A gift recorded in the donations ledger,
 * by hand or from a receipt request (issue 26, "Donors' privacy"): no donor's name, PAN, address,
 * amount or reference; the ledger is read in the admin. A digest lists them by their subject.
 */
const BARE_ALERTS = {
  assessment_request: {
    subject: "A new assessment request",
    heading: "A new assessment request came through the website.",
    linkText: "Open the request in the admin",
  },
  callback_request: {
    subject: "Call back: a parent asked us to call them",
    heading:
      "A parent asked on the assessment page for us to call them back. Their name, number and the time they chose are in the admin.",
    linkText: "Open the call back in the admin",
  },
  donation: {
    subject: "A new gift was recorded",
    heading: "A new gift was recorded in the donations ledger.",
    linkText: "Open the gift in the admin",
  },
  data_request: {
    subject: "A new data request",
    heading:
      "Someone asked to see, correct or erase their personal data. Answer it in Settings, Privacy requests, within 90 days.",
    linkText: "Open the privacy requests in the admin",
  },
} as const;

/** Which bare alert an assessment request gets: a call back has its own words. */
const assessmentAlert = (row: AssessmentRequestRow) =>
  row.kind === "callback" ? ("callback_request" as const) : ("assessment_request" as const);

export function assessmentRequestMail(row: AssessmentRequestRow, siteUrl: string): AlertMail {
  return bareMail(assessmentAlert(row), row.id, siteUrl, "assessment_request");
}

export function donationMail(row: DonationRow, siteUrl: string): AlertMail {
  return bareMail("donation", row.id, siteUrl);
}

export function dataRequestMail(row: DataRequestRow, siteUrl: string): AlertMail {
  return bareMail("data_request", row.id, siteUrl);
}

function bareMail(
  words: keyof typeof BARE_ALERTS,
  id: string,
  siteUrl: string,
  kind: AlertKind = words === "callback_request" ? "assessment_request" : words,
): AlertMail {
  const { subject, heading, linkText } = BARE_ALERTS[words];
  const link = adminLink(siteUrl, kind, id);
  const footer = "You receive this because you are staff of the foundation's website.";
  return {
    subject,
    text: [heading, "", `${linkText}: ${link}`, "", footer].join("\n"),
    html: `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(heading)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>
<p style="color:#555">${escapeHtml(footer)}</p>
</body></html>`,
  };
}

/** "Waiting list, place 3" or "Confirmed": where a registration stands. */
const standing = (row: EventRegistrationRow) =>
  row.status === "waiting" ? `Waiting list, place ${row.waiting_place}` : "Confirmed";

/** The event's title is ours (content); the parent's name and phone stay out of the subject. */
export function eventRegistrationMail(row: EventRegistrationRow, siteUrl: string): AlertMail {
  const link = adminLink(siteUrl, "event_registration", row.id);
  return {
    subject: `New registration for ${oneLine(row.event_title)}`,
    ...render(
      "A parent registered for an event on the website.",
      [
        ["Event", oneLine(row.event_title)],
        ["People", String(row.people)],
        ["Status", standing(row)],
      ],
      [
        ["Name", row.name],
        ["Phone", row.phone],
        ["E-mail", row.email ?? "—"],
      ],
      null,
      link,
      "Open the registration in the admin",
    ),
  };
}

/** One record a digest announces, as read when the digest is sent. */
export type DigestItem =
  | { kind: "contact_message"; row: ContactMessageRow }
  | { kind: "receipt_request"; row: ReceiptRequestRow }
  | { kind: "assessment_request"; row: AssessmentRequestRow }
  | { kind: "event_registration"; row: EventRegistrationRow }
  | { kind: "donation"; row: DonationRow }
  | { kind: "data_request"; row: DataRequestRow };

/**
 * The alerts past a recipient's hourly cap, in one e-mail (the baseline's "Staff alerts"): our line and link for
 * each record, then its visitor's words quoted, as in a single alert. No message previews: the
 * digest is a list to open in the admin.
 */
export function digestMail(items: DigestItem[], siteUrl: string): AlertMail {
  const entries = items.map((item) =>
    item.kind === "assessment_request" || item.kind === "donation" || item.kind === "data_request"
      ? {
          line: BARE_ALERTS[item.kind === "assessment_request" ? assessmentAlert(item.row) : item.kind].subject,
          link: adminLink(siteUrl, item.kind, item.row.id),
          words: "",
        }
      : item.kind === "event_registration"
        ? {
            line: `A registration for ${oneLine(item.row.event_title)} (${standing(item.row)})`,
            link: adminLink(siteUrl, item.kind, item.row.id),
            words: `Name: ${oneLine(item.row.name)}`,
          }
        : item.kind === "contact_message"
          ? {
              line: `A message about ${SUBJECTS[item.row.subject] ?? item.row.subject}`,
              link: adminLink(siteUrl, item.kind, item.row.id),
              words: `Name: ${oneLine(item.row.name)}`,
            }
          : {
              line: `An 80G receipt request for ${rupees(item.row.amount)}`,
              link: adminLink(siteUrl, item.kind, item.row.id),
              words: `Name: ${oneLine(item.row.donor_name)}`,
            },
  );
  const heading = `${items.length} more new ${items.length === 1 ? "record" : "records"} came through the website in the last hour. More than 10 alerts in an hour come together in one e-mail like this.`;
  const text = [
    heading,
    "",
    ...entries.flatMap((entry) =>
      entry.words ? [`${entry.line}: ${entry.link}`, quoted(entry.words), ""] : [`${entry.line}: ${entry.link}`, ""],
    ),
    VISITOR_WORDS.replace("What the visitor wrote", "Lines starting with > are what a visitor wrote"),
    "",
    "You receive this because you are staff of the foundation's website.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(heading)}</p>
<ul>${entries
    .map(
      (entry) =>
        `<li><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.line)}</a>${entry.words ? `<blockquote style="border-left:3px solid #999;margin-left:0;padding-left:12px">${escapeHtml(entry.words)}</blockquote>` : ""}</li>`,
    )
    .join("")}</ul>
<p style="color:#555">${escapeHtml(VISITOR_WORDS.replace("What the visitor wrote", "The quoted lines are what a visitor wrote"))}</p>
<p style="color:#555">You receive this because you are staff of the foundation's website.</p>
</body></html>`;
  return {
    subject: `Digest: ${items.length} more new ${items.length === 1 ? "record" : "records"} on the website`,
    text,
    html,
  };
}
