import { describe, expect, it } from "vitest";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackendWithSql } from "./backend";

// What the build records and what the dashboard lists as changed since (docs/product.md#the-sites-freshness).
const ctx = useBackendWithSql();

describe("the site's freshness", () => {
  it("gives anyone the newest change's time, and moves it on every insert, update and delete", async () => {
    const anon = client(ctx.backend);
    const before = (await anon.rpc("site_content_changed_at")).data!;
    expect(Date.parse(before)).not.toBeNaN();

    const editor = await editorClient(ctx.backend);
    const made = await editor
      .from("notices")
      .insert({ title: "Camp on the 5th", content: "At the centre." })
      .select("id")
      .single();
    expect(made.error).toBeNull();
    const afterInsert = (await anon.rpc("site_content_changed_at")).data!;
    expect(Date.parse(afterInsert)).toBeGreaterThan(Date.parse(before));

    // A removal leaves no row behind, and testimonials have no updated_at: both still count.
    const removed = await editor.from("testimonials").delete().eq("name", "Priya Verma");
    expect(removed.error).toBeNull();
    const afterDelete = (await anon.rpc("site_content_changed_at")).data!;
    expect(Date.parse(afterDelete)).toBeGreaterThan(Date.parse(afterInsert));
  });

  it("lists what changed after a build's time to staff only: the rows, and a line for what no row shows", async () => {
    const admin = await staffClient(ctx.backend);
    const [{ now: builtAt }] = await ctx.sql<{ now: string }[]>`select now()::text as now`;
    const doctor = await admin.from("doctors").select("id, name").limit(1).single();
    expect(
      (await admin.from("doctors").update({ specialty: "Paediatric neurology" }).eq("id", doctor.data!.id)).error,
    ).toBeNull();
    const advisory = await admin.from("advisories").select("id").limit(1).single();
    expect((await admin.from("advisories").delete().eq("id", advisory.data!.id)).error).toBeNull();

    const listed = await admin.rpc("site_changes_since", { since: builtAt });
    expect(listed.error).toBeNull();
    expect(listed.data!.map(({ table_name, row_id, title }) => ({ table_name, row_id, title }))).toEqual([
      { table_name: "advisories", row_id: null, title: null },
      { table_name: "doctors", row_id: doctor.data!.id, title: doctor.data!.name },
    ]);

    for (const outsider of [client(ctx.backend), await nonStaffClient(ctx.backend)]) {
      const refused = await outsider.rpc("site_changes_since", { since: builtAt });
      expect(refused.data).toBeNull();
      expect(refused.error).not.toBeNull();
    }
  });

  it("asks for a rebuild only once edits have settled and none was asked for since the last change", async () => {
    const service = serviceClient(ctx.backend);
    const due = async () => (await service.rpc("site_rebuild_due", { settle: "5 minutes" })).data;
    // Just changed (the tests above): not settled yet.
    expect(await due()).toBe(false);
    await ctx.sql`update private.site_content_changes set changed_at = changed_at - interval '6 minutes'`;
    expect(await due()).toBe(true);
    // Asked for (as the batching job does, through rebuild-site): no longer due.
    expect((await service.rpc("claim_site_rebuild")).data).toBe(true);
    expect(await due()).toBe(false);
    // Only the service role asks.
    expect((await client(ctx.backend).rpc("site_rebuild_due", {})).error).not.toBeNull();
  });
});
