import { describe, expect, it } from "vitest";
import type { Database } from "../../src/lib/database.types";
import { easyReadSlugs } from "../../src/lib/easyRead";
import { easyReadPictures } from "../../src/lib/easyReadPictures";
import { longestSentenceWords } from "../../src/lib/readability";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackendWithSql } from "./backend";

// The easy-read pages' points (issue 40; docs/product.md#easy-read), through the real supabase-js
// client: visitors read the published points only, staff of both roles write them, and the
// database holds the fixed pages and pictures and the 15 words a sentence.
const ctx = useBackendWithSql();

type NewPoint = Database["public"]["Tables"]["easy_read_points"]["Insert"];

/** A published point of the home page, unless told otherwise (a value the database refuses too). */
const aPoint = (more: Partial<Record<keyof NewPoint, unknown>> = {}): NewPoint =>
  ({
    page: "home",
    position: 50,
    picture: "yes",
    text: `A test point ${crypto.randomUUID().slice(0, 8)}`,
    ...more,
  }) as NewPoint;

const hindiWords = (count: number) => `${Array.from({ length: count }, () => "शब्द").join(" ")}।`;

describe("easy_read_points", () => {
  it("comes with the six pages' points, in English and Hindi, which a visitor reads", async () => {
    const { data, error } = await client(ctx.backend)
      .from("easy_read_points")
      .select("page, position, text, text_hi")
      .order("position");
    expect(error).toBeNull();
    expect(new Set(data!.map((row) => row.page))).toEqual(new Set(easyReadSlugs));
    for (const row of data!) expect(row.text_hi).toMatch(/[\u0900-\u097F]/);
  });

  it("shows a visitor no draft and no scheduled point; staff of both roles read them", async () => {
    const editor = await editorClient(ctx.backend);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const made = await editor
      .from("easy_read_points")
      .insert([
        aPoint({ status: "draft", publish_at: new Date().toISOString() }),
        aPoint({ status: "published", publish_at: later }),
      ])
      .select("id");
    expect(made.error).toBeNull();
    const ids = made.data!.map((row) => row.id);
    const asVisitor = await client(ctx.backend).from("easy_read_points").select("id").in("id", ids);
    expect(asVisitor.data).toEqual([]);
    const asUser = await (await nonStaffClient(ctx.backend)).from("easy_read_points").select("id").in("id", ids);
    expect(asUser.data).toEqual([]);
    const asEditor = await editor.from("easy_read_points").select("id").in("id", ids);
    expect(asEditor.data).toHaveLength(2);
    const asAdmin = await (await staffClient(ctx.backend)).from("easy_read_points").select("id").in("id", ids);
    expect(asAdmin.data).toHaveLength(2);
  });

  it("is written by staff only, and every change is in the history", async () => {
    const visitor = await client(ctx.backend).from("easy_read_points").insert(aPoint()).select("id");
    expect(visitor.error).not.toBeNull();
    const user = await (await nonStaffClient(ctx.backend)).from("easy_read_points").insert(aPoint()).select("id");
    expect(user.error).not.toBeNull();
    const editor = await editorClient(ctx.backend);
    const made = await editor.from("easy_read_points").insert(aPoint()).select("id").single();
    expect(made.error).toBeNull();
    const changed = await editor
      .from("easy_read_points")
      .update({ text: "We will call you soon." })
      .eq("id", made.data!.id)
      .select("text")
      .single();
    expect(changed.data?.text).toBe("We will call you soon.");
    const history = await editor
      .from("change_history")
      .select("operation")
      .eq("table_name", "easy_read_points")
      .eq("row_id", made.data!.id)
      .order("changed_at");
    expect(history.data?.map((row) => row.operation)).toEqual(["insert", "update"]);
  });

  it("takes a sentence of 15 words and refuses one of 16, in Hindi and in English", async () => {
    const staff = await staffClient(ctx.backend);
    expect(longestSentenceWords(hindiWords(15))).toBe(15);
    const fifteen = await staff
      .from("easy_read_points")
      .insert(aPoint({ text_hi: `छोटा वाक्य। ${hindiWords(15)}` }))
      .select("id");
    expect(fifteen.error).toBeNull();
    const sixteen = await staff
      .from("easy_read_points")
      .insert(aPoint({ text_hi: `छोटा वाक्य। ${hindiWords(16)}` }))
      .select("id");
    expect(sixteen.error?.message).toContain("text_hi: at most 15 words in a sentence");
    const english = await staff
      .from("easy_read_points")
      .insert(aPoint({ text: `${Array.from({ length: 16 }, () => "word").join(" ")}.` }))
      .select("id");
    expect(english.error?.message).toContain("text: at most 15 words in a sentence");
    // A line is a sentence of its own, as the site counts it (src/lib/readability.ts).
    const twoLines = `${Array.from({ length: 10 }, () => "शब्द").join(" ")}\n${hindiWords(10)}`;
    expect(longestSentenceWords(twoLines)).toBe(10);
    const lines = await staff
      .from("easy_read_points")
      .insert(aPoint({ text_hi: twoLines }))
      .select("id");
    expect(lines.error).toBeNull();
  });

  it("takes each picture of the site's set and each of the six pages, and nothing else", async () => {
    const staff = await staffClient(ctx.backend);
    const pictures = await staff
      .from("easy_read_points")
      .insert(Object.keys(easyReadPictures).map((picture) => aPoint({ picture })))
      .select("id");
    expect(pictures.error).toBeNull();
    const pages = await staff
      .from("easy_read_points")
      .insert(easyReadSlugs.map((page) => aPoint({ page })))
      .select("id");
    expect(pages.error).toBeNull();
    const picture = await staff
      .from("easy_read_points")
      .insert(aPoint({ picture: "photo" }))
      .select("id");
    expect(picture.error?.message).toContain("picture must be one of the site's pictures");
    const page = await staff
      .from("easy_read_points")
      .insert(aPoint({ page: "about" }))
      .select("id");
    expect(page.error?.message).toContain("page must be one of the six easy-read pages");
    await serviceClient(ctx.backend).from("easy_read_points").delete().like("text", "A test point %");
  });

  it("is hindi_missing when published without its Hindi", async () => {
    const staff = await staffClient(ctx.backend);
    const made = await staff
      .from("easy_read_points")
      .insert(aPoint())
      .select("id, hindi_missing" as "id")
      .single();
    expect((made.data as unknown as { hindi_missing: boolean }).hindi_missing).toBe(true);
  });
});
