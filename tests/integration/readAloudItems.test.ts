import { beforeAll, describe, expect, it } from "vitest";
import type { RecordingItemKind } from "../../src/lib/database.types";
import { easyReadSlugs } from "../../src/lib/easyRead";
import { easyReadPageIds } from "../../src/lib/easyReadPageIds";
import { policySlugs } from "../../src/site/policy/policySlugs";
import { silentMp3 } from "../support/audio";
import {
  client,
  editorClient,
  nonStaffClient,
  serviceClient,
  staffClient,
  useBackendWithSql,
  type Client,
} from "./backend";

// Recordings of the first-visit story's steps, of the easy-read pages and of the policy pages
// (supabase/migrations/20261127220100_recordings_for_steps_and_easy_read.sql,
// 20261128020200_recordings_of_policy_pages.sql; docs/architecture.md#read-aloud): a visitor hears
// the recording of a published step or page only, staff of both roles record, and a step's photo
// counts as in use for the media bucket's cleaner.

const ctx = useBackendWithSql();
let admin: Client;
let editor: Client;
let anon: Client;
let service: Client;

beforeAll(async () => {
  admin = await staffClient(ctx.backend);
  editor = await editorClient(ctx.backend);
  anon = client(ctx.backend);
  service = serviceClient(ctx.backend);
});

const mp3 = () => new Blob([silentMp3(1)], { type: "audio/mpeg" });
const bucket = (c: Client) => c.storage.from("recordings");

const aStep = (status: "published" | "draft", imageUrl = "/images/gallery/circle-time.svg") => ({
  title: `Read aloud step ${crypto.randomUUID().slice(0, 8)}`,
  body: "We wait in a room with soft chairs.",
  image_url: imageUrl,
  image_width: 800,
  image_height: 600,
  image_alt: `A waiting room ${crypto.randomUUID().slice(0, 8)}`,
  // Last, as the admin's empty position gives (private.new_visit_step_last).
  position: 9000,
  consent_confirmed: true,
  status,
});

async function step(status: "published" | "draft"): Promise<string> {
  const { data } = await service.from("visit_steps").insert(aStep(status)).select("id").single().throwOnError();
  return data.id;
}

/** Uploads a recording of the item as `as` and records it: the admin's two steps. */
async function record(as: Client, kind: RecordingItemKind, itemId: string, language: "en" | "hi" = "en") {
  const path = `${kind}/${itemId}/${language}-${crypto.randomUUID()}.mp3`;
  const upload = await bucket(as).upload(path, mp3(), { contentType: "audio/mpeg" });
  const row = await as
    .from("recordings")
    .insert({ item_kind: kind, item_id: itemId, language, storage_path: path })
    .select("id")
    .maybeSingle();
  return { path, upload, row };
}

/** What a visitor gets for a recording: its row, and a signed address that plays. */
async function heardByVisitor(kind: RecordingItemKind, itemId: string, path: string) {
  const { data: rows } = await anon
    .from("recordings")
    .select("storage_path")
    .eq("item_kind", kind)
    .eq("item_id", itemId);
  const signed = await bucket(anon).createSignedUrl(path, 600);
  const status = signed.data ? (await fetch(signed.data.signedUrl)).status : null;
  return { rows: rows?.map((row) => row.storage_path), status };
}

describe("a story step's recording", () => {
  it("a visitor reads the recording of a published step and gets a signed address that plays", async () => {
    const id = await step("published");
    const { path, upload, row } = await record(editor, "visit_steps", id, "hi");
    expect(upload.error).toBeNull();
    expect(row.error).toBeNull();
    expect(await heardByVisitor("visit_steps", id, path)).toEqual({ rows: [path], status: 200 });
  });

  it("a visitor neither sees nor hears the recording of a draft step; staff do", async () => {
    const id = await step("draft");
    const { path, row } = await record(admin, "visit_steps", id);
    expect(row.error).toBeNull();
    expect(await heardByVisitor("visit_steps", id, path)).toEqual({ rows: [], status: null });
    expect((await bucket(anon).download(path)).error).not.toBeNull();
    expect((await editor.from("recordings").select("id").eq("item_id", id)).data).toHaveLength(1);
    expect((await bucket(editor).download(path)).error).toBeNull();

    await service.from("visit_steps").update({ status: "published" }).eq("id", id).throwOnError();
    expect(await heardByVisitor("visit_steps", id, path)).toEqual({ rows: [path], status: 200 });
  });

  it("a visitor and a signed-in non-staff account record nothing", async () => {
    const id = await step("published");
    for (const caller of [anon, await nonStaffClient(ctx.backend)]) {
      const { upload, row } = await record(caller, "visit_steps", id);
      expect(upload.error?.message).toBe("new row violates row-level security policy");
      expect(row.error).not.toBeNull();
    }
    expect((await admin.from("recordings").select("id").eq("item_id", id)).data).toEqual([]);
  });
});

describe("an easy-read page's recording", () => {
  it("is filed under the page's fixed id, which the database maps to the same page as the site", async () => {
    const paths = new Map<string, string>();
    for (const slug of easyReadSlugs) {
      const { path, row } = await record(admin, "easy_read_pages", easyReadPageIds[slug], "hi");
      expect(row.error).toBeNull();
      expect(await heardByVisitor("easy_read_pages", easyReadPageIds[slug], path)).toEqual({
        rows: [path],
        status: 200,
      });
      paths.set(slug, path);
    }
    // Each page's points hidden in turn: its recording goes with them, and no other page's.
    const heard = async () =>
      (await anon.from("recordings").select("item_id").eq("item_kind", "easy_read_pages")).data
        ?.map((r) => r.item_id)
        .sort();
    for (const slug of easyReadSlugs) {
      await service.from("easy_read_points").update({ status: "draft" }).eq("page", slug).throwOnError();
      const others = easyReadSlugs.filter((other) => other !== slug).map((other) => easyReadPageIds[other]);
      expect(await heard()).toEqual(others.sort());
      await service.from("easy_read_points").update({ status: "published" }).eq("page", slug).throwOnError();
    }
    await admin.from("recordings").delete().eq("item_kind", "easy_read_pages").throwOnError();
    await bucket(admin).remove([...paths.values()]);
  });

  it("a page with nothing published plays nothing to a visitor; staff still hear it", async () => {
    const id = easyReadPageIds.giving;
    const { path, row } = await record(editor, "easy_read_pages", id);
    expect(row.error).toBeNull();
    await service.from("easy_read_points").update({ status: "draft" }).eq("page", "giving").throwOnError();
    try {
      expect(await heardByVisitor("easy_read_pages", id, path)).toEqual({ rows: [], status: null });
      expect((await editor.from("recordings").select("id").eq("item_id", id)).data).toHaveLength(1);
      // One point published again is enough: the page shows, and so does its recording.
      const { data: points } = await service.from("easy_read_points").select("id").eq("page", "giving").limit(1);
      await service.from("easy_read_points").update({ status: "published" }).eq("id", points![0].id).throwOnError();
      expect(await heardByVisitor("easy_read_pages", id, path)).toEqual({ rows: [path], status: 200 });
    } finally {
      await service.from("easy_read_points").update({ status: "published" }).eq("page", "giving").throwOnError();
    }
  });
});

describe("a policy page's recording", () => {
  const pageId = async (slug: string) =>
    (await service.from("pages").select("id").eq("slug", slug).single().throwOnError()).data.id;

  it("a visitor hears the recording of each policy page while the page exists", async () => {
    for (const slug of policySlugs) {
      const id = await pageId(slug);
      const { path, upload, row } = await record(editor, "pages", id, "hi");
      expect(upload.error).toBeNull();
      expect(row.error).toBeNull();
      expect(await heardByVisitor("pages", id, path)).toEqual({ rows: [path], status: 200 });
    }
    // A page staff remove takes its recording out of the visitor's reach.
    const { data: page } = await service.from("pages").select("*").eq("slug", "refund-policy").single().throwOnError();
    const { data: kept } = await admin.from("recordings").select("storage_path").eq("item_id", page.id).single();
    await admin.from("pages").delete().eq("id", page.id).throwOnError();
    try {
      expect(await heardByVisitor("pages", page.id, kept!.storage_path)).toEqual({ rows: [], status: null });
      expect((await admin.from("recordings").select("id").eq("item_id", page.id)).data).toHaveLength(1);
    } finally {
      await service.from("pages").insert(page).throwOnError();
    }
  });

  it("is refused for a page the site does not read aloud, and for no page at all", async () => {
    const sensory = await pageId("first-visit-sensory");
    for (const id of [sensory, crypto.randomUUID()]) {
      const { row } = await record(admin, "pages", id);
      expect(row.error?.message).toBe("a page's recording must be of a policy page (privacy, terms or refund-policy)");
    }
    expect((await admin.from("recordings").select("id").eq("item_id", sensory)).data).toEqual([]);
  });

  it("the site's list of policy pages is the database's", async () => {
    const [{ source }] = await ctx.sql<{ source: string }[]>`
      select prosrc as source from pg_proc where proname = 'recording_is_of_a_policy_page'`;
    const listed = [...source.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]).filter((slug) => slug !== "pages");
    expect(listed).toEqual([...policySlugs]);
  });
});

describe("the database's rules", () => {
  it("refuses an item kind it does not know and an easy-read page that is not one of the six", async () => {
    const item = crypto.randomUUID();
    const unknown = await admin.from("recordings").insert({
      item_kind: "easy_read_points" as RecordingItemKind,
      item_id: item,
      language: "en",
      storage_path: `easy_read_points/${item}/en-x.mp3`,
    });
    expect(unknown.error?.message).toContain("item_kind must be a kind of item the site reads aloud");
    const noPage = await admin.from("recordings").insert({
      item_kind: "easy_read_pages",
      item_id: item,
      language: "en",
      storage_path: `easy_read_pages/${item}/en-x.mp3`,
    });
    expect(noPage.error?.message).toContain("an easy-read page's recording must be of one of the six pages");
  });

  it("keeps a media file a story step shows when another row that showed it is deleted", async () => {
    const media = admin.storage.from("media");
    const path = `first-visit/${crypto.randomUUID()}.webp`;
    const webp = new Blob([new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80])], { type: "image/webp" });
    expect((await media.upload(path, webp, { contentType: "image/webp" })).error).toBeNull();
    const url = media.getPublicUrl(path).data.publicUrl;
    const { data: photo } = await admin
      .from("photos")
      .insert({
        image_url: url,
        image_width: 800,
        image_height: 600,
        image_alt: `Shared with a step ${crypto.randomUUID()}`,
        placement: "gallery",
        consent_confirmed: true,
      })
      .select("id")
      .single()
      .throwOnError();
    const { data: shown } = await admin
      .from("visit_steps")
      .insert(aStep("published", url))
      .select("id")
      .single()
      .throwOnError();

    const queued = () => ctx.sql`select 1 from private.media_removals where path = ${path}`;
    await admin.from("photos").delete().eq("id", photo.id).throwOnError();
    expect(await queued()).toHaveLength(0);
    // The step was the last to show it: now it goes.
    await admin.from("visit_steps").delete().eq("id", shown.id).throwOnError();
    expect(await queued()).toHaveLength(1);
  });
});
