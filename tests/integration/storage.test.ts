import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { client, nonStaffClient, staffClient, useBackend, type Client } from "./backend";

// Storage through the real supabase-js storage client: the `media` bucket's policies and limits
// (supabase/migrations/20261123005000_media_bucket.sql) decide, in the server.

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
    expect((await download("tests/list/a.jpg")).response.status).toBe(404);
    expect((await download("tests/list/moved.jpg")).text).toContain("a");

    const onDisk = () => existsSync(join(handle.backend.storageDir, "media", "tests", "list", "moved.jpg"));
    expect(onDisk()).toBe(true);
    const removed = await media(staff).remove(["tests/list/moved.jpg", "tests/list/deeper/b.jpg"]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual(["tests/list/deeper/b.jpg", "tests/list/moved.jpg"]);
    expect(onDisk()).toBe(false);
    const gone = await download("tests/list/moved.jpg");
    expect(gone.response.status).toBe(404);
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
    expect((await download("tests/too-big.jpg")).response.status).toBe(404);
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
