/**
 * Which columns hold personal data (docs/architecture.md#privacy-requests): the TypeScript twin of
 * private.personal_data_columns (the baseline migration's "Retention and privacy requests"), which drives the search, export and
 * erasure of Settings -> Privacy requests. tests/integration/privacyRequests.test.ts keeps the two
 * equal; tests/unit/admin/personalData.test.ts fails when a table of src/lib/database.types.ts
 * has a column named like personal data that is in neither list below.
 */
export type PersonalDataKind = "email" | "phone" | "name" | "pan" | "address" | "free_text";

export const PERSONAL_DATA_COLUMNS: Readonly<Record<string, Readonly<Record<string, PersonalDataKind>>>> = {
  contact_messages: { name: "name", email: "email", phone: "phone", message: "free_text" },
  receipt_requests: {
    donor_name: "name",
    pan: "pan",
    address: "address",
    email: "email",
    phone: "phone",
    transaction_reference: "free_text",
  },
  donations: {
    donor_name: "name",
    id_number: "pan",
    address: "address",
    email: "email",
    phone: "phone",
    reference: "free_text",
    notes: "free_text",
  },
  assessment_requests: {
    child_name: "name",
    parent_name: "name",
    phone: "phone",
    email: "email",
    date_of_birth: "free_text",
    concern_details: "free_text",
    staff_notes: "free_text",
  },
  event_registrations: { name: "name", phone: "phone", email: "email" },
  alert_recipients: { email: "email" },
  staff_notifications: { recipient: "email" },
  data_requests: { email: "email", phone: "phone", correction: "free_text" },
};

/** Columns named like personal data that are not a visitor's personal data, and why. */
export const NOT_PERSONAL_DATA: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  doctors: { name: "a doctor's professional name, published on the site as content" },
  advisories: { name: "an advisor's professional name, published on the site as content" },
  testimonials: { name: "the author's name, published on the site with their consent as content" },
  retention_log: { table_name: "the name of a table" },
  assessment_requests: { phone_key: "the ten digits of `phone` (declared), generated for counting" },
  event_registrations: { phone_key: "the ten digits of `phone` (declared), generated for counting" },
  contact_messages: { email_key: "the limits' mailbox key of `email` (declared), generated for counting" },
  events: {
    place_name: "where an event takes place, published on the site as content",
    place_address: "the address of an event's venue, published on the site as content",
    place_name_hi: "`place_name` in Hindi, published on the site as content",
    place_address_hi: "`place_address` in Hindi, published on the site as content",
  },
  donations: { receipt_email_claimed_at: "when the receipt's e-mail was claimed for sending: a time, not an address" },
  change_history: {
    table_name: "the name of a table",
    actor_email:
      "the staff member who changed the site's content: the append-only record of it (issue 25), removed after two years",
  },
  privacy_request_log: {
    staff_email: "the admin who answered a request: the append-only record of it, which an erasure never changes",
  },
  data_requests: { answered_by_email: "the admin who answered the request: the record that it was answered" },
};

/** The words a column's name is made of that mark it as personal data. */
const PERSONAL_WORDS = ["email", "mail", "phone", "mobile", "pan", "aadhaar", "address", "name", "dob", "birth"];

/** Whether a column's name looks like personal data: one of its _-separated words is a personal word. */
export function looksPersonal(column: string): boolean {
  return column
    .toLowerCase()
    .split("_")
    .some((word) => PERSONAL_WORDS.includes(word));
}

/**
 * The column whose canonical form `column` holds, when it is one (`email_canonical` of `email`):
 * generated from a declared column, found and erased with its row, compared by the privacy
 * requests and the staff search (docs/architecture.md#one-canonical-form-for-identities).
 */
export function canonicalFormOf(table: string, column: string): string | null {
  const typed = column.endsWith(CANONICAL_SUFFIX) ? column.slice(0, -CANONICAL_SUFFIX.length) : null;
  return typed && PERSONAL_DATA_COLUMNS[table]?.[typed] ? typed : null;
}
const CANONICAL_SUFFIX = "_canonical";

/** The columns of `tables` named like personal data that neither list accounts for, as "table.column". */
export function undeclaredPersonalColumns(tables: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(tables).flatMap(([table, columns]) =>
    columns
      .filter((column) => looksPersonal(column))
      .filter(
        (column) =>
          !PERSONAL_DATA_COLUMNS[table]?.[column] &&
          !NOT_PERSONAL_DATA[table]?.[column] &&
          !canonicalFormOf(table, column),
      )
      .map((column) => `${table}.${column}`),
  );
}
