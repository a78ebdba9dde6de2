import { describe, expect, it } from "vitest";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackendWithSql } from "./backend";
import { expectUpdateRefused } from "./refused";

// Retention that runs itself (docs/architecture.md#retention): the rules of private.retention_rules,
// applied by public.apply_retention() through the backend's job, with rows just inside and just
// outside each limit (the clock is moved by setting the rows' timestamps), and everything else kept.
const HOUR = 60 * 60_000;
const ctx = useBackendWithSql({ alerts: { pollMs: HOUR }, retention: { everyMs: HOUR } });

async function counts(): Promise<Record<string, number>> {
  const [row] = await ctx.sql<Record<string, string>[]>`
    select
      (select count(*) from public.news_articles) as news_articles,
      (select count(*) from public.notices) as notices,
      (select count(*) from public.doctors) as doctors,
      (select count(*) from public.testimonials) as testimonials,
      (select count(*) from public.advisories) as advisories,
      (select count(*) from public.photos) as photos,
      (select count(*) from public.contact_messages) as contact_messages,
      (select count(*) from public.receipt_requests) as receipt_requests,
      (select count(*) from public.staff_notifications) as staff_notifications,
      (select count(*) from public.admin_users) as admin_users,
      (select count(*) from public.alert_recipients) as alert_recipients`;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

async function message(label: string, handledAt: string | null, createdAt = "now()"): Promise<string> {
  const [row] = await ctx.sql<{ id: string }[]>`
    insert into public.contact_messages (name, email, subject, message, handled, handled_at, created_at)
    values (${label}, 'keep@example.org', 'other', 'm', ${handledAt !== null},
      ${handledAt === null ? null : ctx.sql.unsafe(handledAt)}, ${ctx.sql.unsafe(createdAt)})
    returning id`;
  return row.id;
}

async function exists(table: string, id: string | number): Promise<boolean> {
  const rows = await ctx.sql`select 1 from ${ctx.sql("public." + table)} where id = ${id}`;
  return rows.length === 1;
}

describe("the assessment-year rule", () => {
  it("keeps a receipt request until ten years after the end of the assessment year of the gift", async () => {
    const cases = [
      ["2026-05-10", "2028-03-31", "2038-03-31"],
      ["2026-04-01", "2028-03-31", "2038-03-31"],
      ["2027-03-31", "2028-03-31", "2038-03-31"],
      ["2027-04-01", "2029-03-31", "2039-03-31"],
      ["2024-02-29", "2025-03-31", "2035-03-31"],
    ];
    for (const [gift, ayEnd, keptUntil] of cases) {
      const [row] = await ctx.sql<{ ay: string; kept: string }[]>`
        select private.assessment_year_end(${gift}::date)::text as ay,
               private.receipt_request_kept_until(${gift}::date)::text as kept`;
      expect([gift, row.ay, row.kept]).toEqual([gift, ayEnd, keptUntil]);
    }
  });
});

describe("the retention job", () => {
  it("deletes exactly the rows past their rule, logs each rule's count, and leaves everything else", async () => {
    // Contact messages: handled just over and just under 24 months ago; never handled, five years old.
    const oldHandled = await message("Retention outside", "now() - interval '24 months' - interval '1 hour'");
    const recentHandled = await message("Retention inside", "now() - interval '24 months' + interval '1 hour'");
    const oldUnhandled = await message("Retention unhandled", null, "now() - interval '5 years'");

    // Receipt requests: the last gift of the latest financial year whose ten years are over, and the
    // first gift of the year after it (kept until the 31 March after next).
    const [{ today }] = await ctx.sql<{ today: string }[]>`select private.today_in_india()::text as today`;
    const [year, month] = today.split("-").map(Number);
    const lastExpiredFyStart = month >= 4 ? year - 12 : year - 13; // kept until 31 March of its start + 12
    const outsideGift = `${lastExpiredFyStart + 1}-03-31`;
    const insideGift = `${lastExpiredFyStart + 1}-04-01`;
    const receipts: Record<string, string> = {};
    for (const [label, gift] of [
      ["outside", outsideGift],
      ["inside", insideGift],
    ]) {
      const [row] = await ctx.sql<{ id: string; kept: string }[]>`
        insert into public.receipt_requests (donor_name, pan, address, email, amount, gift_date, mode, created_at)
        values (${"Retention " + label}, 'ABCPG1234K', 'Prayagraj', 'keep@example.org', 500, ${gift}, 'cash', now() - interval '12 years')
        returning id, private.receipt_request_kept_until(gift_date)::text as kept`;
      receipts[label] = row.id;
      if (label === "outside") expect(row.kept < today).toBe(true);
      else expect(row.kept >= today).toBe(true);
    }

    // Alerts: sent just over and just under 90 days ago; one never sent, a year old.
    const alerts: Record<string, string> = {};
    for (const [label, sentAt, createdAt] of [
      ["outside", "now() - interval '90 days' - interval '1 hour'", "now() - interval '91 days'"],
      ["inside", "now() - interval '90 days' + interval '1 hour'", "now() - interval '91 days'"],
      ["unsent", null, "now() - interval '1 year'"],
    ] as const) {
      const [row] = await ctx.sql<{ id: string }[]>`
        insert into public.staff_notifications (kind, record_id, recipient, sent_at, created_at, next_attempt_at)
        values ('contact_message', gen_random_uuid(), ${"retention-" + label + "@example.org"},
          ${sentAt === null ? null : ctx.sql.unsafe(sentAt)}, ${ctx.sql.unsafe(createdAt)}, '2999-01-01')
        returning id`;
      alerts[label] = row.id;
    }

    const before = await counts();
    const report = await ctx.backend.runRetention();
    const after = await counts();

    expect(Object.fromEntries(report.counts.map((c) => [c.table_name, c.removed]))).toEqual({
      assessment_requests: 0,
      change_history: 0,
      contact_messages: 1,
      // Its rules are tested in dataRequests.test.ts, the log's in privacyRequests.test.ts.
      data_requests: 0,
      donation_receipts: 0,
      donations: 0,
      // Its rule is tested in events.test.ts.
      event_registrations: 0,
      privacy_request_log: 0,
      receipt_requests: 1,
      staff_notifications: 1,
    });
    expect(await exists("contact_messages", oldHandled)).toBe(false);
    expect(await exists("contact_messages", recentHandled)).toBe(true);
    expect(await exists("contact_messages", oldUnhandled)).toBe(true);
    expect(await exists("receipt_requests", receipts.outside)).toBe(false);
    expect(await exists("receipt_requests", receipts.inside)).toBe(true);
    expect(await exists("staff_notifications", alerts.outside)).toBe(false);
    expect(await exists("staff_notifications", alerts.inside)).toBe(true);
    expect(await exists("staff_notifications", alerts.unsent)).toBe(true);
    expect(after).toEqual({
      ...before,
      contact_messages: before.contact_messages - 1,
      receipt_requests: before.receipt_requests - 1,
      staff_notifications: before.staff_notifications - 1,
    });

    // The run's counts are in the log, one row per rule, at one moment.
    const log = await ctx.sql<{ rule: string; table_name: string; removed: number }[]>`
      select rule, table_name, removed from public.retention_log
      where ran_at = (select max(ran_at) from public.retention_log) order by rule`;
    expect(log.map((row) => [row.table_name, row.removed])).toEqual([
      ["staff_notifications", 1],
      ["contact_messages", 1],
      ["receipt_requests", 1],
    ]);

    // A second run finds nothing more, says so, and adds nothing to the log.
    const [{ logged }] = await ctx.sql<{ logged: string }[]>`select count(*) as logged from public.retention_log`;
    const again = await ctx.backend.runRetention();
    // Every rule ran again and removed nothing (however many rules the migrations have added).
    expect(again.counts.map((c) => c.table_name)).toEqual(report.counts.map((c) => c.table_name));
    expect(again.counts.map((c) => c.removed)).toEqual(again.counts.map(() => 0));
    expect((await ctx.sql`select 1 from public.retention_log`).length).toBe(Number(logged));
  });

  it("deletes the ledger's gifts ten years after their assessment year, their receipt numbers first", async () => {
    // The same dates as the receipt requests' rule: the last gift whose ten years are over, and the
    // first one after it. Each has a cancelled and an issued receipt number, which block its delete.
    const [{ today }] = await ctx.sql<{ today: string }[]>`select private.today_in_india()::text as today`;
    const [year, month] = today.split("-").map(Number);
    const lastExpiredFyStart = month >= 4 ? year - 12 : year - 13;
    const gifts: Record<string, string> = {};
    for (const [label, gift] of [
      ["outside", `${lastExpiredFyStart + 1}-03-31`],
      ["inside", `${lastExpiredFyStart + 1}-04-01`],
    ]) {
      const [row] = await ctx.sql<{ id: string; fy: string }[]>`
        insert into public.donations (donor_name, id_number, address, amount, gift_date, mode, reference)
        values (${"Ledger " + label}, 'ABCPG1234K', 'Prayagraj', 500, ${gift}, 'upi', ${"UTR" + label})
        returning id, financial_year as fy`;
      gifts[label] = row.id;
      await ctx.sql`
        insert into public.donation_receipts (donation_id, financial_year, serial, number, cancelled_at)
        values (${row.id}, ${row.fy}, ${label === "outside" ? 1 : 3}, ${row.fy + "/" + label + "-1"}, now()),
               (${row.id}, ${row.fy}, ${label === "outside" ? 2 : 4}, ${row.fy + "/" + label + "-2"}, null)`;
    }
    const report = await ctx.backend.runRetention();
    const removed = (table: string) => report.counts.filter((r) => r.table_name === table).map((r) => r.removed);
    expect(removed("donation_receipts")).toEqual([2]);
    expect(removed("donations")).toEqual([1]);
    expect(await exists("donations", gifts.outside)).toBe(false);
    expect(await exists("donations", gifts.inside)).toBe(true);
    const left = await ctx.sql<{ donation_id: string }[]>`
      select donation_id from public.donation_receipts where donation_id in (${gifts.outside}, ${gifts.inside})`;
    expect(left.map((r) => r.donation_id)).toEqual([gifts.inside, gifts.inside]);
  });

  it("stamps handled_at when staff mark a message handled, and clears it when they unmark it", async () => {
    const id = await message("Retention stamp", null);
    const admin = await staffClient(ctx.backend);
    // Staff may not choose the moment: only `handled` is theirs to update.
    await expectUpdateRefused(admin, "contact_messages", id, { handled_at: "2000-01-01T00:00:00Z" });
    expect((await admin.from("contact_messages").update({ handled: true }).eq("id", id)).error).toBeNull();
    const [marked] = await ctx.sql<{ age: number }[]>`
      select extract(epoch from now() - handled_at)::float as age from public.contact_messages where id = ${id}`;
    expect(marked.age).toBeLessThan(60);
    expect((await admin.from("contact_messages").update({ handled: false }).eq("id", id)).error).toBeNull();
    const [unmarked] = await ctx.sql<{ handled_at: Date | null }[]>`
      select handled_at from public.contact_messages where id = ${id}`;
    expect(unmarked.handled_at).toBeNull();
  });

  it("removes the Storage files of deleted photos that no other row shows, and no other file", async () => {
    const admin = await staffClient(ctx.backend);
    const media = admin.storage.from("media");
    const folder = `retention-${crypto.randomUUID()}`;
    const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: "image/png" });
    for (const name of ["large.png", "small.png", "shared.png", "unrelated.png"]) {
      expect((await media.upload(`${folder}/${name}`, png(), { contentType: "image/png" })).error).toBeNull();
    }
    const url = (name: string) => media.getPublicUrl(`${folder}/${name}`).data.publicUrl;
    const photo = (imageUrl: string, small: string | null) => ({
      image_url: imageUrl,
      image_small_url: small,
      image_width: 800,
      image_height: 600,
      image_alt: `Retention ${Math.random()}`,
      placement: "gallery" as const,
      consent_confirmed: true,
    });
    const withdrawn = await admin
      .from("photos")
      .insert(photo(url("large.png"), url("shared.png")))
      .select("id")
      .single();
    const kept = await admin
      .from("photos")
      .insert(photo(url("small.png"), url("shared.png")))
      .select("id")
      .single();
    expect(withdrawn.error).toBeNull();
    expect(kept.error).toBeNull();

    // Consent withdrawn: staff delete the photo. Its files are queued in the same transaction...
    expect((await admin.from("photos").delete().eq("id", withdrawn.data!.id)).error).toBeNull();
    const queued = await ctx.sql<{ path: string }[]>`select path from private.media_removals order by path`;
    expect(queued.map((row) => row.path)).toEqual([`${folder}/large.png`]);

    // ...and the job removes them from Storage.
    const report = await ctx.backend.runRetention();
    expect(report.filesRemoved).toBe(1);
    const { data: left } = await media.list(folder);
    expect(left!.map((file) => file.name).sort()).toEqual(["shared.png", "small.png", "unrelated.png"]);
    expect(await ctx.sql`select 1 from private.media_removals`).toHaveLength(0);

    // The last photo using the shared file goes: both its files go with it.
    expect((await admin.from("photos").delete().eq("id", kept.data!.id)).error).toBeNull();
    expect((await ctx.backend.runRetention()).filesRemoved).toBe(2);
    const { data: rest } = await media.list(folder);
    expect(rest!.map((file) => file.name)).toEqual(["unrelated.png"]);
  });

  it("lets admins read the log, and nobody else read it, write it, or run the job", async () => {
    const [{ n }] = await ctx.sql<{ n: string }[]>`select count(*) as n from public.retention_log`;
    const admin = await staffClient(ctx.backend);
    const read = await admin.from("retention_log").select("*");
    expect(read.error).toBeNull();
    expect(read.data!.length).toBe(Number(n));
    for (const caller of [client(ctx.backend), await nonStaffClient(ctx.backend), await editorClient(ctx.backend)]) {
      expect((await caller.from("retention_log").select("*")).data ?? []).toEqual([]);
      expect((await caller.rpc("apply_retention")).error?.code).toBe("42501");
    }
    for (const caller of [admin, serviceClient(ctx.backend)]) {
      const id = read.data![0].id;
      expect((await caller.from("retention_log").update({ removed: 99 }).eq("id", id)).error?.code).toBe("42501");
      expect((await caller.from("retention_log").delete().eq("id", id)).error?.code).toBe("42501");
      expect(
        (await caller.from("retention_log").insert({ rule: "forged", table_name: "photos", removed: 0 } as never)).error
          ?.code,
      ).toBe("42501");
    }
    expect((await admin.rpc("apply_retention")).error?.code).toBe("42501");
    const [{ m }] = await ctx.sql<{ m: string }[]>`select count(*) as m from public.retention_log`;
    expect(Number(m)).toBe(Number(n));
  });
});
