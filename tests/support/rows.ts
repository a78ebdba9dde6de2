// Row factories shared by the integration and e2e tests: a valid row of each table with sensible,
// unique defaults, and the test's own values on top (`aMessage({ held_for_review: true })`). A
// test names only what it is about; a column added with a rule is added here once, not in every
// test that inserts the table. They make values, never calls: each test inserts with its own
// client (anon, staff, service role), which is often what it tests.
import type { InsertRow } from "../../src/lib/database.types";
import { rowMaker } from "./rowMaker";

let made = 0;

/** A name no other row of this run has (tests run side by side, in several processes). */
export function unique(prefix: string): string {
  made += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${made}`;
}

/** A short random tag (eight letters and digits) for an address or a name only this test uses. */
export const tag = () => Math.random().toString(36).slice(2, 10);

/** An e-mail address no other account of this run has, e.g. `staff-1764120000000-k3j9xq@example.org`. */
export const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** A payment reference (a UTR) no other row has. */
const utr = () => `UTR${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** A visitor's contact message, as submit_contact_message stores it. */
export const aMessage = rowMaker<InsertRow<"contact_messages">>(() => ({
  name: unique("Visitor"),
  email: "visitor@example.org",
  subject: "other",
  message: "Please call me about the programmes.",
}));

/** A donor's 80G receipt request, as submit_receipt_request stores it. */
export const aReceiptRequest = rowMaker<InsertRow<"receipt_requests">>(() => ({
  donor_name: unique("Donor"),
  pan: "ABCPG1234K",
  address: "12 Civil Lines, Prayagraj",
  email: "donor@example.org",
  amount: 5000,
  gift_date: "2026-04-10",
  mode: "upi",
  // Required unless paid in cash (a check constraint).
  transaction_reference: utr(),
}));

/** A gift in the donations ledger (staff record it). */
export const aDonation = rowMaker<InsertRow<"donations">>(() => ({
  donor_name: unique("Donor"),
  id_number: "ABCPG1234K",
  address: "12 Civil Lines, Prayagraj",
  amount: 5000,
  gift_date: "2026-04-10",
  mode: "upi",
  reference: utr(),
}));

/** A news article (its slug is made by the database from the title). */
export const anArticle = rowMaker<InsertRow<"news_articles">>(() => ({
  title: unique("Article"),
  source: "The Foundation",
  date: "2026-01-01",
  excerpt: "A short summary.",
  content: "The article's text.",
}));

/** A notice (active, type info, priority 1 unless told). */
export const aNotice = rowMaker<InsertRow<"notices">>(() => ({ title: unique("Notice"), content: "At the centre." }));

/** A doctor (active unless told). */
export const aDoctor = rowMaker<InsertRow<"doctors">>(() => ({
  name: unique("Dr."),
  specialty: "Paediatrics",
  experience: "10+ years",
  qualifications: "MBBS, MD",
  description: "Sees children and their families.",
}));
