import { describe, expect, it } from "vitest";
import { client, serviceClient, staffClient, useBackendWithSql } from "./backend";

// A scheduled publish time, and a notice's end, is a change of the public site when it comes
// (issue 25, item 3; docs/architecture.md#the-sites-freshness): the build's record, the
// dashboard's "changed since" and the batching job's site_rebuild_due() see it, though nothing is
// written at that moment. The clock is moved through SQL, with the triggers off
// (session_replication_role = replica), as time passing writes nothing either.
const HOUR = 60 * 60_000;
const ctx = useBackendWithSql({ alerts: { pollMs: HOUR }, retention: { everyMs: HOUR } });

/** The publishable tables, as site_publish_times_passed() finds them: those with publish_at and status. */
async function publishableTables(): Promise<string[]> {
  const rows = await ctx.sql<{ table_name: string }[]>`
    select c.table_name from information_schema.columns c
    join information_schema.columns s on s.table_schema = c.table_schema and s.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'publish_at' and s.column_name = 'status'`;
  return rows.map((row) => row.table_name);
}

/** Whether `table` has an updated_at column (advisories and testimonials do not). */
async function hasUpdatedAt(table: string): Promise<boolean> {
  const rows = await ctx.sql`
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and column_name = 'updated_at'`;
  return rows.length > 0;
}

/** Runs `statement` as the passing of time: no trigger notes it as a change or records history. */
async function meanwhile(statement: string, ...params: string[]) {
  await ctx.sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx.unsafe(statement, params);
  });
}

describe("publish and end times count as changes when they come", () => {
  it("a scheduled article falls due for a rebuild when its time comes; a draft's time does not; a notice's end does", async () => {
    const staff = await staffClient(ctx.backend);
    const anon = client(ctx.backend);
    const service = serviceClient(ctx.backend);
    const due = async () => {
      const { data, error } = await service.rpc("site_rebuild_due", { settle: "5 minutes" });
      expect(error).toBeNull();
      return data;
    };
    const changedAt = async () => (await anon.rpc("site_content_changed_at")).data!;

    // The seed's rows were written and published long ago.
    const publishable = await publishableTables();
    expect(publishable).toEqual(expect.arrayContaining(["news_articles", "notices", "events"]));
    for (const table of publishable) {
      const stamps = (await hasUpdatedAt(table))
        ? "created_at = created_at - interval '1 day', updated_at = updated_at - interval '1 day'"
        : "created_at = created_at - interval '1 day'";
      await meanwhile(`update public.${table} set ${stamps}, publish_at = publish_at - interval '1 day'`);
    }
    await meanwhile(
      `update public.pages set created_at = created_at - interval '1 day', updated_at = updated_at - interval '1 day'`,
    );
    const inAnHour = new Date(Date.now() + HOUR).toISOString();
    const article = await staff
      .from("news_articles")
      .insert({
        title: "Camp report, scheduled",
        source: "Test",
        date: "2026-11-25",
        excerpt: "x",
        content: "y",
        publish_at: inAnHour,
      })
      .select("id")
      .single();
    const draft = await staff
      .from("news_articles")
      .insert({
        title: "Camp report, draft",
        source: "Test",
        date: "2026-11-25",
        excerpt: "x",
        content: "y",
        status: "draft",
        publish_at: inAnHour,
      })
      .select("id")
      .single();
    const notice = await staff
      .from("notices")
      .insert({ title: "Camp on the 5th", content: "At the centre.", ends_at: inAnHour })
      .select("id")
      .single();
    expect([article.error, draft.error, notice.error]).toEqual([null, null, null]);

    // Ten minutes later the edits have settled and the rebuild they asked for (five minutes ago)
    // has run: the site shows everything there is to show.
    await meanwhile(`update private.site_content_changes set changed_at = changed_at - interval '10 minutes'`);
    const tenMinutesBack =
      "created_at = created_at - interval '10 minutes', updated_at = updated_at - interval '10 minutes'";
    await meanwhile(
      `update public.news_articles set ${tenMinutesBack} where id in ($1, $2)`,
      article.data!.id,
      draft.data!.id,
    );
    await meanwhile(
      `update public.notices set ${tenMinutesBack}, publish_at = publish_at - interval '10 minutes' where id = $1`,
      notice.data!.id,
    );
    await meanwhile(
      `insert into private.site_rebuilds (id, requested_at) values (true, now() - interval '5 minutes')
       on conflict (id) do update set requested_at = excluded.requested_at`,
    );
    // What the build records (exactly: a time rounded to milliseconds would list the last write).
    const built = await changedAt();
    expect(Date.parse(built)).toBeLessThan(Date.now() - 9 * 60_000);
    expect(await due()).toBe(false);
    expect((await staff.rpc("site_changes_since", { since: built })).data).toEqual([]);
    expect((await anon.from("news_articles").select("id").eq("id", article.data!.id)).data).toEqual([]);

    // The article's time comes.
    await meanwhile(
      `update public.news_articles set publish_at = now() - interval '1 second' where id = $1`,
      article.data!.id,
    );
    expect((await anon.from("news_articles").select("id").eq("id", article.data!.id)).data).toHaveLength(1);
    expect(Date.parse(await changedAt())).toBeGreaterThan(Date.parse(built));
    expect(await due()).toBe(true);
    const listed = await staff.rpc("site_changes_since", { since: built });
    expect(listed.error).toBeNull();
    expect(listed.data!.map(({ table_name, row_id, title }) => ({ table_name, row_id, title }))).toEqual([
      { table_name: "news_articles", row_id: article.data!.id, title: "Camp report, scheduled" },
    ]);

    // The batching job asks for the rebuild (through rebuild-site): no longer due.
    expect((await service.rpc("claim_site_rebuild")).data).toBe(true);
    expect(await due()).toBe(false);
    // Two minutes on (the article went up three minutes ago, the rebuild was asked for two ago).
    await meanwhile(`update private.site_rebuilds set requested_at = now() - interval '2 minutes'`);
    await meanwhile(
      `update public.news_articles set publish_at = now() - interval '3 minutes' where id = $1`,
      article.data!.id,
    );
    expect(await due()).toBe(false);

    // A draft's time passing changes nothing the public sees.
    await meanwhile(
      `update public.news_articles set publish_at = now() - interval '1 second' where id = $1`,
      draft.data!.id,
    );
    expect(await due()).toBe(false);

    // The notice's end comes: it leaves the site, so the site changes.
    await meanwhile(`update public.notices set ends_at = now() - interval '1 second' where id = $1`, notice.data!.id);
    expect((await anon.from("notices").select("id").eq("id", notice.data!.id)).data).toEqual([]);
    expect(await due()).toBe(true);
    const ended = await staff.rpc("site_changes_since", { since: new Date(Date.now() - 60_000).toISOString() });
    expect(ended.data!.map(({ table_name, row_id }) => ({ table_name, row_id }))).toEqual([
      { table_name: "notices", row_id: notice.data!.id },
    ]);
  });

  it("edits still being made hold the rebuild back until they settle, publish time or not", async () => {
    const staff = await staffClient(ctx.backend);
    const service = serviceClient(ctx.backend);
    const made = await staff.from("notices").insert({ title: "Another camp", content: "c" }).select("id").single();
    expect(made.error).toBeNull();
    // Just written: not settled, whatever else has come.
    expect((await service.rpc("site_rebuild_due", { settle: "5 minutes" })).data).toBe(false);
    // Published as it was saved: listed once, as the write it is.
    const listed = await staff.rpc("site_changes_since", { since: new Date(Date.now() - 60_000).toISOString() });
    expect(listed.data!.filter((change) => change.row_id === made.data!.id)).toHaveLength(1);
  });
});
