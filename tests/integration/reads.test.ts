import { beforeAll, describe, expect, it } from "vitest";
import { documentedPublicReads } from "../support/publicReads";
import { client, staffClient, useBackend, type Client } from "./backend";

// The reads of docs/product.md#calls-to-the-backend, with their filters and orders, against the seed.
const handle = useBackend();
let anon: Client;
let staff: Client;

beforeAll(async () => {
  anon = client(handle.backend);
  staff = await staffClient(handle.backend);
});

/** A table's rows as `who` reads them, newest first (by created_at), as the site and the admin ask. */
async function newestFirst(
  who: Client,
  table: "testimonials" | "advisories" | "news_articles" | "doctors",
): Promise<Record<string, unknown>[]> {
  const { data, error } = await who.from(table).select("*").order("created_at", { ascending: false });
  expect(error).toBeNull();
  return data!;
}

describe("public reads (anonymous)", () => {
  it("news_articles: every article, newest date first", async () => {
    const { data, error } = await anon.from("news_articles").select("*").order("date", { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((a) => a.date)).toEqual([
      "2026-10-28",
      "2026-09-14",
      "2026-08-02",
      "2026-03-21",
      "2026-02-10",
      "2025-12-05",
    ]);
  });

  it("notices: active only, highest priority first", async () => {
    const { data } = await anon
      .from("notices")
      .select("*")
      .eq("is_active", true)
      .order("priority", { ascending: false });
    expect(data!.map((n) => [n.title, n.priority])).toEqual([
      ["Centre closed on 26 January", 9],
      ["New batch of parent training sessions", 7],
      ["Speech therapy waitlist cleared", 5],
    ]);
  });

  it("doctors: active only, by name, with the columns docs/product.md says the page reads", async () => {
    const documented = documentedPublicReads().find((read) => read.table === "doctors")!;
    const { data, error } = await anon
      .from("doctors")
      .select(documented.columns.join(", "))
      .eq("is_active", true)
      .order("name", { ascending: true });
    expect(error).toBeNull();
    const rows = data as unknown as Array<Record<string, unknown>>;
    expect(rows.map((d) => d.name)).toEqual([
      "Dr. Ananya Mishra",
      "Dr. Kavita Tripathi",
      "Dr. Neha Pandey",
      "Dr. Rohit Srivastava",
      "Dr. Sameer Khan",
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual([...documented.columns].sort());
  });

  // Every column list of the doc's table is one a visitor may read (tests/unit/docs/publicReads.test.ts
  // keeps that table equal to the code's selects).
  it.each(documentedPublicReads().map((read) => [read.label, read] as const))(
    "%s: a visitor reads the documented columns",
    async (_label, read) => {
      const { data, error } = await anon
        .from(read.table as "doctors")
        .select(read.columns.join(", "))
        .limit(1);
      expect(error).toBeNull();
      if (read.columns[0] !== "*" && data!.length > 0) {
        expect(Object.keys(data![0] as object).sort()).toEqual([...read.columns].sort());
      }
    },
  );

  it("testimonials: newest first", async () => {
    expect((await newestFirst(anon, "testimonials")).map((t) => t.name)).toEqual([
      "Priya Verma",
      "Rajesh Kumar",
      "Sunita Yadav",
      "Amit Saxena",
      "Fatima Siddiqui",
      "Deepak Tiwari",
    ]);
  });

  it("advisories: newest first; the inactive advisor is not served to visitors", async () => {
    const data = await newestFirst(anon, "advisories");
    expect(data.map((a) => a.name)).toEqual([
      "Meera Chaturvedi",
      "Arvind Shukla",
      "Shalini Dubey",
      "Dr. Harish Mehrotra",
      "Pooja Rastogi",
    ]);
    expect(new Set(data.map((a) => a.position)).size).toBeGreaterThanOrEqual(3);
  });
});

describe("admin reads (staff)", () => {
  it("news_articles by created_at, newest first", async () => {
    const data = await newestFirst(staff, "news_articles");
    expect(data[0].title).toBe("Sensory-friendly play area opens at our Prayagraj centre");
    expect(data).toHaveLength(6);
  });

  it("notices: all, by priority then created_at", async () => {
    const { data } = await staff
      .from("notices")
      .select("*")
      .order("priority", { ascending: false })
      .order("created_at", { ascending: false });
    expect(data!.map((n) => n.priority)).toEqual([9, 7, 5, 3, 2]);
    expect(data!.filter((n) => !n.is_active)).toHaveLength(2);
  });

  it("doctors and advisories: all, newest first, inactive included", async () => {
    expect((await newestFirst(staff, "doctors")).at(-1)?.name).toBe("Dr. Vivek Agarwal");
    expect((await newestFirst(staff, "advisories")).at(-1)?.name).toBe("Nitin Bajpai");
  });

  it("dashboard: head-only counts answer counts and no rows", async () => {
    const count = async (table: "news_articles" | "notices" | "doctors" | "testimonials" | "advisories") =>
      staff.from(table).select("*", { count: "exact", head: true });
    const results = await Promise.all([
      count("news_articles"),
      count("notices"),
      count("doctors"),
      count("testimonials"),
      count("advisories"),
      staff.from("notices").select("*", { count: "exact", head: true }).eq("is_active", true),
    ]);
    expect(results.map((r) => r.count)).toEqual([6, 5, 6, 6, 6, 3]);
    for (const r of results) {
      expect(r.error).toBeNull();
      expect(r.data).toBeNull();
    }
  });

  it("caps a response at 1000 rows, as hosted Supabase does", async () => {
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      name: `Bulk ${i}`,
      position: "p",
      company: "c",
      review: "r",
    }));
    expect((await staff.from("testimonials").insert(rows)).error).toBeNull();
    const { data, count } = await staff.from("testimonials").select("id", { count: "exact" });
    expect(count).toBe(1011);
    expect(data).toHaveLength(1000);
    await staff.from("testimonials").delete().like("name", "Bulk %");
  });
});
