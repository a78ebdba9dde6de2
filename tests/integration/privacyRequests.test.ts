import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_COLUMNS } from "../../src/admin/privacy/personalData";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackendWithSql } from "./backend";

// A person's data on request (docs/architecture.md#privacy-requests): the declared list of
// personal-data columns drives the search, export and erasure; receipt requests inside their
// retention are kept and marked; every action is logged, and the log is append-only.
const HOUR = 60 * 60_000;
const ctx = useBackendWithSql({ alerts: { pollMs: HOUR }, retention: { everyMs: HOUR } });

const ASHA = "Asha.Verma@Example.org";
const ASHA_PHONE = "+91 98765 43210";

async function seedPerson() {
  const sql = ctx.sql;
  // Asha: two messages (one by e-mail, one by phone only with another address), a receipt request
  // inside its ten years, one past them, an alert recipient row and an alert addressed to her.
  await sql`insert into public.contact_messages (name, email, phone, subject, message)
    values ('Asha Verma', ${ASHA.toLowerCase()}, null, 'support', 'My son needs an assessment'),
           ('Asha V', 'asha.other@example.org', '098765-43210', 'other', 'Call me')`;
  await sql`insert into public.receipt_requests (donor_name, pan, address, email, phone, amount, gift_date, mode, created_at)
    values ('Asha Verma', 'ABCPV1234K', 'Civil Lines, Prayagraj', ${ASHA.toUpperCase()}, null, 1000, current_date - 30, 'cash', now()),
           ('Asha Verma', 'ABCPV1234K', 'Civil Lines, Prayagraj', ${ASHA}, null, 500, date '2001-05-01', 'cash', now() - interval '20 years')`;
  // Someone else, whose rows must never be touched (stored before Asha gets the alerts).
  await sql`insert into public.contact_messages (name, email, phone, subject, message)
    values ('Ravi', 'ravi@example.org', '+91 91234 56789', 'other', 'asha.verma@example.org told me about you')`;
  await sql`insert into public.receipt_requests (donor_name, pan, address, email, amount, gift_date, mode)
    values ('Ravi', 'ABCPR1234K', 'Naini', 'ravi@example.org', 200, current_date - 10, 'cash')`;
  await sql`insert into public.alert_recipients (email) values (${ASHA.toLowerCase()})`;
  await sql`insert into public.staff_notifications (kind, record_id, recipient, next_attempt_at)
    values ('contact_message', gen_random_uuid(), ${ASHA.toLowerCase()}, '2999-01-01')`;
}

async function total(): Promise<number> {
  const [{ n }] = await ctx.sql<{ n: string }[]>`
    select (select count(*) from public.contact_messages) + (select count(*) from public.receipt_requests)
      + (select count(*) from public.alert_recipients) + (select count(*) from public.staff_notifications)
      + (select count(*) from public.news_articles) + (select count(*) from public.photos) as n`;
  return Number(n);
}

describe("privacy requests", () => {
  it("declares the same personal-data columns in SQL as in TypeScript", async () => {
    const rows = await ctx.sql<{ table_name: string; column_name: string; kind: string }[]>`
      select table_name, column_name, kind from private.personal_data_columns`;
    const fromSql: Record<string, Record<string, string>> = {};
    for (const row of rows) (fromSql[row.table_name] ??= {})[row.column_name] = row.kind;
    expect(fromSql).toEqual(PERSONAL_DATA_COLUMNS);
    // And every declared column exists.
    for (const row of rows) {
      const [{ exists }] = await ctx.sql<{ exists: boolean }[]>`
        select exists (select 1 from information_schema.columns
          where table_schema = 'public' and table_name = ${row.table_name} and column_name = ${row.column_name}) as exists`;
      expect(exists, `${row.table_name}.${row.column_name}`).toBe(true);
    }
  });

  it("finds a person's rows across every declared table by e-mail or phone, and nothing else", async () => {
    await seedPerson();
    const admin = await staffClient(ctx.backend);
    const byEmail = await admin.rpc("find_personal_data", { query: `  ${ASHA}  ` });
    expect(byEmail.error).toBeNull();
    const found = byEmail.data!.map((row) => `${row.table_name}:${(row.data as Record<string, unknown>).name ?? ""}`);
    expect(found.sort()).toEqual(
      [
        "alert_recipients:",
        "contact_messages:Asha Verma",
        "receipt_requests:",
        "receipt_requests:",
        "staff_notifications:",
      ].sort(),
    );
    for (const row of byEmail.data!) expect(JSON.stringify(row.data).toLowerCase()).toContain(ASHA.toLowerCase());
    // The receipt inside its ten years says until when and why; the old one is past its hold.
    const receipts = byEmail.data!.filter((row) => row.table_name === "receipt_requests");
    expect(receipts.filter((row) => row.held_reason !== null)).toHaveLength(1);
    expect(receipts.find((row) => row.held_reason)!.held_reason).toMatch(
      /ten years after the end of the assessment year/,
    );

    const byPhone = await admin.rpc("find_personal_data", { query: ASHA_PHONE });
    expect(byPhone.data!.map((row) => (row.data as Record<string, unknown>).name)).toEqual(["Asha V"]);

    const nobody = await admin.rpc("find_personal_data", { query: "nobody@example.org" });
    expect(nobody.data).toEqual([]);
    const nonsense = await admin.rpc("find_personal_data", { query: "12" });
    expect(nonsense.error).toMatchObject({ code: "22023" });
  });

  it("exports the rows as the search shows them, and logs the export with its format", async () => {
    const admin = await staffClient(ctx.backend);
    const exported = await admin.rpc("export_personal_data", { query: ASHA, format: "csv" });
    expect(exported.error).toBeNull();
    expect(exported.data).toHaveLength(5);
    const bad = await admin.rpc("export_personal_data", { query: ASHA, format: "xml" });
    expect(bad.error).toMatchObject({ code: "22023" });
    const { data: log } = await admin
      .from("privacy_request_log")
      .select("*")
      .order("id", { ascending: false })
      .limit(1);
    expect(log![0]).toMatchObject({
      action: "export",
      query_masked: "A***@example.org",
      format: "csv",
      rows: 5,
      kept: 0,
      staff_email: ctx.backend.adminEmail,
    });
  });

  it("erases after a typed confirmation, keeping and marking receipt requests inside their retention", async () => {
    const admin = await staffClient(ctx.backend);
    const before = await total();
    const unconfirmed = await admin.rpc("erase_personal_data", { query: ASHA, confirmation: "yes" });
    expect(unconfirmed.error).toMatchObject({ code: "22023" });
    expect(await total()).toBe(before);

    // A gift of the donations ledger this year: kept for ten years after its assessment year, like an 80G request.
    const [gift] = await ctx.sql<{ id: string }[]>`
      insert into public.donations (donor_name, id_number, address, email, amount, gift_date, mode, reference)
      values ('Asha Ledger', 'ABCPG1234K', 'Prayagraj', ${ASHA}, 500, current_date, 'upi', 'UTRPRIVACY1')
      returning id`;
    const erased = await admin.rpc("erase_personal_data", { query: ASHA, confirmation: ASHA.toLowerCase() });
    expect(erased.error).toBeNull();
    const byTable = Object.fromEntries(erased.data!.map((row) => [row.table_name, [row.erased, row.kept]]));
    expect(byTable).toEqual({
      alert_recipients: [1, 0],
      assessment_requests: [0, 0],
      contact_messages: [1, 0],
      data_requests: [0, 0],
      donations: [0, 1],
      event_registrations: [0, 0],
      receipt_requests: [1, 1],
      // Asha's alert of the message before, and of the gift just recorded (the baseline migration's "Donations and receipts").
      staff_notifications: [2, 0],
    });
    expect(erased.data!.find((row) => row.table_name === "receipt_requests")!.reason).toMatch(/80G receipt request/);
    expect(erased.data!.find((row) => row.table_name === "donations")!.reason).toMatch(/donations ledger/);
    expect((await ctx.sql`select 1 from public.donations where id = ${gift.id}`).length).toBe(1);
    // Five rows erased, one of them the gift's alert queued after `before` was counted.
    expect(await total()).toBe(before - 4);

    // What is left: the kept receipt request and gift, marked, and other people's rows untouched.
    const again = await admin.rpc("find_personal_data", { query: ASHA });
    expect(again.data!.map((row) => row.table_name).sort()).toEqual(["donations", "receipt_requests"]);
    for (const row of again.data!) {
      expect(row.erasure_requested_at).not.toBeNull();
      expect(row.held_reason).not.toBeNull();
    }
    const ravi = await ctx.sql`select 1 from public.contact_messages where email = 'ravi@example.org'
      union all select 1 from public.receipt_requests where email = 'ravi@example.org'`;
    expect(ravi).toHaveLength(2);
    expect((await admin.rpc("find_personal_data", { query: ASHA_PHONE })).data).toHaveLength(1);

    const { data: log } = await admin.from("privacy_request_log").select("*").eq("action", "erase");
    expect(log).toHaveLength(1);
    expect(log![0]).toMatchObject({
      query_masked: "A***@example.org",
      rows: 5,
      kept: 2,
      staff_email: ctx.backend.adminEmail,
    });
  });

  // What the log keeps (docs/decisions/092-data-requests-verified-by-a-code-or-a-call-back-the-log-keeps-a-keyed-hash.md):
  // a keyed hash that matches the same person however typed, and a masked form; never the address.
  it("keeps a keyed hash and a masked form of what was asked about, never the address or number", async () => {
    const admin = await staffClient(ctx.backend);
    for (const query of ["  Ravi@Example.org ", "ravi@example.org", "+91 91234 56789", "091234-56789"])
      expect((await admin.rpc("find_personal_data", { query })).error).toBeNull();
    const { data: log } = await admin
      .from("privacy_request_log")
      .select("*")
      .order("id", { ascending: false })
      .limit(4);
    const [phone2, phone1, email2, email1] = log!;
    expect(email1.query_hash).toBe(email2.query_hash);
    expect(phone1.query_hash).toBe(phone2.query_hash);
    expect(email1.query_hash).not.toBe(phone1.query_hash);
    expect(email1.query_hash).toMatch(/^[0-9a-f]{64}$/);
    // The exact person: a dotted or +tagged address may be someone else, so it is not the same hash.
    expect((await admin.rpc("find_personal_data", { query: "r.avi+news@example.org" })).error).toBeNull();
    const { data: tagged } = await admin
      .from("privacy_request_log")
      .select("query_hash")
      .order("id", { ascending: false })
      .limit(1);
    expect(tagged![0].query_hash).not.toBe(email1.query_hash);
    expect([email1.query_masked, email2.query_masked, phone1.query_masked]).toEqual([
      "R***@example.org",
      "r***@example.org",
      "******6789",
    ]);
    // Nowhere in the table: no column holds the address or the number.
    const rows = await ctx.sql`select to_jsonb(l)::text as row from public.privacy_request_log l`;
    for (const { row } of rows) {
      expect(row.toLowerCase()).not.toContain("ravi@");
      expect(row).not.toContain("91234");
      expect(row.toLowerCase()).not.toContain("asha.verma@");
    }
    // The hash is keyed: not a plain SHA-256 of the address.
    const [{ plain }] = await ctx.sql<{ plain: string }[]>`
      select encode(sha256(convert_to('email:ravi@example.org', 'UTF8')), 'hex') as plain`;
    expect(email1.query_hash).not.toBe(plain);
  });

  it("deletes log entries older than one year", async () => {
    const [old] = await ctx.sql<{ id: string }[]>`
      update public.privacy_request_log set at = now() - interval '1 year 1 hour'
      where id = (select min(id) from public.privacy_request_log) returning id`;
    const [recent] = await ctx.sql<{ id: string }[]>`
      update public.privacy_request_log set at = now() - interval '11 months'
      where id = (select max(id) from public.privacy_request_log) returning id`;
    const report = await ctx.backend.runRetention();
    expect(report.counts.find((c) => c.table_name === "privacy_request_log")?.removed).toBe(1);
    expect(await ctx.sql`select 1 from public.privacy_request_log where id = ${old.id}`).toHaveLength(0);
    expect(await ctx.sql`select 1 from public.privacy_request_log where id = ${recent.id}`).toHaveLength(1);
  });

  it("keeps a log nobody can change or delete through the API, and lets only admins do any of it", async () => {
    const admin = await staffClient(ctx.backend);
    const { data: log } = await admin.from("privacy_request_log").select("*");
    expect(log!.length).toBeGreaterThanOrEqual(5);
    expect(log!.map((row) => row.action)).toEqual(expect.arrayContaining(["search", "export", "erase"]));
    const id = log![0].id;
    for (const caller of [admin, serviceClient(ctx.backend)]) {
      expect((await caller.from("privacy_request_log").update({ rows: 0 }).eq("id", id)).error?.code).toBe("42501");
      expect((await caller.from("privacy_request_log").delete().eq("id", id)).error?.code).toBe("42501");
      const forged = await caller
        .from("privacy_request_log")
        .insert({ action: "search", query_hash: "x", query_masked: "x***@example.org", rows: 0 } as never);
      expect(forged.error?.code).toBe("42501");
    }
    const [{ n }] = await ctx.sql<{ n: string }[]>`select count(*) as n from public.privacy_request_log`;
    expect(Number(n)).toBe(log!.length);

    const before = await total();
    for (const caller of [client(ctx.backend), await nonStaffClient(ctx.backend), await editorClient(ctx.backend)]) {
      expect((await caller.from("privacy_request_log").select("*")).data ?? []).toEqual([]);
      for (const call of [
        caller.rpc("find_personal_data", { query: "ravi@example.org" }),
        caller.rpc("export_personal_data", { query: "ravi@example.org", format: "json" }),
        caller.rpc("erase_personal_data", { query: "ravi@example.org", confirmation: "ravi@example.org" }),
      ]) {
        const { data, error } = await call;
        expect(error?.code).toBe("42501");
        expect(data).toBeNull();
      }
    }
    expect(await total()).toBe(before);
    const [{ m }] = await ctx.sql<{ m: string }[]>`select count(*) as m from public.privacy_request_log`;
    expect(Number(m)).toBe(log!.length);
  });
});

// Issue 35 (docs/architecture.md#one-canonical-form-for-identities,
// docs/decisions/087-a-privacy-request-answers-the-exact-person-near-matches-only-when-ticked.md): a request matches
// the exact person; an address that only the limits' mailbox key shares is "possibly the same person", acted on
// only when staff tick it.
describe("privacy requests: the exact person, and the possibly same apart", () => {
  const PERSON = "personX@corp.example";
  type Row = { table_name: string; row_id: string; match: string; data: Record<string, unknown> };

  async function messageFrom(email: string, phone: string | null = null): Promise<string> {
    const [row] = await ctx.sql<
      { id: string }[]
    >`insert into public.contact_messages (name, email, phone, subject, message)
      values ('Corp person', ${email}, ${phone}, 'other', 'Hello') returning id`;
    return row.id;
  }

  it("finds the exact address however it was written, and shows the +tag and dotted addresses apart", async () => {
    const exact = [
      await messageFrom(PERSON),
      await messageFrom("person\u200bX@corp.example"),
      await messageFrom("PERSON\u2060X@ＣＯＲＰ.example"),
    ];
    const tagged = await messageFrom("person.X+news@corp.example");
    const dotted = await messageFrom("person.x@corp.example");
    const stranger = await messageFrom("personY@corp.example");
    const admin = await staffClient(ctx.backend);

    const { data, error } = await admin.rpc("find_personal_data", { query: PERSON });
    expect(error).toBeNull();
    const rows = data as Row[];
    const ids = (match: string) =>
      rows
        .filter((r) => r.match === match)
        .map((r) => r.row_id)
        .sort();
    expect(ids("exact")).toEqual([...exact].sort());
    expect(ids("near")).toEqual([tagged, dotted].sort());
    expect(rows.map((r) => r.row_id)).not.toContain(stranger);

    // An export holds the exact rows, and a near one only when ticked.
    const plain = await admin.rpc("export_personal_data", { query: PERSON, format: "json" });
    expect((plain.data as Row[]).map((r) => r.row_id).sort()).toEqual([...exact].sort());
    const ticked = await admin.rpc("export_personal_data", {
      query: PERSON,
      format: "json",
      near_rows: [`contact_messages:${tagged}`],
    });
    expect((ticked.data as Row[]).map((r) => r.row_id).sort()).toEqual([...exact, tagged].sort());

    // The database checks the ticks: another person's row, or an exact one, is no near match of this query.
    for (const wrong of [stranger, exact[0]]) {
      const refused = await admin.rpc("export_personal_data", {
        query: PERSON,
        format: "csv",
        near_rows: [`contact_messages:${wrong}`],
      });
      expect(refused.error, wrong).toMatchObject({ code: "22023" });
      const notErased = await admin.rpc("erase_personal_data", {
        query: PERSON,
        confirmation: PERSON,
        near_rows: [`contact_messages:${wrong}`],
      });
      expect(notErased.error, wrong).toMatchObject({ code: "22023" });
    }
    const left = async () =>
      (await ctx.sql<{ id: string }[]>`select id from public.contact_messages where name = 'Corp person'`)
        .map((r) => r.id)
        .sort();
    expect(await left()).toHaveLength(6);

    // Erasure takes the exact rows and the ticked near one; the unticked near one and the stranger stay.
    const erased = await admin.rpc("erase_personal_data", {
      query: PERSON,
      confirmation: "personx@corp.example",
      near_rows: [`contact_messages:${tagged}`],
    });
    expect(erased.error).toBeNull();
    expect(erased.data!.find((r) => r.table_name === "contact_messages")).toMatchObject({ erased: 4, kept: 0 });
    expect(await left()).toEqual([dotted, stranger].sort());
  });

  it("erases a phone number stored in Devanagari digits, with or without +91, by its ASCII digits", async () => {
    const service = serviceClient(ctx.backend);
    const request = (phone: string) => ({
      child_name: "Aarav",
      concerns: ["speech"],
      age_years: 4,
      age_months: 2,
      age_in_months: 50,
      parent_name: "Sunita",
      phone,
      call_language: "hi" as const,
      call_time: "any" as const,
      consent_at: new Date().toISOString(),
    });
    const { data: stored, error } = await service
      .from("assessment_requests")
      .insert([request("७७७५३८८४५८"), request("+९१ ७७७५३८८४५८"), request("77753 88458"), request("8775388458")])
      .select("id, phone");
    expect(error).toBeNull();
    const admin = await staffClient(ctx.backend);
    const found = await admin.rpc("find_personal_data", { query: "7775388458" });
    expect((found.data as Row[]).filter((r) => r.table_name === "assessment_requests").map((r) => r.match)).toEqual([
      "exact",
      "exact",
      "exact",
    ]);
    const erased = await admin.rpc("erase_personal_data", { query: "7775388458", confirmation: "७७७५३८८४५८" });
    expect(erased.error).toBeNull();
    expect(erased.data!.find((r) => r.table_name === "assessment_requests")).toMatchObject({ erased: 3 });
    const left = await ctx.sql<{ phone: string }[]>`select phone from public.assessment_requests
      where id = any (${stored!.map((r) => r.id)}::uuid[])`;
    expect(left.map((r) => r.phone)).toEqual(["8775388458"]);
  });

  it("keeps every declared e-mail, phone and PAN column's canonical form beside it, generated and indexed", async () => {
    const missing = await ctx.sql<{ at: string }[]>`
      select c.table_name || '.' || c.column_name as at
      from private.personal_data_columns c
      where c.kind in ('email', 'phone', 'pan') and not exists (
        select 1 from pg_catalog.pg_attribute a
        join pg_catalog.pg_index i on i.indrelid = a.attrelid and i.indkey[0] = a.attnum
        where a.attrelid = ('public.' || quote_ident(c.table_name))::regclass
          and a.attname = c.column_name || '_canonical' and a.attgenerated = 's')`;
    expect(missing).toEqual([]);
    // And every e-mail column's mailbox key, which finds the near matches, indexed (9 s over 5,000 messages without).
    const unindexed = await ctx.sql<{ at: string }[]>`
      select c.table_name || '.' || c.column_name as at
      from private.personal_data_columns c
      where c.kind = 'email' and not exists (
        select 1 from pg_catalog.pg_indexes i
        where i.schemaname = 'public' and i.tablename = c.table_name
          and i.indexdef like '%private.mailbox_key(' || c.column_name || ')%')`;
    expect(unindexed).toEqual([]);
  });
});
