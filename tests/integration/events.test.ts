import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { client, clientFrom, editorClient, freshAddress, serviceClient, staffClient, useBackend } from "./backend";

// Events (issue 27): content everyone reads while active, and registrations through
// register_for_event only, with capacity and the waiting list decided under the event's lock.
// Every call leaves from its own loopback address, so the per-network limit stays per test.

const handle = useBackend();
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
let phoneCounter = 0;
/** A fresh Indian mobile number, so the per-phone limit of one test never spills into another. */
const phone = () => `98${String(Date.now() % 1e6).padStart(6, "0")}${String(phoneCounter++ % 100).padStart(2, "0")}`;

type Answer = { success: boolean; message: string; status?: string; place?: number };

async function newEvent(values: Record<string, unknown> = {}) {
  const { data, error } = await serviceClient(handle.backend)
    .from("events")
    .insert({
      title: `Parent workshop ${randomUUID()}`,
      starts_at: hours(48),
      ends_at: hours(50),
      place_name: "Centre hall",
      registration_mode: "form",
      ...values,
    } as never)
    .select("*")
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; slug: string };
}

async function register(body: Record<string, unknown>) {
  const { data, error } = await clientFrom(handle.backend, freshAddress()).rpc("register_for_event", body as never);
  expect(error).toBeNull();
  return data as unknown as Answer;
}

async function registrations(eventId: string) {
  const { data } = await serviceClient(handle.backend)
    .from("event_registrations")
    .select("*")
    .eq("event_id", eventId)
    .order("created_at");
  return data ?? [];
}

describe("events", () => {
  it("anonymous visitors read active events only; editors create them, with a slug made from the title", async () => {
    const shown = await newEvent({ title: "Sensory play, for parents & children" });
    const hidden = await newEvent({ is_active: false });
    const { data } = await client(handle.backend).from("events").select("id, slug").in("id", [shown.id, hidden.id]);
    expect(data).toEqual([{ id: shown.id, slug: "sensory-play-for-parents-and-children" }]);

    const editor = await editorClient(handle.backend);
    const made = await editor
      .from("events")
      .insert({
        title: "जागरूकता दिवस",
        starts_at: "2999-04-02T04:30:00Z",
        ends_at: "2999-04-02T06:30:00Z",
        online_url: "https://meet.example.org/x",
      })
      .select("slug")
      .single();
    expect(made.error).toBeNull();
    expect(made.data!.slug).toBe("event-2999-04-02");
  });

  it("is publishable: visitors see neither a draft nor a scheduled event, cannot register for one, and changes are in History", async () => {
    const draft = await newEvent({ status: "draft" });
    const scheduled = await newEvent({ publish_at: hours(24) });
    const live = await newEvent();
    const anon = client(handle.backend);
    const { data } = await anon.from("events").select("id").in("id", [draft.id, scheduled.id, live.id]);
    expect(data).toEqual([{ id: live.id }]);
    const staff = await staffClient(handle.backend);
    const seen = await staff.from("events").select("id").in("id", [draft.id, scheduled.id, live.id]);
    expect(seen.data).toHaveLength(3);

    for (const hidden of [draft, scheduled]) {
      const answer = await register({
        event_id: hidden.id,
        name: "Asha",
        phone: phone(),
        people: 1,
        client_key: randomUUID(),
      });
      expect(answer).toMatchObject({ success: false, message: "This event does not take registrations on the site." });
    }
    expect(await registrations(draft.id)).toHaveLength(0);
    const ok = await register({ event_id: live.id, name: "Asha", phone: phone(), people: 1, client_key: randomUUID() });
    expect(ok).toMatchObject({ success: true, status: "confirmed" });

    const history = await staff
      .from("change_history")
      .select("operation")
      .eq("table_name", "events")
      .eq("row_id", live.id);
    expect(history.data).toEqual([{ operation: "insert" }]);
  });

  it("takes an empty summary and description as the admin's form sends them (null), stored as ''", async () => {
    const editor = await editorClient(handle.backend);
    const made = await editor
      .from("events")
      .insert({
        title: `No words ${randomUUID()}`,
        summary: null,
        description: null,
        starts_at: hours(30),
        ends_at: hours(31),
        place_name: "Hall",
      } as never)
      .select("summary, description")
      .single();
    expect(made.error).toBeNull();
    expect(made.data).toEqual({ summary: "", description: "" });
  });

  it("refuses an event that ends before it starts, or has neither a place nor a link", async () => {
    const service = serviceClient(handle.backend);
    const backwards = await service
      .from("events")
      .insert({ title: "x", starts_at: hours(5), ends_at: hours(4), place_name: "Hall" });
    expect(backwards.error?.message).toContain("an event ends after it starts");
    const nowhere = await service.from("events").insert({ title: "x", starts_at: hours(5), ends_at: hours(6) });
    expect(nowhere.error?.message).toContain("an event needs a place or an online link");
  });

  it("registers a parent, exactly once per key, and alerts staff with a new kind", async () => {
    const event = await newEvent();
    const key = randomUUID();
    const body = { event_id: event.id, name: "Asha", phone: `+91 ${phone()}`, people: 2, email: "", client_key: key };
    const first = await register(body);
    expect(first).toMatchObject({ success: true, status: "confirmed" });
    expect(await register(body)).toEqual(first);
    const rows = await registrations(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Asha", people: 2, status: "confirmed", waiting_place: null, email: null });
    const { data: alerts } = await serviceClient(handle.backend)
      .from("staff_notifications")
      .select("kind")
      .eq("record_id", rows[0].id);
    expect(alerts!.length).toBeGreaterThan(0);
    expect(alerts!.every((a) => a.kind === "event_registration")).toBe(true);
  });

  it("20 parallel registrations for 5 places store 5 confirmed and 15 waiting, each with its place", async () => {
    const event = await newEvent({ capacity: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register({ event_id: event.id, name: `Parent ${i}`, phone: phone(), client_key: randomUUID() }),
      ),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    expect(answers.filter((a) => a.status === "confirmed")).toHaveLength(5);
    const places = answers.filter((a) => a.status === "waiting").map((a) => a.place);
    expect(places.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const rows = await registrations(event.id);
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(5);
    expect(rows.filter((r) => r.status === "waiting")).toHaveLength(15);
    const waiting = answers.find((a) => a.status === "waiting")!;
    expect(waiting.message).toContain(`number ${waiting.place} on the waiting list`);
  });

  it("counts people against the places: a family of 3 does not fit in 2", async () => {
    const event = await newEvent({ capacity: 2 });
    const answer = await register({ event_id: event.id, name: "Big family", phone: phone(), people: "3" });
    expect(answer).toMatchObject({ success: true, status: "waiting", place: 1 });
  });

  it("refuses a past event, an event without registration on the site, and malformed input", async () => {
    const past = await newEvent({ starts_at: hours(-3), ends_at: hours(-1) });
    expect(await register({ event_id: past.id, name: "A", phone: phone() })).toEqual({
      success: false,
      message: "This event has already taken place: registration is closed.",
    });
    const none = await newEvent({ registration_mode: "none" });
    expect((await register({ event_id: none.id, name: "A", phone: phone() })).success).toBe(false);
    const hidden = await newEvent({ is_active: false });
    expect((await register({ event_id: hidden.id, name: "A", phone: phone() })).success).toBe(false);

    const event = await newEvent();
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: "", phone: phone() }, "Please enter your name."],
      [{ name: "<b>A</b>", phone: phone() }, "Please write plain text: markup such as <b> is not accepted."],
      [{ name: "A", phone: "12345" }, "Please enter a 10-digit Indian mobile number, with or without +91."],
      [{ name: "A", phone: phone(), email: "not-a-mailbox" }, "Please enter a valid email address."],
      [{ name: "A", phone: phone(), people: 0 }, "Please give the number of people coming, 1 to 10."],
      [{ name: "A", phone: phone(), people: "11" }, "Please give the number of people coming, 1 to 10."],
      [{ name: "A", phone: phone(), extra: "x" }, "Unknown field: extra."],
      [
        { name: "A", phone: phone(), client_key: "nope" },
        "The request key is not valid. Please reload the page and send again.",
      ],
    ];
    for (const [fields, message] of refusals) {
      expect(await register({ event_id: event.id, ...fields })).toEqual({ success: false, message });
    }
    expect(await register({ event_id: "x", name: "A", phone: phone() })).toMatchObject({ success: false });
    expect(await registrations(event.id)).toHaveLength(0);
  });

  it("admins read registrations; editors, signed-in visitors and anonymous visitors cannot", async () => {
    const event = await newEvent();
    await register({ event_id: event.id, name: "Seen by admins", phone: phone() });
    const staff = await staffClient(handle.backend);
    expect((await staff.from("event_registrations").select("name").eq("event_id", event.id)).data).toEqual([
      { name: "Seen by admins" },
    ]);
    const editor = await editorClient(handle.backend);
    expect((await editor.from("event_registrations").select("name").eq("event_id", event.id)).data ?? []).toEqual([]);
    expect((await client(handle.backend).from("event_registrations").select("name")).data ?? []).toEqual([]);
    const direct = await client(handle.backend)
      .from("event_registrations")
      .insert({ event_id: event.id, name: "Sneaky", phone: phone(), status: "confirmed" });
    expect(direct.error).not.toBeNull();
  });

  it("staff, editors too, read how many places are booked and waiting beside the event; nobody else", async () => {
    const event = await newEvent({ capacity: 3 });
    for (const people of [2, 1, 2])
      await register({ event_id: event.id, name: "Parent", phone: phone(), people, client_key: randomUUID() });
    const counted = "id, booked_places, waiting_places";
    for (const reader of [await staffClient(handle.backend), await editorClient(handle.backend)]) {
      const { data, error } = await reader.from("events").select(counted).eq("id", event.id).single();
      expect(error).toBeNull();
      expect(data).toEqual({ id: event.id, booked_places: 3, waiting_places: 2 });
    }
    const anonymous = await client(handle.backend).from("events").select(counted).eq("id", event.id);
    expect(anonymous.error).not.toBeNull();
  });

  it("retention deletes registrations six months after their event ended", async () => {
    const old = await newEvent({ starts_at: "2020-01-01T04:30:00Z", ends_at: "2020-01-01T06:30:00Z" });
    const recent = await newEvent({ starts_at: hours(-50), ends_at: hours(-48) });
    const service = serviceClient(handle.backend);
    for (const e of [old, recent]) {
      const { error } = await service
        .from("event_registrations")
        .insert({ event_id: e.id, name: "Kept?", phone: phone(), status: "confirmed" });
      expect(error).toBeNull();
    }
    await handle.backend.runRetention();
    expect(await registrations(old.id)).toHaveLength(0);
    expect(await registrations(recent.id)).toHaveLength(1);
  });

  // Issue 35, item 7 (docs/decisions/089-a-registrations-retention-counts-from-a-date-staff-cannot-move-back.md).
  it("an editor moving an event seven months back does not make its registrations due for deletion", async () => {
    const event = await newEvent();
    for (let i = 0; i < 3; i += 1) {
      expect((await register({ event_id: event.id, name: `Parent ${i}`, phone: phone() })).success).toBe(true);
    }
    const editor = await editorClient(handle.backend);
    const moved = await editor
      .from("events")
      .update({ starts_at: hours(-24 * 213), ends_at: hours(-24 * 213 + 2) })
      .eq("id", event.id)
      .select("id");
    expect(moved.data).toHaveLength(1);
    await handle.backend.runRetention();
    expect(await registrations(event.id)).toHaveLength(3);
  });

  // Issue 35, item 10: one phone booked 40 of 50 places in seven registrations.
  it("one phone books at most 10 places for one event, however its number is written, even all at once", async () => {
    const event = await newEvent({ capacity: 50 });
    const mine = phone();
    const as = (written: string, people: number) => ({ event_id: event.id, name: "Ravi", phone: written, people });
    expect((await register(as(mine, 4))).success).toBe(true);
    expect((await register(as(`+91 ${mine}`, 4))).success).toBe(true);
    const over = await register(as(`0${mine}`, 3));
    expect(over).toEqual({
      success: false,
      message:
        "One mobile number can register at most 10 people for an event, and this number has registered some already. Please lower the number of people coming.",
    });
    expect((await register(as(mine, 2))).success).toBe(true);
    expect(await register(as(mine, 1))).toEqual({
      success: false,
      message: "This mobile number has already registered 10 people for this event, the most one number can.",
    });
    expect((await registrations(event.id)).map((r) => r.people)).toEqual([4, 4, 2]);
    // Another phone is not held back by this one.
    expect((await register(as(phone(), 10))).success).toBe(true);

    const crowded = await newEvent({ capacity: 50 });
    const other = phone();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => register({ event_id: crowded.id, name: "Ravi", phone: other, people: 4 })),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(2);
    expect((await registrations(crowded.id)).reduce((sum, r) => sum + r.people, 0)).toBe(8);
  });

  // Issue 35, item 13: a key names one registration.
  it("refuses a key used for another registration, and the nil UUID as a key, storing nothing", async () => {
    const first = await newEvent();
    const second = await newEvent();
    const key = randomUUID();
    const body = { event_id: first.id, name: "Meena", phone: phone(), client_key: key };
    expect((await register(body)).success).toBe(true);
    const reused = await register({ ...body, event_id: second.id });
    expect(reused).toEqual({
      success: false,
      message: "This request key was already used for another registration. Please reload the page and send again.",
    });
    expect(await register({ ...body, people: 3 })).toMatchObject({ success: false });
    expect(await registrations(second.id)).toHaveLength(0);
    expect(await registrations(first.id)).toHaveLength(1);

    for (const nil of ["00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"]) {
      const refused = await register({ event_id: second.id, name: "Meena", phone: phone(), client_key: nil });
      expect(refused).toEqual({
        success: false,
        message: "The request key is not valid. Please reload the page and send again.",
      });
    }
    expect(await registrations(second.id)).toHaveLength(0);
  });
});
