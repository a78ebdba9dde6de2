import { beforeAll, describe, expect, it } from "vitest";
import { silentMp3 } from "../support/audio";
import { anArticle } from "../support/rows";
import { client, editorClient, nonStaffClient, serviceClient, staffClient, useBackend, type Client } from "./backend";

// Recordings to read a page aloud (supabase/migrations/20261127190200_recordings.sql;
// docs/architecture.md#read-aloud): the row and the file of a recording are readable by whoever
// can read its item, so a visitor hears published items only; only staff write either.

const handle = useBackend();
let admin: Client;
let editor: Client;
let outsider: Client;
let anon: Client;

beforeAll(async () => {
  admin = await staffClient(handle.backend);
  editor = await editorClient(handle.backend);
  outsider = await nonStaffClient(handle.backend);
  anon = client(handle.backend);
});

const mp3 = () => new Blob([silentMp3(1)], { type: "audio/mpeg" });
const bucket = (c: Client) => c.storage.from("recordings");

async function article(status: "published" | "draft"): Promise<string> {
  const { data, error } = await serviceClient(handle.backend)
    .from("news_articles")
    .insert(anArticle({ status }))
    .select("id")
    .single();
  if (error) throw error;
  return data.id;
}

/** Uploads a recording of the article as `as` and records it: the admin's two steps. */
async function record(as: Client, itemId: string, language: "en" | "hi" = "en") {
  const path = `news_articles/${itemId}/${language}-${crypto.randomUUID()}.mp3`;
  const upload = await bucket(as).upload(path, mp3(), { contentType: "audio/mpeg" });
  const row = await as
    .from("recordings")
    .insert({ item_kind: "news_articles", item_id: itemId, language, storage_path: path })
    .select("id, uploaded_by")
    .maybeSingle();
  return { path, upload, row };
}

describe("recordings of a published item", () => {
  it("staff upload one; a visitor reads its row and its file, and never who uploaded it", async () => {
    const id = await article("published");
    const { path, upload, row } = await record(admin, id);
    expect(upload.error).toBeNull();
    expect(row.error).toBeNull();
    const { data: me } = await admin.auth.getUser();
    expect(row.data?.uploaded_by).toBe(me.user?.id);

    const seen = await anon.from("recordings").select("storage_path, language").eq("item_id", id);
    expect(seen.data).toEqual([{ storage_path: path, language: "en" }]);
    expect((await anon.from("recordings").select("uploaded_by").eq("item_id", id)).error?.code).toBe("42501");

    const file = await bucket(anon).download(path);
    expect(file.error).toBeNull();
    expect(new Uint8Array(await file.data!.arrayBuffer())).toEqual(silentMp3(1));
    const signed = await bucket(anon).createSignedUrl(path, 600);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
  });

  it("an editor uploads, replaces and removes one", async () => {
    const id = await article("published");
    const first = await record(editor, id, "hi");
    expect(first.upload.error).toBeNull();
    expect(first.row.error).toBeNull();

    const next = `news_articles/${id}/hi-${crypto.randomUUID()}.mp3`;
    expect((await bucket(editor).upload(next, mp3())).error).toBeNull();
    const replaced = await editor
      .from("recordings")
      .update({ storage_path: next })
      .eq("id", first.row.data!.id)
      .select("storage_path")
      .single();
    expect(replaced.data?.storage_path).toBe(next);
    expect((await bucket(editor).remove([first.path])).data).toHaveLength(1);

    expect((await editor.from("recordings").delete().eq("id", first.row.data!.id).select("id")).data).toHaveLength(1);
    expect((await bucket(editor).remove([next])).data).toHaveLength(1);
    expect((await anon.from("recordings").select("id").eq("item_id", id)).data).toEqual([]);
  });

  it("keeps one recording per item and language, in the item's own folder", async () => {
    const id = await article("published");
    expect((await record(admin, id, "en")).row.error).toBeNull();
    const again = await record(admin, id, "en");
    expect(again.row.error?.message).toContain("one recording per item and language");
    const elsewhere = await admin.from("recordings").insert({
      item_kind: "news_articles",
      item_id: id,
      language: "hi",
      storage_path: `news_articles/${crypto.randomUUID()}/hi-x.mp3`,
    });
    expect(elsewhere.error?.message).toContain("storage_path must be");
  });
});

describe("who may not", () => {
  it("a visitor and a signed-in non-staff account upload nothing and record nothing", async () => {
    const id = await article("published");
    for (const caller of [anon, outsider]) {
      const { upload, row } = await record(caller, id);
      expect(upload.error?.message).toBe("new row violates row-level security policy");
      expect(row.data).toBeNull();
      expect(row.error).not.toBeNull();
    }
    expect((await admin.from("recordings").select("id").eq("item_id", id)).data).toEqual([]);
  });

  it("a visitor neither sees nor hears the recording of an unpublished item; staff do", async () => {
    const id = await article("draft");
    const { path, row } = await record(admin, id);
    expect(row.error).toBeNull();

    expect((await anon.from("recordings").select("id").eq("item_id", id)).data).toEqual([]);
    expect((await bucket(anon).download(path)).error).not.toBeNull();
    expect((await bucket(anon).createSignedUrl(path, 600)).error).not.toBeNull();
    expect((await bucket(outsider).download(path)).error).not.toBeNull();

    expect((await admin.from("recordings").select("id").eq("item_id", id)).data).toHaveLength(1);
    expect((await bucket(admin).download(path)).error).toBeNull();

    // Published: the same visitor now hears it; the item's own rule decided.
    await serviceClient(handle.backend).from("news_articles").update({ status: "published" }).eq("id", id);
    expect((await bucket(anon).download(path)).error).toBeNull();
  });

  it("the bucket takes audio only, up to 10 MB, and has no public address", async () => {
    const id = await article("published");
    const wav = new Blob([new Uint8Array(64)], { type: "audio/wav" });
    const refusedType = await bucket(admin).upload(`news_articles/${id}/en-a.wav`, wav);
    expect(refusedType.error?.message).toBe("mime type audio/wav is not supported");
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "audio/mpeg" });
    const refusedSize = await bucket(admin).upload(`news_articles/${id}/en-big.mp3`, big);
    expect(refusedSize.error?.message).toBe("The object exceeded the maximum allowed size");

    const { path } = await record(admin, id);
    const open = await fetch(bucket(anon).getPublicUrl(path).data.publicUrl);
    expect(open.ok).toBe(false);
  });
});
