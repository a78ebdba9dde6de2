import { describe, expect, it } from "vitest";
import { statDefinitions } from "../../src/admin/dashboard/stats";
import { anArticle } from "../support/rows";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackend } from "./backend";

// The dashboard's figures and newest articles in one request (docs/architecture.md#the-admins-login-route):
// dashboard_summary is security invoker, so row level security decides what each caller counts.
const ctx = useBackend();

const counted = [
  { table: "news_articles", active: false },
  { table: "notices", active: true },
];
const since = () => new Date(Date.now() - 30 * 86_400_000).toISOString();

type Summary = {
  counts: { table: string; total: number; recent: number; active?: number; active_recent?: number }[];
  recent_articles: { id: string; title: string; source: string; date: string }[];
};

describe("dashboard_summary", () => {
  it("counts what the caller may read, as the head counts did, and lists the five newest articles", async () => {
    const service = serviceClient(ctx.backend);
    const staff = await staffClient(ctx.backend);
    const draft = await staff
      .from("news_articles")
      .insert(anArticle({ title: "Dashboard draft", status: "draft" }))
      .select("id")
      .single();
    expect(draft.error).toBeNull();

    const head = async (who: typeof service, table: string, activeOnly = false) => {
      let query = who.from(table as "notices").select("*", { count: "exact", head: true });
      if (activeOnly) query = query.eq("is_active", true);
      return (await query).count;
    };
    for (const who of [staff, await editorClient(ctx.backend), await nonStaffClient(ctx.backend)]) {
      const { data, error } = await who.rpc("dashboard_summary", { counted, since: since() });
      expect(error).toBeNull();
      const summary = data as unknown as Summary;
      expect(summary.counts).toEqual([
        { table: "news_articles", total: await head(who, "news_articles"), recent: expect.any(Number) },
        {
          table: "notices",
          total: await head(who, "notices"),
          recent: expect.any(Number),
          active: await head(who, "notices", true),
          active_recent: expect.any(Number),
        },
      ]);
    }
    // Staff count the draft; an account that is not staff does not (row level security, not the function).
    const forStaff = (await staff.rpc("dashboard_summary", { counted, since: since() })).data as unknown as Summary;
    const forOthers = (await (await nonStaffClient(ctx.backend)).rpc("dashboard_summary", { counted, since: since() }))
      .data as unknown as Summary;
    expect(forStaff.counts[0].total).toBe(forOthers.counts[0].total + 1);
    expect(forStaff.counts[0].recent).toBe(forOthers.counts[0].recent + 1);

    const { data: newest } = await service
      .from("news_articles")
      .select("id, title, source, date")
      .order("created_at", { ascending: false })
      .limit(5);
    expect(forStaff.recent_articles).toEqual(newest);
    expect(forStaff.recent_articles[0].title).toBe("Dashboard draft");
  });

  it("counts every table the declarations put on the dashboard", async () => {
    const staff = await staffClient(ctx.backend);
    const tables = [...new Set(statDefinitions().map((def) => def.table))];
    expect(tables).toEqual(["news_articles", "notices", "doctors", "testimonials", "advisories"]);
    const { data, error } = await staff.rpc("dashboard_summary", {
      counted: tables.map((table) => ({ table, active: table === "notices" })),
      since: since(),
    });
    expect(error).toBeNull();
    expect((data as unknown as Summary).counts.map((row) => row.table)).toEqual(tables);
  });

  it("refuses visitors and tables that do not exist", async () => {
    const anon = await client(ctx.backend).rpc("dashboard_summary", { counted, since: since() });
    expect(anon.data).toBeNull();
    expect(anon.error?.code).toBe("42501");
    const staff = await staffClient(ctx.backend);
    const unknown = await staff.rpc("dashboard_summary", { counted: [{ table: "no_such_table" }], since: since() });
    expect(unknown.error?.code).toBe("42P01");
  });
});
