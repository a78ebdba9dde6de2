import { beforeAll, describe, expect, it } from "vitest";
import {
  client,
  editorClient,
  nonStaffClient,
  serviceClient,
  staffClient,
  useBackend,
  useMigratedDatabase,
  type Client,
} from "./backend";
import { aReceiptRequest, tag } from "../support/rows";

// public.search_personal_rows: the admin's list search on a table of personal data, posted in a
// body instead of a GET query string (issue 23; docs/architecture.md, "Personal data out of
// subjects, logs and URLs"), against the real PostgREST and Postgres through supabase-js.

const handle = useBackend();
let admin: Client;
/** Five digits no other test here uses, for a phone number of its own. */
const fiveDigits = () => String(10000 + Math.floor(Math.random() * 89999));

interface Page {
  total: number;
  data: Record<string, unknown>[];
}

type SearchArgs = {
  target_table: string;
  search_term: string;
  search_columns: string[];
  filters?: { field: string; value: unknown }[];
  sort?: { field: string; order: string }[];
  row_offset?: number;
  row_limit?: number;
};

async function search(as: Client, args: SearchArgs) {
  const { data, error } = await as.rpc("search_personal_rows", args as never);
  return { page: data as unknown as Page | null, error };
}

const MESSAGE_COLUMNS = ["name", "email", "phone", "subject"];
const byNewest = [
  { field: "created_at", order: "desc" },
  { field: "id", order: "asc" },
];

async function message(row: { name: string; email: string; phone: string; held_for_review?: boolean }) {
  const { data, error } = await serviceClient(handle.backend)
    .from("contact_messages")
    .insert({ subject: "services", message: "Please call me about speech therapy.", ...row })
    .select("id, created_at")
    .single();
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  admin = await staffClient(handle.backend);
});

describe("search_personal_rows, for admins", () => {
  it("finds a message by its phone number (digits, any spacing), by e-mail (any case) and by name", async () => {
    const digits = fiveDigits();
    const name = `Meera ${tag()}`;
    const email = `meera.${tag()}@example.org`;
    const row = await message({ name, email, phone: `+91 98765-${digits}` });
    for (const term of [`98765 ${digits}`, `9876 5${digits}`, `+91 98765-${digits}`, email.toUpperCase(), name]) {
      const { page, error } = await search(admin, {
        target_table: "contact_messages",
        search_term: term,
        search_columns: MESSAGE_COLUMNS,
        sort: byNewest,
      });
      expect(error, term).toBeNull();
      expect(page!.total, term).toBe(1);
      expect(
        page!.data.map((r) => r.id),
        term,
      ).toEqual([row.id]);
      expect(page!.data[0]).toMatchObject({ name, email, phone: `+91 98765-${digits}`, subject: "services" });
    }
    // A term is taken literally: a LIKE wildcard matches itself, not everything.
    for (const term of ["%", "_", `Meera%${digits}`]) {
      const { page } = await search(admin, {
        target_table: "contact_messages",
        search_term: term,
        search_columns: MESSAGE_COLUMNS,
      });
      expect(
        page!.data.map((r) => r.id),
        term,
      ).not.toContain(row.id);
    }
  });

  it("finds receipt requests, assessment requests and registrations by their own columns", async () => {
    const service = serviceClient(handle.backend);
    const donor = `Ravi ${tag()}`;
    const { error } = await service
      .from("receipt_requests")
      .insert(aReceiptRequest({ donor_name: donor, pan: "BCDPV2345L" }));
    expect(error).toBeNull();
    const { page } = await search(admin, {
      target_table: "receipt_requests",
      search_term: "bcdpv2345l",
      search_columns: ["donor_name", "pan", "email", "transaction_reference"],
      sort: byNewest,
    });
    expect(page!.data.map((r) => r.donor_name)).toContain(donor);
  });

  it("finds a parent's phone number typed in Devanagari digits by ASCII digits, and the other way round", async () => {
    // Issue 35 (docs/architecture.md#one-canonical-form-for-identities): the term and the column compare canonically.
    const service = serviceClient(handle.backend);
    const devanagari = (digits: string) => [...digits].map((d) => String.fromCodePoint(0x966 + Number(d))).join("");
    const ascii = `9${fiveDigits().slice(1)}${fiveDigits()}`;
    const parents = [`Sunita ${tag()}`, `Rekha ${tag()}`];
    const stored = [
      `0${devanagari(ascii.slice(0, 5))} ${devanagari(ascii.slice(5))}`,
      `${ascii.slice(0, 5)} ${ascii.slice(5)}`,
    ];
    const other = `8${ascii.slice(1)}`;
    const { error } = await service.from("assessment_requests").insert(
      [...stored, other].map((phone, i) => ({
        child_name: "Aarav",
        concerns: ["speech"],
        age_years: 4,
        age_months: 2,
        age_in_months: 50,
        parent_name: parents[i] ?? `Other ${tag()}`,
        phone,
        call_language: "hi",
        call_time: "any",
        consent_at: new Date().toISOString(),
      })),
    );
    expect(error).toBeNull();
    const terms = [
      `${ascii.slice(0, 5)} ${ascii.slice(5)}`,
      `+91 ${ascii}`,
      devanagari(ascii),
      `+९१ ${devanagari(ascii.slice(0, 5))}-${devanagari(ascii.slice(5))}`,
      `\u200b${ascii.slice(0, 7)}`,
    ];
    for (const term of terms) {
      const { page, error: failed } = await search(admin, {
        target_table: "assessment_requests",
        search_term: term,
        search_columns: ["parent_name", "phone"],
        sort: byNewest,
      });
      expect(failed, term).toBeNull();
      expect(page!.data.map((r) => r.parent_name).sort(), term).toEqual([...parents].sort());
    }
  });

  it("applies the equality filters, the order and the page, and counts every match for the pages", async () => {
    const run = `Pager${tag()}`;
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await message({ name: `${run} ${i}`, email: `${run}${i}@example.org`, phone: "" }));
    await message({ name: `${run} held`, email: `${run}h@example.org`, phone: "", held_for_review: true });
    const newestFirst = [...made].reverse().map((r) => r.id);
    /** The page of two rows from row_offset: the run's messages not held, newest first. */
    const pageFrom = (row_offset: number) =>
      search(admin, {
        target_table: "contact_messages",
        search_term: run,
        search_columns: MESSAGE_COLUMNS,
        filters: [{ field: "held_for_review", value: false }],
        sort: byNewest,
        row_offset,
        row_limit: 2,
      });
    const first = await pageFrom(0);
    expect(first.error).toBeNull();
    expect(first.page).toEqual({ total: 3, data: [expect.anything(), expect.anything()] });
    expect(first.page!.data.map((r) => r.id)).toEqual(newestFirst.slice(0, 2));
    const second = await pageFrom(2);
    expect(second.page!.total).toBe(3);
    expect(second.page!.data.map((r) => r.id)).toEqual(newestFirst.slice(2));
    const held = await search(admin, {
      target_table: "contact_messages",
      search_term: run,
      search_columns: MESSAGE_COLUMNS,
      filters: [{ field: "held_for_review", value: true }],
    });
    expect(held.page!.data.map((r) => r.name)).toEqual([`${run} held`]);
  });

  it("takes only tables of personal data and their own columns, filters and orders", async () => {
    const refused = async (args: SearchArgs) => (await search(admin, args)).error?.code;
    expect(await refused({ target_table: "news_articles", search_term: "camp", search_columns: ["title"] })).toBe(
      "22023",
    );
    expect(await refused({ target_table: "admin_users", search_term: "a", search_columns: ["role"] })).toBe("22023");
    expect(
      await refused({ target_table: "contact_messages", search_term: "a", search_columns: ["name) or (true"] }),
    ).toBe("42703");
    expect(
      await refused({
        target_table: "contact_messages",
        search_term: "a",
        search_columns: ["name"],
        filters: [{ field: "1=1; --", value: true }],
      }),
    ).toBe("22023");
    expect(
      await refused({
        target_table: "contact_messages",
        search_term: "a",
        search_columns: ["name"],
        sort: [{ field: "name", order: "asc; drop table public.news_articles" }],
      }),
    ).toBe("22023");
    expect(
      await refused({ target_table: "contact_messages", search_term: "a", search_columns: ["name"], row_limit: 1000 }),
    ).toBe("22023");
  });
});

describe("search_personal_rows, for anyone else", () => {
  it("refuses visitors, signed-in non-staff and editors, and finds them nothing", async () => {
    const digits = fiveDigits();
    await message({ name: `Hidden ${tag()}`, email: `h.${tag()}@example.org`, phone: `+91 99887 ${digits}` });
    const args = { target_table: "contact_messages", search_term: digits, search_columns: MESSAGE_COLUMNS };
    const visitor = await search(client(handle.backend), args);
    expect(visitor.page).toBeNull();
    expect(visitor.error?.code).toBe("42501");
    for (const caller of [await nonStaffClient(handle.backend), await editorClient(handle.backend)]) {
      const { page, error } = await search(caller, args);
      expect(page).toBeNull();
      expect(error).toMatchObject({ code: "42501", message: "Only admins can search personal data." });
    }
    // The service role is no member of staff either (its tools read the tables directly).
    expect((await search(serviceClient(handle.backend), args)).error).not.toBeNull();
  });
});

describe("search_personal_rows under row level security", () => {
  const db = useMigratedDatabase();

  it("runs as its caller: a row the caller's policies hide is neither returned nor counted", async () => {
    const rolledBack = new Error("rolled back");
    let seen: Page | undefined;
    await db.sql
      .begin(async (tx) => {
        const [{ id }] = await tx`
          insert into auth.users (id, email) values (gen_random_uuid(), 'rls-probe@example.org') returning id`;
        await tx`insert into public.admin_users (user_id, role) values (${id}, 'admin')`;
        await tx`
          insert into public.contact_messages (name, email, phone, subject, message) values
            ('Kiran Shown', 'kiran.shown@example.org', '+91 91234 56780', 'services', 'hello'),
            ('Kiran Hidden', 'kiran.hidden@example.org', '+91 91234 56781', 'services', 'hello')`;
        // One more policy, restrictive, that hides a row from signed-in callers.
        await tx`
          create policy "test: hide one row" on public.contact_messages as restrictive
            for select to authenticated using (name <> 'Kiran Hidden')`;
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: id, role: "authenticated" })}, true)`;
        await tx`set local role authenticated`;
        const [{ page }] = await tx`
          select public.search_personal_rows(
            'contact_messages', '91234', array['name', 'phone'], '[]'::jsonb,
            '[{"field": "name", "order": "asc"}]'::jsonb, 0, 12) as page`;
        seen = page as Page;
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(seen!.total).toBe(1);
    expect(seen!.data.map((row) => row.name)).toEqual(["Kiran Shown"]);
  });
});
