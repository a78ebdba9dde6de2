import { describe, expect, it } from "vitest";
import { translatableFields, hindiColumn } from "../../src/lib/translatable";
import { anArticle, aNotice } from "../support/rows";
import { client, editorClient, serviceClient, staffClient, useBackendWithSql } from "./backend";

// Hindi versions of what staff write (issue 39, docs/architecture.md#what-staff-write-in-hindi):
// the `<field>_hi` columns of the migration 20261127140400, their limits, who reads and writes them,
// and the database's rule of "Hindi missing" that the admin's cards, filter and dashboard read.
const ctx = useBackendWithSql();

type Column = { table_name: string; column_name: string; is_nullable: string };

describe("the Hindi columns", () => {
  it("are exactly the declared translatable fields' twins, nullable text", async () => {
    const columns = await ctx.sql<Column[]>`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and column_name like '%\\_hi' and data_type = 'text'
        and table_name in (select table_name from information_schema.tables
                           where table_schema = 'public' and table_type = 'BASE TABLE')`;
    const inDatabase = columns.map((c) => `${c.table_name}.${c.column_name}`).sort();
    const declared = Object.entries(translatableFields)
      .flatMap(([table, fields]) => fields.map((field) => `${table}.${hindiColumn(field)}`))
      .sort();
    expect(inDatabase).toEqual(declared);
    // Optional everywhere but on the policy pages, whose Hindi was required from the start.
    for (const c of columns) expect(c.is_nullable).toBe(c.table_name === "pages" ? "NO" : "YES");
  });

  it("hold the English field's length limit, and refuse a blank Hindi text", async () => {
    const staff = await staffClient(ctx.backend);
    const tooLong = await staff
      .from("news_articles")
      .insert(anArticle({ title_hi: "क".repeat(201) }))
      .select("id");
    expect(tooLong.error?.message).toContain("title_hi must be 1 to 200 characters when given");
    const blank = await staff
      .from("notices")
      .insert(aNotice({ content_hi: "   " }))
      .select("id");
    expect(blank.error?.message).toContain("content_hi must be 1 to 5000 characters when given");
    const longest = await staff
      .from("news_articles")
      .insert(anArticle({ title_hi: "क".repeat(200), content_hi: "ख".repeat(20000) }))
      .select("id, title_hi")
      .single();
    expect(longest.error).toBeNull();
    await serviceClient(ctx.backend).from("news_articles").delete().eq("id", longest.data!.id);
  });

  it("are written by staff of both roles and read by visitors with the row", async () => {
    const editor = await editorClient(ctx.backend);
    const made = await editor
      .from("notices")
      .insert(aNotice({ title: "Closed on Friday", title_hi: "शुक्रवार को बंद" }))
      .select("id")
      .single();
    expect(made.error).toBeNull();
    try {
      const seen = await client(ctx.backend).from("notices").select("title_hi").eq("id", made.data!.id).single();
      expect(seen.data?.title_hi).toBe("शुक्रवार को बंद");
    } finally {
      await serviceClient(ctx.backend).from("notices").delete().eq("id", made.data!.id);
    }
  });
});

describe("hindi_missing", () => {
  it("marks a published row with an English text lacking its Hindi, for staff only", async () => {
    const staff = await staffClient(ctx.backend);
    // A computed column, which the generated types do not list: PostgREST selects and filters it.
    const missing = "id, hindi_missing" as "id";
    type Marked = { id: string; hindi_missing: boolean };
    const ids: string[] = [];
    for (const row of [
      anArticle({ title: "Camp draws families" }),
      anArticle({ title: "Sports day", title_hi: "खेल दिवस", excerpt_hi: "सार", content_hi: "पाठ" }),
      anArticle({ title: "Draft", status: "draft" }),
    ]) {
      const made = await staff.from("news_articles").insert(row).select("id").single();
      expect(made.error).toBeNull();
      ids.push(made.data!.id);
    }
    try {
      const marked = await staff.from("news_articles").select(missing).in("id", ids);
      expect(marked.error).toBeNull();
      const byId = new Map((marked.data as unknown as Marked[]).map((row) => [row.id, row.hindi_missing]));
      expect(ids.map((id) => byId.get(id))).toEqual([true, false, false]);
      const filtered = await staff
        .from("news_articles")
        .select("id")
        .eq("hindi_missing" as "status", true as unknown as "published")
        .in("id", ids);
      expect(filtered.data?.map((row) => row.id)).toEqual([ids[0]]);
      // Visitors read the rows, never the computed column.
      const visitor = await client(ctx.backend).from("news_articles").select(missing).limit(1);
      expect(visitor.error).not.toBeNull();
    } finally {
      await serviceClient(ctx.backend).from("news_articles").delete().in("id", ids);
    }
  });

  it("counts with dashboard_summary, which moves when the Hindi is written", async () => {
    const staff = await staffClient(ctx.backend);
    const since = new Date(Date.now() - 86_400_000).toISOString();
    const missing = async () => {
      const { data, error } = await staff.rpc("dashboard_summary", {
        counted: [{ table: "notices", active: false, hindi: true }],
        since,
      });
      expect(error).toBeNull();
      return (data as { counts: { hindi_missing: number }[] }).counts[0].hindi_missing;
    };
    const before = await missing();
    const made = await staff.from("notices").insert(aNotice()).select("id").single();
    try {
      expect(await missing()).toBe(before + 1);
      await staff.from("notices").update({ title_hi: "सूचना", content_hi: "विवरण" }).eq("id", made.data!.id);
      expect(await missing()).toBe(before);
    } finally {
      await serviceClient(ctx.backend).from("notices").delete().eq("id", made.data!.id);
    }
  });
});

describe("the alt texts of pictures and the places of events (issue 39, migration 20261128020100)", () => {
  // A computed column, which the generated types do not list: PostgREST selects it.
  const missing = "id, hindi_missing" as "id";
  const hindiMissing = async (table: "photos" | "events", id: string) => {
    const staff = await staffClient(ctx.backend);
    const { data, error } = await staff.from(table).select(missing).eq("id", id).single();
    expect(error).toBeNull();
    return (data as unknown as { hindi_missing: boolean }).hindi_missing;
  };
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

  it("hold the English limits: a photo's Hindi alt text up to 300 characters, an event's place up to 200 and 500", async () => {
    const staff = await staffClient(ctx.backend);
    const photo = {
      image_url: "https://example.org/photo.webp",
      image_width: 1600,
      image_height: 1200,
      image_alt: "Two children stacking blocks",
      placement: "gallery" as const,
      consent_confirmed: true,
    };
    const longAlt = await staff.from("photos").insert({ ...photo, image_alt_hi: "क".repeat(301) });
    expect(longAlt.error?.message).toContain("image_alt_hi must be 1 to 300 characters when given");
    const blankPlace = await staff
      .from("events")
      .insert({ title: "Camp", starts_at: hours(50), ends_at: hours(52), place_name: "Hall", place_name_hi: " " });
    expect(blankPlace.error?.message).toContain("place_name_hi must be 1 to 200 characters when given");
    const longAddress = await staff.from("events").insert({
      title: "Camp",
      starts_at: hours(50),
      ends_at: hours(52),
      place_name: "Hall",
      place_address_hi: "ख".repeat(501),
    });
    expect(longAddress.error?.message).toContain("place_address_hi must be 1 to 500 characters when given");
    for (const table of ["doctors", "advisories", "news_articles"] as const) {
      const [column] = await ctx.sql<{ check: string }[]>`
        select pg_get_constraintdef(c.oid) as check from pg_catalog.pg_constraint c
        where c.conrelid = ${`public.${table}`}::regclass and c.conname = 'image_alt_hi must be 1 to 300 characters when given'`;
      expect(column?.check, table).toContain("<= 300");
    }
  });

  it("count in hindi_missing: a photo's English alt text without its Hindi, an event's place without its Hindi", async () => {
    const staff = await staffClient(ctx.backend);
    const service = serviceClient(ctx.backend);
    const photo = await staff
      .from("photos")
      .insert({
        image_url: "https://example.org/photo.webp",
        image_width: 1600,
        image_height: 1200,
        image_alt: "Two children stacking blocks",
        caption: "Blocks",
        caption_hi: "ब्लॉक",
        placement: "gallery",
        consent_confirmed: true,
      })
      .select("id")
      .single();
    expect(photo.error).toBeNull();
    // Every text of the event in Hindi but its place.
    const event = await staff
      .from("events")
      .insert({
        title: "Parents' meeting",
        title_hi: "अभिभावक बैठक",
        summary: "We meet.",
        summary_hi: "हम मिलते हैं।",
        starts_at: hours(50),
        ends_at: hours(52),
        place_name: "Centre hall",
        place_address: "12 Civil Lines",
      })
      .select("id")
      .single();
    expect(event.error).toBeNull();
    try {
      expect(await hindiMissing("photos", photo.data!.id)).toBe(true);
      expect(await hindiMissing("events", event.data!.id)).toBe(true);

      await staff.from("photos").update({ image_alt_hi: "ब्लॉक जमाते दो बच्चे" }).eq("id", photo.data!.id);
      expect(await hindiMissing("photos", photo.data!.id)).toBe(false);
      // The place's name in Hindi is not enough: its address is a text of its own.
      await staff.from("events").update({ place_name_hi: "केंद्र हॉल" }).eq("id", event.data!.id);
      expect(await hindiMissing("events", event.data!.id)).toBe(true);
      await staff.from("events").update({ place_address_hi: "12 सिविल लाइंस" }).eq("id", event.data!.id);
      expect(await hindiMissing("events", event.data!.id)).toBe(false);
      // A picture added without its Hindi alt text makes the event lack Hindi again.
      await staff
        .from("events")
        .update({ image_url: "https://example.org/e.webp", image_alt: "The hall" })
        .eq("id", event.data!.id);
      expect(await hindiMissing("events", event.data!.id)).toBe(true);

      // The dashboard's count of photos lacking Hindi moves with it.
      const count = async () => {
        const { data } = await staff.rpc("dashboard_summary", {
          counted: [{ table: "photos", active: false, hindi: true }],
          since: new Date(Date.now() - 86_400_000).toISOString(),
        });
        return (data as { counts: { hindi_missing: number }[] }).counts[0].hindi_missing;
      };
      const before = await count();
      await staff.from("photos").update({ image_alt_hi: null }).eq("id", photo.data!.id);
      expect(await count()).toBe(before + 1);
    } finally {
      await service.from("photos").delete().eq("id", photo.data!.id);
      await service.from("events").delete().eq("id", event.data!.id);
    }
  });
});

describe("history", () => {
  it("records a change to a Hindi text and undoes it like any other", async () => {
    const staff = await staffClient(ctx.backend);
    const made = await staff
      .from("notices")
      .insert(aNotice({ title_hi: "पहला" }))
      .select("id")
      .single();
    expect(made.error).toBeNull();
    const id = made.data!.id;
    try {
      await staff.from("notices").update({ title_hi: "दूसरा" }).eq("id", id);
      const history = await staff
        .from("change_history")
        .select("id, old_row, new_row")
        .eq("row_id", id)
        .eq("operation", "update")
        .order("id", { ascending: false })
        .limit(1)
        .single();
      expect(history.error).toBeNull();
      expect((history.data!.old_row as { title_hi: string }).title_hi).toBe("पहला");
      expect((history.data!.new_row as { title_hi: string }).title_hi).toBe("दूसरा");
      const undone = await staff.rpc("restore_history", { history_id: history.data!.id });
      expect(undone.error).toBeNull();
      const row = await staff.from("notices").select("title_hi").eq("id", id).single();
      expect(row.data?.title_hi).toBe("पहला");
    } finally {
      await serviceClient(ctx.backend).from("notices").delete().eq("id", id);
    }
  });

  it("undoes a change to an event's Hindi place like any other", async () => {
    const staff = await staffClient(ctx.backend);
    const at = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const made = await staff
      .from("events")
      .insert({ title: "Camp", starts_at: at(60), ends_at: at(62), place_name: "Hall", place_name_hi: "हॉल" })
      .select("id")
      .single();
    expect(made.error).toBeNull();
    const id = made.data!.id;
    try {
      await staff.from("events").update({ place_name_hi: "बड़ा हॉल" }).eq("id", id);
      const history = await staff
        .from("change_history")
        .select("id")
        .eq("row_id", id)
        .eq("operation", "update")
        .order("id", { ascending: false })
        .limit(1)
        .single();
      expect(history.error).toBeNull();
      expect((await staff.rpc("restore_history", { history_id: history.data!.id })).error).toBeNull();
      const row = await staff.from("events").select("place_name_hi").eq("id", id).single();
      expect(row.data?.place_name_hi).toBe("हॉल");
    } finally {
      await serviceClient(ctx.backend).from("events").delete().eq("id", id);
    }
  });
});
