import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { client, nonStaffClient, serviceClient, staffClient, useBackend, type Client } from "./backend";

// Storage through the real supabase-js storage client: the `media` bucket's policies and limits
// (supabase/migrations/20261125013100_baseline.sql, section "Photos and storage") decide, in the server.

const handle = useBackend();
let staff: Client;
let user: Client;
let anon: Client;

beforeAll(async () => {
  staff = await staffClient(handle.backend);
  user = await nonStaffClient(handle.backend);
  anon = client(handle.backend);
});

const jpeg = (text: string) => new Blob([`\xff\xd8\xff fake jpeg: ${text}`], { type: "image/jpeg" });
const media = (c: Client) => c.storage.from("media");

// A missing object is HTTP 400 with "statusCode": "404" in the body, as real Storage answers
// (supabase/storage src/http/error-handler.ts); tests/contract/storage.test.ts holds the details.
const MISSING = 400;

async function download(path: string) {
  const response = await fetch(media(anon).getPublicUrl(path).data.publicUrl);
  return { response, text: response.ok ? await response.text() : "" };
}

describe("media bucket, as staff", () => {
  it("uploads, and anyone downloads it with its Content-Type and Cache-Control", async () => {
    const { data, error } = await media(staff).upload("tests/first.jpg", jpeg("first"), { cacheControl: "31536000" });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe("media/tests/first.jpg");

    const { response, text } = await download("tests/first.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("max-age=31536000");
    expect(text).toContain("fake jpeg: first");
  });

  it("refuses to overwrite without upsert, and replaces with upsert or update", async () => {
    await media(staff).upload("tests/replace.jpg", jpeg("one"));
    const again = await media(staff).upload("tests/replace.jpg", jpeg("two"));
    expect(again.error?.message).toBe("The resource already exists");
    expect((await download("tests/replace.jpg")).text).toContain("one");

    expect((await media(staff).upload("tests/replace.jpg", jpeg("two"), { upsert: true })).error).toBeNull();
    expect((await download("tests/replace.jpg")).text).toContain("two");
    expect((await media(staff).update("tests/replace.jpg", jpeg("three"))).error).toBeNull();
    expect((await download("tests/replace.jpg")).text).toContain("three");
  });

  it("lists a folder, moves an object and deletes it", async () => {
    await media(staff).upload("tests/list/a.jpg", jpeg("a"));
    await media(staff).upload("tests/list/deeper/b.jpg", jpeg("b"));
    const { data: listed } = await media(anon).list("tests/list");
    expect(listed?.map((entry) => [entry.name, entry.id === null ? "folder" : "file"])).toEqual([
      ["a.jpg", "file"],
      ["deeper", "folder"],
    ]);

    expect((await media(staff).move("tests/list/a.jpg", "tests/list/moved.jpg")).error).toBeNull();
    expect((await download("tests/list/a.jpg")).response.status).toBe(MISSING);
    expect((await download("tests/list/moved.jpg")).text).toContain("a");

    const onDisk = () => existsSync(join(handle.backend.storageDir, "media", "tests", "list", "moved.jpg"));
    expect(onDisk()).toBe(true);
    const removed = await media(staff).remove(["tests/list/moved.jpg", "tests/list/deeper/b.jpg"]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual(["tests/list/deeper/b.jpg", "tests/list/moved.jpg"]);
    expect(onDisk()).toBe(false);
    const gone = await download("tests/list/moved.jpg");
    expect(gone.response.status).toBe(MISSING);
    expect(await gone.response.json()).toMatchObject({ statusCode: "404", message: "Object not found" });
  });

  it("reports the bucket's settings", async () => {
    const { data, error } = await staff.storage.getBucket("media");
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: "media",
      public: true,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ["image/jpeg", "image/png", "image/webp"],
    });
  });
});

describe("media bucket, as visitors and signed-in non-staff", () => {
  it.each([
    ["anonymous", () => anon],
    ["signed-in non-staff", () => user],
  ])("refuses uploads, replacements and deletes by %s", async (_who, as) => {
    const path = `tests/protected-${Math.random()}.jpg`;
    await media(staff).upload(path, jpeg("staff's"));

    const upload = await media(as()).upload(`tests/intruder-${Math.random()}.jpg`, jpeg("intruder"));
    expect(upload.error?.message).toBe("new row violates row-level security policy");
    const upsert = await media(as()).upload(path, jpeg("intruder"), { upsert: true });
    expect(upsert.error).not.toBeNull();
    const update = await media(as()).update(path, jpeg("intruder"));
    expect(update.error).not.toBeNull();

    const removed = await media(as()).remove([path]);
    expect(removed.data).toEqual([]);
    expect((await download(path)).text).toContain("staff's");
  });
});

describe("media bucket limits, enforced by the server", () => {
  it("refuses a file over 5 MB, even from staff", async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: "image/jpeg" });
    const { error } = await media(staff).upload("tests/too-big.jpg", big);
    expect(error?.message).toBe("The object exceeded the maximum allowed size");
    expect((error as { statusCode?: string } | null)?.statusCode).toBe("413");
    expect((await download("tests/too-big.jpg")).response.status).toBe(MISSING);
  });

  it("accepts a file of exactly 5 MB", async () => {
    const limit = new Blob([new Uint8Array(5 * 1024 * 1024)], { type: "image/jpeg" });
    expect((await media(staff).upload("tests/at-limit.jpg", limit)).error).toBeNull();
  });

  it.each(["image/heic", "image/gif", "text/html"])("refuses type %s, even from staff", async (type) => {
    const file = new Blob(["not allowed"], { type });
    const { error } = await media(staff).upload(`tests/wrong-type-${Math.random()}`, file);
    expect(error?.message).toBe(`mime type ${type} is not supported`);
    expect((error as { statusCode?: string } | null)?.statusCode).toBe("415");
  });
});

describe("what an attacker tries, answered as Storage answers", () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    logged = vi.spyOn(console, "error");
  });
  afterEach(() => {
    // A refusal is an answer, not a failure: nothing was logged as an unexpected error.
    expect(logged).not.toHaveBeenCalled();
    logged.mockClear();
  });

  const expectInvalidKey = (error: unknown) => {
    expect(error).toMatchObject({ statusCode: "400" });
    expect((error as { message: string }).message).toMatch(/^Invalid key: /);
  };

  it("refuses a folder or file name over 255 bytes with a 400, and keeps serving", async () => {
    const { data, error } = await media(staff).upload(`tests/${"a".repeat(300)}.jpg`, jpeg("long"));
    expect(data).toBeNull();
    expectInvalidKey(error);
    expect((await media(staff).upload(`tests/${"a".repeat(251)}.jpg`, jpeg("255 bytes"))).error).toBeNull();
  });

  it("refuses a name that passes through an object, or lands on a folder, with a 400", async () => {
    expect((await media(staff).upload("tests/nested/photo.jpg", jpeg("file"))).error).toBeNull();
    expectInvalidKey((await media(staff).upload("tests/nested/photo.jpg/inner.jpg", jpeg("under a file"))).error);
    expectInvalidKey((await media(staff).upload("tests/nested", jpeg("over a folder"))).error);
    expectInvalidKey((await media(staff).move("tests/nested/photo.jpg", "tests/nested/photo.jpg/moved.jpg")).error);
    expect((await download("tests/nested/photo.jpg")).text).toContain("file");
  });

  it("refuses a name with a line break or outside Storage's characters, as Storage's key rule does", async () => {
    // fetch drops a raw line break from a URL, so it is sent percent-encoded, as any client can.
    const token = (await staff.auth.getSession()).data.session!.access_token;
    const upload = (name: string) =>
      fetch(`${handle.backend.url}/storage/v1/object/media/tests/${name}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/jpeg" },
        body: "\xff\xd8\xff",
      });
    for (const name of ["line%0D%0Abreak.jpg", "%E0%A4%AB%E0%A5%8B%E0%A4%9F%E0%A5%8B.jpg"]) {
      const response = await upload(name);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidKey" });
    }
  });

  it("refuses a cacheControl that is not plain directives, stores nothing, and later GETs still answer", async () => {
    const refused = await media(staff).upload("tests/header.jpg", jpeg("crlf"), {
      cacheControl: "3600\r\nX-Injected: yes",
    });
    expect(refused.error).toMatchObject({ statusCode: "400" });
    expect((await download("tests/header.jpg")).response.status).toBe(MISSING);

    expect((await media(staff).upload("tests/header.jpg", jpeg("ok"), { cacheControl: "600" })).error).toBeNull();
    const { response, text } = await download("tests/header.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("max-age=600");
    expect(response.headers.get("x-injected")).toBeNull();
    expect(text).toContain("ok");
  });

  it("lists objects without their owner, to visitors and staff alike", async () => {
    await media(staff).upload("tests/owned/a.jpg", jpeg("owned"));
    for (const who of [anon, staff]) {
      const { data, error } = await media(who).list("tests/owned");
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(Object.keys(data![0]).sort()).toEqual(
        ["created_at", "id", "last_accessed_at", "metadata", "name", "updated_at"].sort(),
      );
      expect(JSON.stringify(data)).not.toContain((await staff.auth.getUser()).data.user!.id);
    }
  });

  it("serves objects with X-Content-Type-Options: nosniff", async () => {
    await media(staff).upload("tests/sniff.jpg", jpeg("<html><script>alert(1)</script>"));
    const url = media(anon).getPublicUrl("tests/sniff.jpg").data.publicUrl;
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(url, { method });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const etag = (await fetch(url)).headers.get("etag")!;
    const notModified = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("signed URLs, copy, info and list-v2 (the rest of storage-js's file API)", () => {
  it("signs a URL for an object the caller may read; anyone with it downloads, ?download saves it", async () => {
    await media(staff).upload("tests/signed/photo.jpg", jpeg("signed"));
    const { data, error } = await media(staff).createSignedUrl("tests/signed/photo.jpg", 60, { download: "saved.jpg" });
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${handle.backend.url}/storage/v1/object/sign/media/tests/signed/photo\\.jpg\\?token=`),
    );
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=saved.jpg; filename*=UTF-8''saved.jpg",
    );
    expect(await response.text()).toContain("signed");

    const missing = await media(staff).createSignedUrl("tests/signed/never.jpg", 60);
    expect(missing.error).toMatchObject({ message: "Object not found", statusCode: "404" });
  });

  it("signs many URLs at once, with an error for a name the caller cannot read", async () => {
    await media(staff).upload("tests/signed/one.jpg", jpeg("one"));
    const { data, error } = await media(anon).createSignedUrls(["tests/signed/one.jpg", "tests/signed/none.jpg"], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ path: "tests/signed/one.jpg", error: null, signedUrl: expect.any(String) }),
      expect.objectContaining({
        path: "tests/signed/none.jpg",
        error: "Either the object does not exist or you do not have access to it",
      }),
    ]);
    expect(await (await fetch(data![0].signedUrl!)).text()).toContain("one");
  });

  it("refuses a signed URL whose token was changed, or was made for another object", async () => {
    await media(staff).upload("tests/signed/a.jpg", jpeg("a"));
    await media(staff).upload("tests/signed/b.jpg", jpeg("b"));
    const { data } = await media(staff).createSignedUrl("tests/signed/a.jpg", 60);
    const token = new URL(data!.signedUrl).searchParams.get("token")!;
    const forged = await fetch(data!.signedUrl.replace(token, `${token.slice(0, -4)}AAAA`));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: "400", code: "InvalidJWT" });
    const elsewhere = await fetch(data!.signedUrl.replace("tests/signed/a.jpg", "tests/signed/b.jpg"));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ code: "InvalidSignature", message: "Invalid signature" });
  });

  it("signs an upload for staff; the URL uploads once without a session, and never for non-staff", async () => {
    const { data, error } = await media(staff).createSignedUploadUrl("tests/signed/upload.jpg");
    expect(error).toBeNull();
    const uploaded = await media(anon).uploadToSignedUrl(data!.path, data!.token, jpeg("by link"));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: "tests/signed/upload.jpg", fullPath: "media/tests/signed/upload.jpg" });
    expect((await download("tests/signed/upload.jpg")).text).toContain("by link");
    const again = await media(anon).uploadToSignedUrl(data!.path, data!.token, jpeg("again"), { upsert: true });
    expect(again.error).toMatchObject({ message: "The resource already exists", statusCode: "409" });

    // Made with upsert, the URL may replace it.
    const replacing = await media(staff).createSignedUploadUrl("tests/signed/upload.jpg", { upsert: true });
    expect(replacing.error).toBeNull();
    const replaced = await media(anon).uploadToSignedUrl(data!.path, replacing.data!.token, jpeg("replaced"));
    expect(replaced.error).toBeNull();
    expect((await download("tests/signed/upload.jpg")).text).toContain("replaced");

    for (const who of [anon, user]) {
      const refused = await media(who).createSignedUploadUrl(`tests/signed/intruder-${Math.random()}.jpg`);
      expect(refused.error).toMatchObject({ message: "new row violates row-level security policy" });
    }
  });

  it("copies an object within the policies, and reports its info and whether it exists", async () => {
    await media(staff).upload("tests/copy/source.jpg", jpeg("copied"), { metadata: { caption: "x" } });
    const copied = await media(staff).copy("tests/copy/source.jpg", "tests/copy/target.jpg");
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: "media/tests/copy/target.jpg" });
    expect((await download("tests/copy/target.jpg")).text).toContain("copied");
    expect((await media(user).copy("tests/copy/source.jpg", "tests/copy/by-parent.jpg")).error).toMatchObject({
      message: "new row violates row-level security policy",
    });

    const info = await media(staff).info("tests/copy/target.jpg");
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: "tests/copy/target.jpg",
      bucketId: "media",
      contentType: "image/jpeg",
      metadata: { caption: "x" },
      size: expect.any(Number),
      version: expect.any(String),
    });
    expect((await media(anon).exists("tests/copy/target.jpg")).data).toBe(true);
    expect((await media(anon).exists("tests/copy/never.jpg")).data).toBe(false);
  });

  it("lists with list-v2: folders one level down, objects paged by a cursor", async () => {
    for (const name of ["c.jpg", "a.jpg", "b.jpg", "deeper/d.jpg"])
      await media(staff).upload(`tests/v2/${name}`, jpeg(name));
    const first = await media(anon).listV2({ prefix: "tests/v2/", with_delimiter: true, limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ hasNext: true, folders: [] });
    expect(first.data!.objects.map((o) => o.name)).toEqual(["tests/v2/a.jpg", "tests/v2/b.jpg"]);
    const second = await media(anon).listV2({
      prefix: "tests/v2/",
      with_delimiter: true,
      limit: 2,
      cursor: first.data!.nextCursor,
    });
    expect(second.data).toMatchObject({ hasNext: false, folders: [{ key: "deeper", name: "tests/v2/deeper/" }] });
    expect(second.data!.objects.map((o) => o.key)).toEqual(["c.jpg"]);
  });
});

describe("buckets: created, changed, emptied and deleted by the service role only", () => {
  it("lets the service role manage a bucket, holding uploads to its new limits", async () => {
    const service = serviceClient(handle.backend);
    const id = `tests-${Date.now()}`;
    expect((await service.storage.createBucket(id, { public: false, fileSizeLimit: "1kb" })).data).toEqual({
      name: id,
    });
    const big = new Blob([new Uint8Array(2000)], { type: "text/plain" });
    expect((await service.storage.from(id).upload("big.txt", big)).error).toMatchObject({ statusCode: "413" });
    expect((await service.storage.updateBucket(id, { public: false, fileSizeLimit: null })).error).toBeNull();
    expect((await service.storage.from(id).upload("big.txt", big)).error).toBeNull();
    expect((await service.storage.getBucket(id)).data).toMatchObject({ id, public: false, file_size_limit: null });

    expect((await service.storage.deleteBucket(id)).error).toMatchObject({ statusCode: "409" });
    expect((await service.storage.emptyBucket(id)).error).toBeNull();
    expect((await service.storage.deleteBucket(id)).data).toEqual({ message: "Successfully deleted" });
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: "404" });
  });

  it.each([
    ["anonymous", () => anon],
    ["signed-in non-staff", () => user],
    ["staff", () => staff],
  ])("refuses %s: no policy on storage.buckets lets them create, change or delete one", async (_who, as) => {
    const created = await as().storage.createBucket(`intruder-${Date.now()}`);
    expect(created.error).toMatchObject({ message: "new row violates row-level security policy", statusCode: "403" });
    expect((await as().storage.updateBucket("media", { public: false })).error).not.toBeNull();
    expect((await as().storage.deleteBucket("media")).error).not.toBeNull();
    expect((await staff.storage.getBucket("media")).data).toMatchObject({ public: true });
  });
});
