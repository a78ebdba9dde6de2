import { describe, expect, it } from "vitest";
import { aNotice } from "../support/rows";
import {
  client,
  editorClient,
  nonStaffClient,
  serviceClient,
  staffClient,
  useBackendWithSql,
  type Client,
} from "./backend";

// Draft, scheduled, published, and the change history with undo (issue 25,
// docs/architecture.md#publishing-and-history), decided by the database: row level security hides
// what is not published yet (or has ended) from visitors and non-staff accounts; a trigger records
// every change of content; restore_history puts a row back. The clock is moved by setting the rows'
// times in SQL.
const HOUR = 60 * 60_000;
// Many accounts sign in here from one address: a higher sign-in limit than the default per IP.
const ctx = useBackendWithSql({
  alerts: { pollMs: HOUR },
  retention: { everyMs: HOUR },
  auth: { signInLimits: { perIp: 200 } },
});

const publishable = [
  "news_articles",
  "notices",
  "doctors",
  "advisories",
  "testimonials",
  "photos",
  "visit_steps",
] as const;
type Publishable = (typeof publishable)[number];

function rowFor(table: Publishable, label: string): Record<string, unknown> {
  switch (table) {
    case "news_articles":
      return { title: label, source: "Test", date: "2026-01-01", excerpt: "x", content: "y" };
    case "notices":
      return { title: label, content: "c" };
    case "doctors":
      return { name: label, specialty: "s", experience: "1 year", qualifications: "q", description: "d" };
    case "advisories":
      return { name: label, position: "p", content: "c" };
    case "testimonials":
      return { name: label, position: "p", company: "c", review: "r" };
    case "photos":
      return {
        image_url: "/images/gallery/circle-time.svg",
        image_width: 800,
        image_height: 600,
        image_alt: label,
        placement: "gallery",
        consent_confirmed: true,
      };
    case "visit_steps":
      return {
        title: label,
        body: "We wait here.",
        image_url: "/images/gallery/circle-time.svg",
        image_width: 800,
        image_height: 600,
        image_alt: "A waiting room",
        consent_confirmed: true,
      };
  }
}

async function seen(who: ReturnType<typeof client>, table: Publishable, id: string): Promise<boolean> {
  const { data, error } = await who.from(table).select("id").eq("id", id);
  if (error) throw new Error(error.message);
  return data.length === 1;
}

async function setTimes(table: Publishable, id: string, times: string) {
  await ctx.sql.unsafe(`update public.${table} set ${times} where id = $1`, [id]);
}

describe("draft, scheduled, published", () => {
  // First, before any test adds rows: the seed's rows stand for the rows a live site had.
  // (The migration publishes rows that existed before it at their created_at; the seed runs after
  // the migrations, so its rows are published at the time it ran.)
  it("rows that existed before are published, and their time has come", async () => {
    for (const table of publishable) {
      const [row] = await ctx.sql<{ rows: number; off: number }[]>`
        select count(*)::int as rows,
               count(*) filter (where status <> 'published' or publish_at > now())::int as off
        from ${ctx.sql("public." + table)}`;
      expect([table, row.rows > 0, row.off]).toEqual([table, true, 0]);
    }
  });

  it.each(publishable)(
    "%s: visitors and non-staff see a row only once it is published and its time has come",
    async (table) => {
      const staff = await staffClient(ctx.backend);
      const editor = await editorClient(ctx.backend);
      const anon = client(ctx.backend);
      const user = await nonStaffClient(ctx.backend);
      const made = await staff
        .from(table)
        .insert({ ...rowFor(table, `Draft ${Math.random()}`), status: "draft" } as never)
        .select("id")
        .single();
      expect(made.error).toBeNull();
      const id = (made.data as { id: string }).id;

      // A draft: staff of both roles see it, nobody else.
      expect([await seen(anon, table, id), await seen(user, table, id)]).toEqual([false, false]);
      expect([await seen(staff, table, id), await seen(editor, table, id)]).toEqual([true, true]);

      // Scheduled a minute ahead: still hidden.
      await setTimes(table, id, "status = 'published', publish_at = now() + interval '1 minute'");
      expect([await seen(anon, table, id), await seen(user, table, id)]).toEqual([false, false]);
      expect(await seen(editor, table, id)).toBe(true);

      // The time has come.
      await setTimes(table, id, "publish_at = now() - interval '1 second'");
      expect([await seen(anon, table, id), await seen(user, table, id)]).toEqual([true, true]);

      // Back to draft: gone again, whatever the time.
      await setTimes(table, id, "status = 'draft'");
      expect(await seen(anon, table, id)).toBe(false);
    },
  );

  it("a notice stops showing after its end, and is_active keeps its meaning", async () => {
    const staff = await staffClient(ctx.backend);
    const anon = client(ctx.backend);
    const made = await staff
      .from("notices")
      .insert({ title: "Camp on the 5th", content: "c", ends_at: new Date(Date.now() + HOUR).toISOString() })
      .select("id")
      .single();
    const id = made.data!.id;
    expect(await seen(anon, "notices", id)).toBe(true);
    await setTimes("notices", id, "publish_at = now() - interval '2 days', ends_at = now() - interval '1 second'");
    expect(await seen(anon, "notices", id)).toBe(false);
    expect(await seen(await nonStaffClient(ctx.backend), "notices", id)).toBe(false);
    expect(await seen(staff, "notices", id)).toBe(true);
    await setTimes("notices", id, "ends_at = null, is_active = false");
    expect(await seen(anon, "notices", id)).toBe(false);
    await setTimes("notices", id, "is_active = true");
    expect(await seen(anon, "notices", id)).toBe(true);
    const bad = await staff.from("notices").update({ ends_at: "2000-01-01T00:00:00Z" }).eq("id", id);
    expect(bad.error?.message).toContain("ends_at must be after publish_at");
  });
});

type HistoryRow = {
  id: number;
  operation: string;
  actor_id: string | null;
  actor_email: string | null;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
  restored_from: number | null;
  withdrawn: boolean;
};

/** A notice a member of staff adds (its insert makes a history row): its id. */
async function staffAddsNotice(staff: Client, title: string): Promise<string> {
  const made = await staff.from("notices").insert(aNotice({ title })).select("id").single();
  if (made.error) throw new Error(made.error.message);
  return made.data.id;
}

async function historyOf(table: string, id: string): Promise<HistoryRow[]> {
  const { data, error } = await serviceClient(ctx.backend)
    .from("change_history")
    .select("*")
    .eq("table_name", table)
    .eq("row_id", id)
    .order("id");
  if (error) throw new Error(error.message);
  return data as HistoryRow[];
}

describe("the change history", () => {
  it("records insert, update and delete by staff with the actor, and only real changes", async () => {
    const editor = await editorClient(ctx.backend);
    const me = (await editor.auth.getUser()).data.user!;
    const made = await editor
      .from("doctors")
      .insert(rowFor("doctors", "Dr. History") as never)
      .select("id")
      .single();
    const id = made.data!.id;
    await editor.from("doctors").update({ specialty: "Speech therapy" }).eq("id", id);
    await editor.from("doctors").update({ specialty: "Speech therapy" }).eq("id", id);
    await editor.from("doctors").delete().eq("id", id);
    const rows = await historyOf("doctors", id);
    expect(rows.map((r) => r.operation)).toEqual(["insert", "update", "delete"]);
    for (const row of rows) expect([row.actor_id, row.actor_email]).toEqual([me.id, me.email]);
    expect(rows[0].old_row).toBeNull();
    expect(rows[0].new_row?.name).toBe("Dr. History");
    expect([rows[1].old_row?.specialty, rows[1].new_row?.specialty]).toEqual(["s", "Speech therapy"]);
    expect(rows[2].new_row).toBeNull();
    // Editors and admins read it; the history of content is the editors' too.
    expect((await editor.from("change_history").select("id").eq("row_id", id)).data).toHaveLength(3);
    expect(
      (await (await staffClient(ctx.backend)).from("change_history").select("id").eq("row_id", id)).data,
    ).toHaveLength(3);
    expect((await client(ctx.backend).from("change_history").select("id").eq("row_id", id)).data ?? []).toHaveLength(0);
    expect(
      (await (await nonStaffClient(ctx.backend)).from("change_history").select("id").eq("row_id", id)).data,
    ).toHaveLength(0);
  });

  it("nobody changes or deletes history through the API, the service role included", async () => {
    const staff = await staffClient(ctx.backend);
    const noticeId = await staffAddsNotice(staff, "Kept");
    const [row] = await historyOf("notices", noticeId);
    for (const who of [staff, await editorClient(ctx.backend), serviceClient(ctx.backend)]) {
      const updated = await who.from("change_history").update({ operation: "delete" }).eq("id", row.id).select("id");
      expect(updated.data ?? []).toHaveLength(0);
      const deleted = await who.from("change_history").delete().eq("id", row.id).select("id");
      expect(deleted.data ?? []).toHaveLength(0);
      const inserted = await who
        .from("change_history")
        .insert({ table_name: "notices", row_id: noticeId, operation: "delete" })
        .select("id");
      expect(inserted.error).not.toBeNull();
    }
    expect(await historyOf("notices", noticeId)).toEqual([row]);
  });

  it("restore brings back a deleted row with its id, undoes an edit and a creation, and is recorded", async () => {
    const editor = await editorClient(ctx.backend);
    const anon = client(ctx.backend);
    const made = await editor
      .from("doctors")
      .insert(rowFor("doctors", "Dr. Restore") as never)
      .select("*")
      .single();
    const original = made.data!;
    await editor.from("doctors").update({ specialty: "Wrong" }).eq("id", original.id);
    await editor.from("doctors").delete().eq("id", original.id);
    expect(await seen(anon, "doctors", original.id)).toBe(false);

    const deletion = (await historyOf("doctors", original.id)).at(-1)!;
    expect((await editor.rpc("restore_history", { history_id: deletion.id })).error).toBeNull();
    const back = (await serviceClient(ctx.backend).from("doctors").select("*").eq("id", original.id).single()).data!;
    expect(back).toMatchObject({
      id: original.id,
      name: "Dr. Restore",
      specialty: "Wrong",
      created_at: original.created_at,
    });
    expect(await seen(anon, "doctors", original.id)).toBe(true);

    const edit = (await historyOf("doctors", original.id)).find((r) => r.operation === "update")!;
    expect((await editor.rpc("restore_history", { history_id: edit.id })).error).toBeNull();
    const fixed = (await serviceClient(ctx.backend).from("doctors").select("specialty").eq("id", original.id).single())
      .data!;
    expect(fixed.specialty).toBe("s");

    const rows = await historyOf("doctors", original.id);
    expect(rows.map((r) => [r.operation, r.restored_from])).toEqual([
      ["insert", null],
      ["update", null],
      ["delete", null],
      ["insert", deletion.id],
      ["update", edit.id],
    ]);

    const creation = rows[0];
    expect((await editor.rpc("restore_history", { history_id: creation.id })).error).toBeNull();
    expect((await serviceClient(ctx.backend).from("doctors").select("id").eq("id", original.id)).data).toHaveLength(0);
  });

  it("only staff restore", async () => {
    const staff = await staffClient(ctx.backend);
    const noticeId = await staffAddsNotice(staff, "Mine");
    const [row] = await historyOf("notices", noticeId);
    expect((await client(ctx.backend).rpc("restore_history", { history_id: row.id })).error?.code).toBe("42501");
    const outsider = await nonStaffClient(ctx.backend);
    expect((await outsider.rpc("restore_history", { history_id: row.id })).error?.code).toBe("42501");
    // An id that is not there is a 404 with a sentence, not a server error (issue 35, item 13).
    const missing = await staff.rpc("restore_history", { history_id: -1 });
    expect([missing.status, missing.error?.message]).toEqual([404, "No change with this id"]);
  });

  it("history older than two years goes with the retention job", async () => {
    const staff = await staffClient(ctx.backend);
    const oldId = await staffAddsNotice(staff, "Old");
    const youngId = await staffAddsNotice(staff, "Young");
    await ctx.sql`update public.change_history set changed_at = now() - interval '2 years 1 day' where row_id = ${oldId}`;
    await ctx.sql`update public.change_history set changed_at = now() - interval '2 years' + interval '1 day' where row_id = ${youngId}`;
    await ctx.backend.runRetention();
    expect(await historyOf("notices", oldId)).toHaveLength(0);
    expect(await historyOf("notices", youngId)).toHaveLength(1);
  });
});

// Deleting a testimonial is the parent withdrawing consent
// (docs/decisions/088-deleting-a-testimonial-is-a-withdrawal-its-history-loses-its-text.md): an
// editor read a deleted testimonial whole in the history and restored it to the site.
describe("a withdrawn testimonial", () => {
  const story = "Our son Aarav now speaks in sentences; thank you, Dr. Mehta.";

  it("leaves no text in the history, and no one can restore it, admins included", async () => {
    const admin = await staffClient(ctx.backend);
    const editor = await editorClient(ctx.backend);
    const made = await editor
      .from("testimonials")
      .insert({ name: "Sunita Verma", position: "Parent", company: "State Bank, Civil Lines", review: story })
      .select("id")
      .single();
    const id = made.data!.id;
    await editor
      .from("testimonials")
      .update({ review: `${story} (edited)` })
      .eq("id", id);
    expect((await admin.from("testimonials").delete().eq("id", id).select("id")).data).toHaveLength(1);

    const rows = await historyOf("testimonials", id);
    expect(rows.map((r) => [r.operation, r.withdrawn])).toEqual([
      ["insert", true],
      ["update", true],
      ["delete", true],
    ]);
    // In the order they were written (without an order, Postgres returns them as stored, and the
    // withdrawal rewrites them).
    const seenByEditor = (await editor.from("change_history").select("*").eq("row_id", id).order("id")).data!;
    expect(seenByEditor).toHaveLength(3);
    const text = JSON.stringify(seenByEditor);
    for (const personal of ["Sunita", "State Bank", "Aarav", "Parent"]) expect(text).not.toContain(personal);
    expect(seenByEditor.map((r) => [r.old_row, r.new_row])).toEqual([
      [null, { id }],
      [{ id }, { id }],
      [{ id }, null],
    ]);

    for (const who of [editor, admin]) {
      for (const row of rows) {
        const refused = await who.rpc("restore_history", { history_id: row.id });
        expect(refused.status).toBe(400);
        expect(refused.error?.message).toBe(
          "This testimonial was withdrawn: it was deleted at the request of the person in it, its text is erased, and it cannot be restored.",
        );
      }
    }
    expect(await seen(client(ctx.backend), "testimonials", id)).toBe(false);
    expect((await serviceClient(ctx.backend).from("testimonials").select("id").eq("id", id)).data).toHaveLength(0);
  });

  it("other content is restored as before: deleting a doctor is not a withdrawal", async () => {
    const editor = await editorClient(ctx.backend);
    const made = await editor
      .from("doctors")
      .insert(rowFor("doctors", "Dr. Kept") as never)
      .select("id")
      .single();
    await editor.from("doctors").delete().eq("id", made.data!.id);
    const deletion = (await historyOf("doctors", made.data!.id)).at(-1)!;
    expect([deletion.withdrawn, deletion.old_row?.name]).toEqual([false, "Dr. Kept"]);
    expect((await editor.rpc("restore_history", { history_id: deletion.id })).error).toBeNull();
  });
});
