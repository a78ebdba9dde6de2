import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { client, useBackendWithSql } from "./backend";

// The privacy notice tells the whole truth (docs/architecture.md#privacy-requests, "The notice"):
// every table that holds personal data appears in public.privacy_notice() with where it comes
// from, what it holds, why, and how long, in English and Hindi, drawn from the declarations the
// privacy requests (private.personal_data_columns) and the retention job (private.retention_rules)
// follow. A table declared later without its purpose, or a rule without its sentence, fails here.
const HOUR = 60 * 60_000;
const ctx = useBackendWithSql({ alerts: { pollMs: HOUR }, retention: { everyMs: HOUR } });

/** The word a declared kind must be named by in the table's "what we keep" sentence. */
const KIND_WORDS: Record<string, RegExp> = {
  email: /e-mail/i,
  phone: /phone/i,
  name: /name/i,
  pan: /PAN/,
  address: /address/i,
  free_text: /./,
};

describe("the privacy notice", () => {
  it("lists every table of personal data, with its source, data, purpose and retention in both languages", async () => {
    const { data: notice, error } = await client(ctx.backend).rpc("privacy_notice");
    expect(error).toBeNull();
    const byTable = new Map(notice!.map((row) => [row.table_name, row]));
    const declared = await ctx.sql<{ table_name: string; kinds: string[] }[]>`
      select table_name, array_agg(distinct kind) as kinds from private.personal_data_columns group by table_name`;
    expect(declared.length).toBeGreaterThanOrEqual(8);
    for (const { table_name, kinds } of declared) {
      const row = byTable.get(table_name);
      expect(row, `${table_name} is not in the privacy notice`).toBeDefined();
      for (const kind of kinds) expect(row!.data_en, `${table_name}: ${kind}`).toMatch(KIND_WORDS[kind]);
    }
    // The tables the children's and staff's data live in, which the notice must name too.
    for (const table of ["assessment_requests", "event_registrations", "donations", "admin_users", "change_history"])
      expect(byTable.has(table), table).toBe(true);
    for (const row of notice!) {
      for (const field of ["source_en", "source_hi", "data_en", "data_hi", "purpose_en", "purpose_hi"] as const)
        expect(row[field].trim(), `${row.table_name}.${field}`).not.toBe("");
      expect(row.source_hi).toMatch(/[\u0900-\u097F]/);
      const kept = row.kept as { en: string; hi: string }[];
      expect(kept.length, `${row.table_name} says how long it is kept`).toBeGreaterThan(0);
      for (const sentence of kept) {
        expect(sentence.en).toMatch(/\w/);
        expect(sentence.hi).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it("says how long by each retention rule of the table, so a new rule cannot go unmentioned", async () => {
    const rules = await ctx.sql<{ name: string; table_name: string; said: boolean }[]>`
      select r.name, r.table_name, exists (select 1 from private.retention_rule_notices n where n.rule = r.name) as said
      from private.retention_rules r
      where r.table_name in (select table_name from private.personal_data_purposes)`;
    expect(rules.filter((rule) => !rule.said).map((rule) => rule.name)).toEqual([]);
    const { data: notice } = await client(ctx.backend).rpc("privacy_notice");
    for (const row of notice!) {
      const own = rules.filter((rule) => rule.table_name === row.table_name).length;
      if (own > 0) expect((row.kept as unknown[]).length, row.table_name).toBe(own);
    }
    // Contact messages: the rule's 24 months, as the retention job applies them.
    const contact = notice!.find((row) => row.table_name === "contact_messages")!;
    expect(contact.kept).toEqual([
      {
        en: "Deleted 24 months after staff have handled the message.",
        hi: "स्टाफ़ द्वारा संदेश निपटाए जाने के 24 महीने बाद मिटा दिया जाता है।",
      },
    ]);
  });

  it("shows the foundation's note to have it reviewed by a lawyer on no public page", async () => {
    const { data } = await client(ctx.backend).from("pages").select("body_en, body_hi");
    expect(data!.length).toBeGreaterThan(0);
    for (const page of data!) {
      expect(page.body_en).not.toMatch(/lawyer/i);
      expect(page.body_hi).not.toMatch(/वकील/);
    }
  });

  it("removes that note from a page that still has it (the migration's update, run again)", async () => {
    await ctx.sql`update public.pages set
      body_en = body_en || ${"\n\n**Note for the foundation:** this first version states facts about this website. Have it reviewed by a lawyer before relying on it."},
      body_hi = body_hi || ${"\n\n**फ़ाउंडेशन के लिए नोट:** यह पहला संस्करण इस वेबसाइट के तथ्य बताता है। इस पर भरोसा करने से पहले इसे किसी वकील से जँचवा लें।"}
      where slug = 'terms'`;
    const migration = await readFile(
      new URL("../../supabase/migrations/20261127120400_data_requests.sql", import.meta.url),
      "utf8",
    );
    await ctx.sql.unsafe(migration.slice(migration.indexOf("update public.pages set")));
    const [terms] = await ctx.sql<{ body_en: string; body_hi: string }[]>`
      select body_en, body_hi from public.pages where slug = 'terms'`;
    expect(terms.body_en).not.toMatch(/lawyer/);
    expect(terms.body_hi).not.toMatch(/वकील/);
    expect(terms.body_en).toMatch(/The date of the last change is shown on this page\.$/);
  });
});
