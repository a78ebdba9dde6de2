import { describe, expect, it } from "vitest";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackend, type Client } from "./backend";

// 'Your first visit' in the database (supabase/migrations/20261127190100_visit_story.sql,
// docs/product.md#your-first-visit): who reads and writes the steps, their order and Move up/down,
// the rules a step keeps, and its Hindi. Drafts and scheduling are publishing.test.ts's, for every
// publishable table.

const handle = useBackend();
const step = (title: string) => ({
  title,
  body: "We wait in a room with soft chairs.",
  image_url: "https://example.org/waiting-room.webp",
  image_width: 1600,
  image_height: 1200,
  image_alt: "The waiting room, with soft chairs and a box of toys",
  consent_confirmed: true,
});

/** The titles a client reads, in the story's order. */
async function storyOf(who: Client): Promise<string[]> {
  const { data, error } = await who
    .from("visit_steps")
    .select("title")
    .order("position")
    .order("created_at")
    .order("id");
  if (error) throw new Error(error.message);
  return data.map((row) => row.title);
}

describe("visit steps", () => {
  it("visitors read the seeded story in order, in both languages", async () => {
    const { data, error } = await client(handle.backend)
      .from("visit_steps")
      .select("title, title_hi, body_hi, image_alt_hi")
      .order("position");
    expect(error).toBeNull();
    expect(data!.map((row) => row.title)).toEqual([
      "Getting there",
      "The entrance",
      "The waiting room",
      "Who we will meet",
      "The assessment",
      "How long it takes",
      "What to bring",
      "The quiet room and toilets",
    ]);
    for (const row of data!) expect([row.title_hi, row.body_hi, row.image_alt_hi].every(Boolean)).toBe(true);
  });

  it("visitors and signed-in non-staff cannot add, change, delete or reorder a step", async () => {
    const [first] = (await client(handle.backend).from("visit_steps").select("id, title").order("position")).data!;
    for (const who of [client(handle.backend), await nonStaffClient(handle.backend)]) {
      expect((await who.from("visit_steps").insert(step("Not allowed") as never)).error).not.toBeNull();
      const changed = await who.from("visit_steps").update({ title: "Hacked" }).eq("id", first.id).select("id");
      expect(changed.data ?? []).toHaveLength(0);
      const removed = await who.from("visit_steps").delete().eq("id", first.id).select("id");
      expect(removed.data ?? []).toHaveLength(0);
      const moved = await who.rpc("move_visit_step", { step_id: first.id, direction: "down" });
      expect(moved.error).not.toBeNull();
    }
    expect((await storyOf(client(handle.backend)))[0]).toBe(first.title);
  });

  it("an editor adds a step without a position: it comes last; Move up and down reorder the story", async () => {
    const editor = await editorClient(handle.backend);
    const made = await editor
      .from("visit_steps")
      .insert(step("Saying goodbye") as never)
      .select("id, position")
      .single();
    expect(made.error).toBeNull();
    const before = await storyOf(client(handle.backend));
    expect(before.at(-1)).toBe("Saying goodbye");

    const up = await editor.rpc("move_visit_step", { step_id: made.data!.id, direction: "up" });
    expect(up).toMatchObject({ error: null, data: true });
    const after = await storyOf(client(handle.backend));
    expect(after.slice(-2)).toEqual(["Saying goodbye", before.at(-2)]);
    expect(after.slice(0, -2)).toEqual(before.slice(0, -2));

    // Already last after moving back down: false, and nothing changes.
    await editor.rpc("move_visit_step", { step_id: made.data!.id, direction: "down" });
    const last = await editor.rpc("move_visit_step", { step_id: made.data!.id, direction: "down" });
    expect(last).toMatchObject({ error: null, data: false });
    expect(await storyOf(client(handle.backend))).toEqual(before);
    await editor.from("visit_steps").delete().eq("id", made.data!.id);
  });

  it.each([
    [{ consent_confirmed: false }, "consent_confirmed must be true"],
    [{ image_alt: " " }, "image_alt must be 1 to 300 characters"],
    [{ image_alt_hi: " " }, "image_alt_hi must be 1 to 300 characters when given"],
    [{ body: "x".repeat(401) }, "body must be 1 to 400 characters"],
    [{ image_url: "javascript:alert(1)" }, "image_url must be a site path or an http(s) URL"],
    [{ position: 10001 }, "position must be 0 to 10000"],
  ])("refuses %j with a clear error", async (change, message) => {
    const staff = await staffClient(handle.backend);
    const { error } = await staff.from("visit_steps").insert({ ...step("Refused"), ...change } as never);
    expect(error?.message).toContain(message);
  });

  it("a published step without its Hindi is 'Hindi missing', and not once its Hindi is written", async () => {
    const staff = await staffClient(handle.backend);
    // A computed column (public.hindi_missing(visit_steps)), which the generated types do not list.
    const marked = "id, hindi_missing" as "id";
    type Marked = { id: string; hindi_missing: boolean };
    const made = await staff
      .from("visit_steps")
      .insert(step("Hindi later") as never)
      .select(marked)
      .single();
    expect((made.data as unknown as Marked).hindi_missing).toBe(true);
    // The alt text counts too: the title and body in Hindi alone are not enough.
    const partly = await staff
      .from("visit_steps")
      .update({ title_hi: "बाद में हिन्दी", body_hi: "हम इंतज़ार करते हैं।" })
      .eq("id", made.data!.id)
      .select(marked)
      .single();
    expect((partly.data as unknown as Marked).hindi_missing).toBe(true);
    const done = await staff
      .from("visit_steps")
      .update({ image_alt_hi: "प्रतीक्षा कक्ष" })
      .eq("id", made.data!.id)
      .select(marked)
      .single();
    expect((done.data as unknown as Marked).hindi_missing).toBe(false);
    // Every change is kept with its author, for History and undo.
    const history = await serviceClient(handle.backend)
      .from("change_history")
      .select("operation")
      .eq("table_name", "visit_steps")
      .eq("row_id", made.data!.id);
    expect(history.data!.map((row) => row.operation).sort()).toEqual(["insert", "update", "update"]);
  });
});
