import { beforeAll, describe, expect, it } from "vitest";
import { staffClient, useBackend, type Client } from "./backend";

// The schema refuses bad rows even from staff, with an error that says what is wrong.
const handle = useBackend();
let staff: Client;
beforeAll(async () => {
  staff = await staffClient(handle.backend);
});

const notice = { title: "Constraint check", content: "c" };
const doctor = { name: "Dr. Constraint", specialty: "s", experience: "1 year", qualifications: "q", description: "d" };
const article = { title: "Constraint", source: "s", date: "2026-01-01", excerpt: "e", content: "c" };

describe("schema constraints", () => {
  it.each([
    ["notices", { ...notice, priority: 11 }, /priority must be between 1 and 10/],
    ["notices", { ...notice, priority: 0 }, /priority must be between 1 and 10/],
    ["notices", { ...notice, type: "urgent" }, /type must be info, warning, success or error/],
    ["notices", { ...notice, title: "   " }, /title must be 1 to 200 characters/],
    ["notices", { ...notice, title: "x".repeat(201) }, /title must be 1 to 200 characters/],
    ["doctors", { ...doctor, image_url: "javascript:alert(1)", image_alt: "x" }, /image_url must be an http\(s\) URL/],
    ["doctors", { ...doctor, image_url: "https://example.org/a.webp" }, /image_alt must describe the image/],
    [
      "advisories",
      { name: "A", position: "P", content: "C", image_url: "https://e.org/a.webp", image_alt: " " },
      /image_alt must describe the image/,
    ],
    ["news_articles", { ...article, image_small_url: "javascript:x" }, /image_small_url must be an http\(s\) URL/],
    ["news_articles", { ...article, image_width: 0 }, /image_width must be 1 to 10000 pixels/],
    ["doctors", { ...doctor, image_url: "https://", image_alt: "x" }, /image_url must be an http\(s\) URL/],
    [
      "news_articles",
      { ...article, image_url: "data:image/png;base64,AAAA", image_alt: "x" },
      /image_url must be an http\(s\) URL/,
    ],
    [
      "advisories",
      { name: "A", position: "P", content: "C", image_url: "ftp://example.org/a.png", image_alt: "x" },
      /image_url must be an http\(s\) URL/,
    ],
    ["doctors", { ...doctor, description: null }, /null value in column "description"/],
    ["testimonials", { name: "A", position: "P", company: "C" }, /null value in column "review"/],
  ] as const)("refuses a bad %s row: %j", async (table, row, message) => {
    const { data, error } = await staff
      .from(table)
      .insert(row as never)
      .select("id");
    expect(data).toBeNull();
    expect(error?.message).toMatch(message);
  });

  it("applies the defaults the admin forms rely on", async () => {
    const { data } = await staff.from("notices").insert(notice).select("*").single();
    expect(data).toMatchObject({ type: "info", priority: 1, is_active: true });
    const { data: created } = await staff.from("doctors").insert(doctor).select("*").single();
    expect(created?.is_active).toBe(true);
  });

  it("accepts an https image URL and sets updated_at on every update", async () => {
    const { data } = await staff
      .from("doctors")
      .insert({ ...doctor, image_url: "https://example.org/a.webp", image_alt: "Dr. Constraint" })
      .select("*")
      .single();
    await new Promise((r) => setTimeout(r, 20)); // a clock: the update's now() is later than the insert's
    const { data: updated } = await staff
      .from("doctors")
      .update({ is_active: false })
      .eq("id", data!.id)
      .select("*")
      .single();
    expect(updated!.is_active).toBe(false);
    expect(new Date(updated!.updated_at).getTime()).toBeGreaterThan(new Date(data!.updated_at).getTime());
  });
});
