import { expect, it } from "vitest";
import { staffClient, useBackend } from "./backend";

// id, created_at and updated_at are the server's, whatever a signed-in client sends.
const handle = useBackend();
const FORGED_ID = "00000000-0000-4000-8000-000000000001";
const LONG_AGO = "2001-01-01T00:00:00+00:00";
const recent = (iso: string) => Math.abs(Date.now() - Date.parse(iso)) < 60_000;

it("a staff insert gets a new id and the server's timestamps", async () => {
  const staff = await staffClient(handle.backend);
  const { data, error } = await staff
    .from("notices")
    .insert({ id: FORGED_ID, title: "Forged", content: "Body", created_at: LONG_AGO, updated_at: LONG_AGO })
    .select()
    .single();
  expect(error).toBeNull();
  expect(data!.id).not.toBe(FORGED_ID);
  expect(recent(data!.created_at)).toBe(true);
  expect(recent(data!.updated_at)).toBe(true);
});

it("a staff update keeps id and created_at, and stamps updated_at itself", async () => {
  const staff = await staffClient(handle.backend);
  const { data: before } = await staff.from("doctors").select("*").limit(1).single();
  const { data, error } = await staff
    .from("doctors")
    .update({ id: FORGED_ID, created_at: LONG_AGO, updated_at: LONG_AGO, experience: "12 years" })
    .eq("id", before!.id)
    .select()
    .single();
  expect(error).toBeNull();
  expect(data!.id).toBe(before!.id);
  expect(data!.created_at).toBe(before!.created_at);
  expect(recent(data!.updated_at)).toBe(true);
  expect(data!.experience).toBe("12 years");
});

it("a testimonial, which has no updated_at, keeps its id and created_at too", async () => {
  const staff = await staffClient(handle.backend);
  const { data: before } = await staff.from("testimonials").select("*").limit(1).single();
  const { data } = await staff
    .from("testimonials")
    .update({ created_at: LONG_AGO, review: "Changed." })
    .eq("id", before!.id)
    .select()
    .single();
  expect(data!.created_at).toBe(before!.created_at);
  expect(data!.review).toBe("Changed.");
});

it("a photo gets the server's id and timestamps on insert, and keeps id and created_at on update", async () => {
  const staff = await staffClient(handle.backend);
  const { data: created, error } = await staff
    .from("photos")
    .insert({
      id: FORGED_ID,
      created_at: LONG_AGO,
      updated_at: LONG_AGO,
      image_url: "https://example.org/a.webp",
      image_width: 1600,
      image_height: 1200,
      image_alt: "A child painting",
      placement: "gallery",
      consent_confirmed: true,
    })
    .select()
    .single();
  expect(error).toBeNull();
  expect(created!.id).not.toBe(FORGED_ID);
  expect(recent(created!.created_at)).toBe(true);
  const { data: updated } = await staff
    .from("photos")
    .update({ id: FORGED_ID, created_at: LONG_AGO, updated_at: LONG_AGO, caption: "Painting" })
    .eq("id", created!.id)
    .select()
    .single();
  expect(updated!.id).toBe(created!.id);
  expect(updated!.created_at).toBe(created!.created_at);
  expect(recent(updated!.updated_at)).toBe(true);
});
