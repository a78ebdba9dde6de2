import { beforeAll, describe, expect, it } from "vitest";
import type { TableName } from "../../src/lib/database.types";
import { easyReadPageIds } from "../../src/lib/easyReadPageIds";
import { aDoctor, aDonation, aMessage, anArticle, aNotice, aReceiptRequest } from "../support/rows";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackend, type Client } from "./backend";

// The security model of docs/architecture.md#security-model, cell by cell: who may select, insert, update and
// delete in each table. Row level security in Postgres decides; nothing here goes through the UI.
// "staff" is an admin; an editor (issue 23) writes every content table and reads no personal data.

type Role = "anon" | "user" | "editor" | "staff";
/** receipt_counters has no id column: donations.test.ts checks who may touch it. */
type Table = Exclude<TableName, "admin_users" | "receipt_counters">;
/** all: every row; public: only rows visitors may see (is_active where the table has it); none: nothing. */
type SelectRule = "all" | "public" | "none";

const newRow: Record<Table, () => Record<string, unknown>> = {
  news_articles: () => anArticle(),
  notices: () => aNotice(),
  doctors: () => aDoctor(),
  testimonials: () => ({ name: `Matrix ${Math.random()}`, position: "p", company: "c", review: "r" }),
  advisories: () => ({ name: `Matrix ${Math.random()}`, position: "p", content: "c" }),
  photos: () => ({
    image_url: "/images/gallery/circle-time.svg",
    image_width: 800,
    image_height: 600,
    image_alt: `Matrix ${Math.random()}`,
    placement: "gallery",
    consent_confirmed: true,
  }),
  contact_messages: () => aMessage(),
  receipt_requests: () => aReceiptRequest(),
  alert_recipients: () => ({ email: `matrix-${Math.random()}@example.org` }),
  donations: () => aDonation(),
  // A receipt's number comes only from issue_donation_receipt.
  donation_receipts: () => ({
    donation_id: matrixGiftId,
    financial_year: "1999-00",
    serial: Math.floor(Math.random() * 1e9) + 1,
    number: `Matrix ${Math.random()}`,
    // Cancelled, as a gift has at most one receipt in force.
    cancelled_at: "2025-01-01T00:00:00+00:00",
  }),
  pages: () => ({
    slug: `matrix-${Math.random().toString(36).slice(2)}`,
    title_en: "Matrix",
    title_hi: "मैट्रिक्स",
    body_en: "## Heading\n\nText.",
    body_hi: "## शीर्षक\n\nपाठ।",
  }),
  // Identified by its e-mail in the insert cell (a random one per row).
  assessment_requests: () => ({
    child_name: "M",
    age_years: 5,
    age_in_months: 60,
    concerns: ["speech"],
    parent_name: "Matrix",
    phone: "9876543210",
    email: `matrix-${Math.random()}@example.org`,
    call_language: "hi",
    call_time: "any",
    consent_at: "2026-11-25T00:00:00Z",
  }),
  // Due in the far future, so that the backend's alert dispatcher leaves these rows alone.
  staff_notifications: () => ({
    kind: "contact_message",
    record_id: crypto.randomUUID(),
    recipient: `matrix-${Math.random()}@example.org`,
    next_attempt_at: "2999-01-01T00:00:00Z",
  }),
  events: () => ({
    title: `Matrix ${Math.random()}`,
    starts_at: "2999-01-01T04:30:00Z",
    ends_at: "2999-01-01T07:30:00Z",
    place_name: "Centre",
  }),
  event_registrations: () => ({
    event_id: matrixEventId,
    name: `Matrix ${Math.random()}`,
    phone: "9876543210",
    status: "confirmed",
  }),
  easy_read_points: () => ({ page: "home", position: 999, picture: "yes", text: `Matrix ${Math.random()}` }),
  retention_log: () => ({ rule: `Matrix ${Math.random()}`, table_name: "photos", removed: 0 }),
  privacy_request_log: () => ({
    action: "search",
    query_hash: `${Math.random()}`,
    query_masked: "m***@example.org",
    rows: 0,
  }),
  data_requests: () => ({
    kind: "access",
    phone: "9876543210",
    verification: "phone_call",
    identity_hash: `${Math.random()}`,
  }),
  change_history: () => ({ table_name: "notices", row_id: crypto.randomUUID(), operation: "insert" }),
  visit_steps: () => ({
    title: `Matrix ${Math.random()}`,
    body: "We wait here.",
    image_url: "/images/gallery/circle-time.svg",
    image_width: 800,
    image_height: 600,
    image_alt: `Matrix ${Math.random()}`,
    position: 10,
    consent_confirmed: true,
  }),
  // Of an item nobody can read (no such article): visitors see these rows never.
  recordings: () => {
    const item = crypto.randomUUID();
    return {
      item_kind: "news_articles",
      item_id: item,
      language: "en",
      storage_path: `news_articles/${item}/en-matrix-${Math.random()}.mp3`,
    };
  },
};
type Change = Record<string, unknown>;
/** Each table's change, the same for every row, or made from the row when a rule ties it to the row. */
const change: Record<Table, Change | ((row: Record<string, unknown>) => Change)> = {
  news_articles: { title: "Changed" },
  notices: { title: "Changed" },
  doctors: { name: "Changed" },
  testimonials: { name: "Changed" },
  advisories: { name: "Changed" },
  photos: { image_alt: "Changed" },
  contact_messages: { handled: true },
  receipt_requests: { held_for_review: true },
  alert_recipients: { email: "changed@example.org" },
  donations: { donor_name: "Changed" },
  donation_receipts: { cancelled_at: "2026-01-01T00:00:00+00:00" },
  pages: { title_en: "Changed" },
  assessment_requests: { status: "contacted" },
  staff_notifications: { attempts: 7 },
  events: { title: "Changed" },
  event_registrations: { status: "cancelled" },
  easy_read_points: { text: "Changed" },
  retention_log: { removed: 7 },
  privacy_request_log: { rows: 7 },
  data_requests: { answered_at: "2026-01-01T00:00:00+00:00" },
  change_history: { operation: "delete" },
  visit_steps: { title: "Changed" },
  // A recording's file lives in its item's folder.
  recordings: (row) => ({ storage_path: `news_articles/${String(row.item_id)}/en-changed.mp3` }),
};
type Cell = { select: SelectRule; insert: boolean; update: boolean; delete: boolean };
const nothing: Cell = { select: "none", insert: false, update: false, delete: false };
const writes = { insert: true, update: true, delete: true };
/** Rows others write (a visitor through an RPC, a trigger): staff may only mark and delete them. */
const handles = { insert: false, update: true, delete: true };
const reads = { insert: false, update: false, delete: false };
/** Content: visitors and a signed-in non-staff user read it (all rows, or only the public ones); editors and staff write it. */
const content = (visitors: "all" | "public"): Record<Role, Cell> => ({
  anon: { ...nothing, select: visitors },
  user: { ...nothing, select: visitors },
  editor: { select: "all", ...writes },
  staff: { select: "all", ...writes },
});
/** Personal data and the system's own records: staff (admins) read them and may do what is given; the rest nothing. */
const staffOnly = (staff: Omit<Cell, "select">, editor: Cell = nothing): Record<Role, Cell> => ({
  anon: nothing,
  user: nothing,
  editor,
  staff: { select: "all", ...staff },
});

const rules: Record<Table, Record<Role, Cell>> = {
  news_articles: content("all"),
  testimonials: content("all"),
  notices: content("public"),
  doctors: content("public"),
  advisories: content("public"),
  photos: content("public"),
  // Visitors write messages only through submit_contact_message; staff read, mark and delete.
  contact_messages: staffOnly(handles),
  // Visitors write receipt requests only through submit_receipt_request; a PAN is for staff only.
  receipt_requests: staffOnly(handles),
  // The policy pages: everyone reads them, staff write them (docs/product.md#policy-pages).
  pages: content("all"),
  // Parents ask only through submit_assessment_request; a child's details are for staff (is_admin) only.
  assessment_requests: staffOnly(handles),
  // Who gets new-message alerts: staff list and remove addresses; an address is replaced, not edited.
  alert_recipients: staffOnly({ insert: true, update: false, delete: true }),
  // The donations ledger (PANs, addresses): staff only. A gift is deleted only while it has no receipt.
  donations: staffOnly(writes),
  // Receipt numbers: written only by the receipt procedures; staff read.
  donation_receipts: staffOnly(reads),
  // Pending and sent alerts: written only by the trigger and the dispatcher; staff may look.
  staff_notifications: staffOnly(reads),
  // Events are content (editors write them); their registrations are personal data, written only
  // through register_for_event (events.test.ts).
  events: content("public"),
  event_registrations: staffOnly(handles),
  // The easy-read pages' points are content: everyone reads the published ones, staff write them.
  easy_read_points: content("all"),
  // What each retention run removed: written only by apply_retention(); admins may look.
  retention_log: staffOnly(reads),
  // Who searched, exported or erased whose data: written only by the privacy-request RPCs; admins may look.
  privacy_request_log: staffOnly(reads),
  // Data requests: written only by submit_data_request and confirm_data_request; admins read them and
  // mark them answered through mark_data_request_answered (dataRequests.test.ts).
  data_requests: staffOnly(reads),
  // Who changed which content, and how (issue 25): written only by the history trigger; staff read it,
  // editors the history of content (every table tracked so far is content); nobody changes it.
  change_history: staffOnly(reads, { ...nothing, select: "all" }),
  // The first visit story: content, published rows for everyone (drafts: publishing.test.ts's rule, visitSteps.test.ts).
  visit_steps: content("all"),
  // Recordings to read an item aloud: whoever may read the item reads its recordings; staff write.
  recordings: content("public"),
};
const hasActiveFlag = (table: Table) =>
  table === "notices" || table === "doctors" || table === "advisories" || table === "photos" || table === "events";

const handle = useBackend();
const clients = {} as Record<Role, Client>;
let service: Client;
/** A gift the matrix's receipt rows point to. */
let matrixGiftId = "";
/** An event the matrix's registrations point to. */
let matrixEventId = "";

beforeAll(async () => {
  service = serviceClient(handle.backend);
  clients.anon = client(handle.backend);
  clients.user = await nonStaffClient(handle.backend);
  clients.editor = await editorClient(handle.backend);
  clients.staff = await staffClient(handle.backend);
  // Every table holds hidden rows too, so "public" and "all" differ where they should.
  await service.rpc("submit_contact_message", {
    name: "A",
    email: "a@example.org",
    phone: "",
    subject: "other",
    message: "m",
  });
  await service.from("receipt_requests").insert(newRow.receipt_requests() as never);
  await service.from("alert_recipients").insert(newRow.alert_recipients() as never);
  matrixGiftId = (await insertAsService("donations")).id;
  await service.from("donation_receipts").insert(newRow.donation_receipts() as never);
  await service.from("assessment_requests").insert(newRow.assessment_requests() as never);
  // The seed shows every illustration; a hidden photo makes "public" and "all" differ.
  await service.from("photos").insert({ ...newRow.photos(), is_active: false } as never);
  matrixEventId = (await insertAsService("events")).id;
  await service.from("events").insert({ ...newRow.events(), is_active: false } as never);
  await service.from("event_registrations").insert(newRow.event_registrations() as never);
  await service.from("data_requests").insert(newRow.data_requests() as never);
  await retentionLogRow();
  await privacyLogRow();
  // A recording visitors may read (a published article's) and one they may not (its item is gone).
  const { data: article } = await service
    .from("news_articles")
    .insert(anArticle())
    .select("id")
    .single()
    .throwOnError();
  await service
    .from("recordings")
    .insert(newRow.recordings() as never)
    .throwOnError();
  await service
    .from("recordings")
    .insert({
      item_kind: "news_articles",
      item_id: article.id,
      language: "hi",
      storage_path: `news_articles/${article.id}/hi-matrix.mp3`,
    })
    .throwOnError();
  // Of the other kinds, which visitors read: a published story step's and an easy-read page's. (A
  // draft step would change what visitors see of visit_steps; readAloudItems.test.ts has those.)
  const { data: step } = await service
    .from("visit_steps")
    .insert(newRow.visit_steps() as never)
    .select("id")
    .single()
    .throwOnError();
  const stepId = (step as { id: string }).id;
  await service
    .from("recordings")
    .insert({
      item_kind: "visit_steps",
      item_id: stepId,
      language: "en",
      storage_path: `visit_steps/${stepId}/en-matrix.mp3`,
    })
    .throwOnError();
  const page = easyReadPageIds.home;
  await service
    .from("recordings")
    .insert({
      item_kind: "easy_read_pages",
      item_id: page,
      language: "hi",
      storage_path: `easy_read_pages/${page}/hi-matrix.mp3`,
    })
    .throwOnError();
});

/** A row of the retention log, made as the job makes one: it removed an alert sent long ago. */
async function retentionLogRow() {
  const sent = { ...newRow.staff_notifications(), sent_at: "2000-01-01T00:00:00Z" };
  await service.from("staff_notifications").insert(sent as never);
  const { error } = await service.rpc("apply_retention");
  if (error) throw new Error(error.message);
  const { data } = await service.from("retention_log").select("*").order("id", { ascending: false }).limit(1).single();
  return data as unknown as { id: string } & Record<string, unknown>;
}

/** A row of the privacy request log, made as an admin's search makes one. */
async function privacyLogRow() {
  const { error } = await clients.staff.rpc("find_personal_data", { query: "matrix@example.org" });
  if (error) throw new Error(error.message);
  const { data } = await service
    .from("privacy_request_log")
    .select("*")
    .order("id", { ascending: false })
    .limit(1)
    .single();
  return data as unknown as { id: string } & Record<string, unknown>;
}

/** A row of the change history, made as the trigger makes one: a notice was added. */
async function historyRow() {
  const made = await service
    .from("notices")
    .insert(newRow.notices() as never)
    .select("id")
    .single();
  if (made.error) throw new Error(made.error.message);
  const { data } = await service.from("change_history").select("*").eq("row_id", made.data.id).single();
  return data as unknown as { id: string } & Record<string, unknown>;
}

/**
 * How many recordings are of an item a visitor can read: an article or a story step published, its
 * time come, or an easy-read page with such a point (the seed publishes every page's points).
 */
async function recordingsOfPublishedItems() {
  const now = new Date().toISOString();
  const { data: recordings } = await service.from("recordings").select("item_kind, item_id");
  const { data: articles } = await service
    .from("news_articles")
    .select("id")
    .eq("status", "published")
    .lte("publish_at", now);
  const { data: steps } = await service
    .from("visit_steps")
    .select("id")
    .eq("status", "published")
    .lte("publish_at", now);
  const { data: points } = await service
    .from("easy_read_points")
    .select("page")
    .eq("status", "published")
    .lte("publish_at", now);
  const pages = new Set(points?.map((row) => easyReadPageIds[row.page]));
  const readable: Record<string, Set<string>> = {
    news_articles: new Set(articles?.map((row) => row.id)),
    visit_steps: new Set(steps?.map((row) => row.id)),
    easy_read_pages: pages,
  };
  return { count: recordings?.filter((row) => readable[row.item_kind]?.has(row.item_id)).length ?? 0 };
}

async function insertAsService(table: Table) {
  // Append-only logs take no row from the API, the service role's included: their job writes them.
  if (table === "retention_log") return retentionLogRow();
  if (table === "privacy_request_log") return privacyLogRow();
  if (table === "change_history") return historyRow();
  const { data, error } = await service
    .from(table)
    .insert(newRow[table]() as never)
    .select("*")
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string } & Record<string, unknown>;
}

async function readAsService(table: Table, id: string) {
  const { data } = await service.from(table).select("*").eq("id", id).maybeSingle();
  return data as Record<string, unknown> | null;
}

const cells = (Object.keys(rules) as Table[]).flatMap((table) =>
  (["anon", "user", "editor", "staff"] as Role[]).map((role) => ({ table, role, rule: rules[table][role] })),
);

/** The column whose value (unique to the row) finds an inserted row: the first one the row has. */
const identifying = [
  "row_id",
  "slug",
  "name",
  "donor_name",
  "image_alt",
  "recipient",
  "number",
  "rule",
  "query_hash",
  "identity_hash",
  "email",
  "title",
  "storage_path",
  "text",
] as const;

describe.each(cells)("$table as $role", ({ table, role, rule }) => {
  it(`select: ${rule.select}`, async () => {
    const all = await service.from(table).select("*", { count: "exact", head: true });
    const visibleToPublic = hasActiveFlag(table)
      ? await service.from(table).select("*", { count: "exact", head: true }).eq("is_active", true)
      : table === "contact_messages" || table === "receipt_requests" || table === "assessment_requests"
        ? { count: 0 }
        : table === "recordings"
          ? await recordingsOfPublishedItems()
          : all;
    // Visitors are not granted who uploaded a recording: they name the columns they read.
    const { data, error } = await clients[role].from(table).select(table === "recordings" ? "id" : "*");
    const seen = error ? 0 : (data?.length ?? 0);
    const expected = { all: all.count, public: visibleToPublic.count, none: 0 }[rule.select];
    expect(seen).toBe(expected);
    if (rule.select === "all") expect(seen).toBeGreaterThan(0);
    if (rule.select === "public" && (hasActiveFlag(table) || table === "recordings"))
      expect(seen).toBeLessThan(all.count ?? 0);
  });

  it(`insert: ${rule.insert ? "allowed" : "denied"}`, async () => {
    const row = newRow[table]();
    const { error } = await clients[role].from(table).insert(row as never);
    const field = identifying.find((column) => column in row);
    if (!field) throw new Error(`No column of ${table}'s row identifies it`);
    const value = row[field];
    const { count } = await service
      .from(table)
      .select("*", { count: "exact", head: true })
      .eq(field as never, value as never);
    expect(count).toBe(rule.insert ? 1 : 0);
    expect(error === null).toBe(rule.insert);
  });

  it(`update: ${rule.update ? "allowed" : "denied"}`, async () => {
    const target = await insertAsService(table);
    const made = change[table];
    const patch = typeof made === "function" ? made(target) : made;
    const { data } = await clients[role]
      .from(table)
      .update(patch as never)
      .eq("id", target.id)
      .select("id");
    const after = await readAsService(table, target.id);
    const [field, value] = Object.entries(patch)[0];
    expect(after?.[field] === value).toBe(rule.update);
    expect(data?.length ?? 0).toBe(rule.update ? 1 : 0);
  });

  it(`delete: ${rule.delete ? "allowed" : "denied"}`, async () => {
    const target = await insertAsService(table);
    const { data } = await clients[role].from(table).delete().eq("id", target.id).select("id");
    expect((await readAsService(table, target.id)) === null).toBe(rule.delete);
    expect(data?.length ?? 0).toBe(rule.delete ? 1 : 0);
  });
});
