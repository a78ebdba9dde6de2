import { beforeAll, describe, expect, it } from "vitest";
import { client, nonStaffClient, staffClient, useBackend, type Client } from "../integration/backend";
import { call } from "./http";

// The Storage calls the product makes (src/admin/images/mediaStore.ts: upload, getPublicUrl,
// remove; src/admin/dashboard/systemStatus.ts: listBuckets), on the wire, as real Supabase Storage
// (github.com/supabase/storage) answers them. Its errors (src/http/error-handler.ts,
// src/internal/errors/storage-error.ts and codes.ts): HTTP 400 for every error that is not a 500,
// and the error's own status as the string `statusCode` in the body, with `code`, `error`, `message`.

const ctx = useBackend();
let staffToken: string;
let parentToken: string;
let staff: Client;

beforeAll(async () => {
  staff = await staffClient(ctx.backend);
  staffToken = (await staff.auth.getSession()).data.session!.access_token;
  const parent = await nonStaffClient(ctx.backend);
  parentToken = (await parent.auth.getSession()).data.session!.access_token;
});

const jpeg = (text: string) => new Blob([`\xff\xd8\xff ${text}`], { type: "image/jpeg" });

/** An upload as storage-js sends a Blob (storage-js src/packages/StorageFileApi.ts uploadOrUpdate). */
function upload(path: string, blob: Blob, init: { token?: string; upsert?: boolean; method?: string } = {}) {
  return call(ctx.backend, init.method ?? "POST", `/storage/v1/object/media/${path}`, {
    token: init.token ?? staffToken,
    body: blob,
    headers: {
      "Content-Type": blob.type,
      "cache-control": "max-age=31536000",
      "x-upsert": String(init.upsert ?? false),
    },
  });
}

function expectStorageError(
  answer: { status: number; headers: Headers; body: unknown },
  statusCode: string,
  code: string,
  error: string,
  message?: string | RegExp,
) {
  expect(answer.status).toBe(statusCode === "500" ? 500 : 400);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(answer.body).toMatchObject({ statusCode, code, error, ...(message === undefined ? {} : { message }) });
}

describe("POST /object/{bucket}/{path} (bucket.upload in the admin's photo fields)", () => {
  it("answers 200 { Id, Key } (src/http/routes/object/createObject.ts)", async () => {
    const answer = await upload("contract/first.jpg", jpeg("first"));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Id: expect.any(String), Key: "media/contract/first.jpg" });
    // storage-js reads it as { path, id, fullPath } (StorageFileApi.uploadOrUpdate).
    const { data, error } = await staff.storage.from("media").upload("contract/second.jpg", jpeg("second"));
    expect(error).toBeNull();
    expect(data).toEqual({
      path: "contract/second.jpg",
      id: expect.any(String),
      fullPath: "media/contract/second.jpg",
    });
  });

  it("answers an existing name without upsert HTTP 400, statusCode 409 KeyAlreadyExists; with x-upsert 200 (codes.ts KeyAlreadyExists, src/storage/database/pg.ts)", async () => {
    await upload("contract/twice.jpg", jpeg("one"));
    expectStorageError(
      await upload("contract/twice.jpg", jpeg("two")),
      "409",
      "KeyAlreadyExists",
      "Duplicate",
      "The resource already exists",
    );
    expect((await upload("contract/twice.jpg", jpeg("three"), { upsert: true })).status).toBe(200);
    expect((await upload("contract/twice.jpg", jpeg("four"), { method: "PUT" })).status).toBe(200);
  });

  it("answers a file over the bucket's limit HTTP 400, statusCode 413 EntityTooLarge (codes.ts EntityTooLarge)", async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: "image/jpeg" });
    expectStorageError(
      await upload("contract/big.jpg", big),
      "413",
      "EntityTooLarge",
      "Payload too large",
      "The object exceeded the maximum allowed size",
    );
  });

  it("answers a type the bucket refuses HTTP 400, statusCode 415 InvalidMimeType (codes.ts InvalidMimeType)", async () => {
    expectStorageError(
      await upload("contract/page.html", new Blob(["<p>hi</p>"], { type: "text/html" })),
      "415",
      "InvalidMimeType",
      "invalid_mime_type",
      "mime type text/html is not supported",
    );
  });

  it("answers a signed-in non-staff caller HTTP 400, statusCode 403 AccessDenied (src/storage/database/errors.ts 42501)", async () => {
    expectStorageError(
      await upload("contract/parent.jpg", jpeg("parent"), { token: parentToken }),
      "403",
      "AccessDenied",
      "Unauthorized",
      "new row violates row-level security policy",
    );
  });

  it("answers a token that does not verify HTTP 400, statusCode 403 AccessDenied (src/http/plugins/jwt.ts)", async () => {
    const forged = `${staffToken.split(".").slice(0, 2).join(".")}.AAAA`;
    expectStorageError(
      await upload("contract/forged.jpg", jpeg("x"), { token: forged }),
      "403",
      "AccessDenied",
      "Unauthorized",
    );
  });

  it("supabase-js reads a refusal as StorageApiError with the body's message and statusCode (storage-js src/lib/common/fetch.ts)", async () => {
    await staff.storage.from("media").upload("contract/read.jpg", jpeg("one"));
    const { error } = await staff.storage.from("media").upload("contract/read.jpg", jpeg("two"));
    expect(error).toMatchObject({
      name: "StorageApiError",
      message: "The resource already exists",
      statusCode: "409",
      status: 400,
    });
  });
});

describe("GET /object/public/{bucket}/{path} (getPublicUrl: every photo on the site)", () => {
  it("answers 200 with the bytes, Content-Type, Cache-Control, ETag and Last-Modified (src/http/routes/object/getPublicObject.ts)", async () => {
    await upload("contract/public.jpg", jpeg("public"));
    const url = client(ctx.backend).storage.from("media").getPublicUrl("contract/public.jpg").data.publicUrl;
    expect(url).toBe(`${ctx.backend.url}/storage/v1/object/public/media/contract/public.jpg`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("max-age=31536000");
    expect(response.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(response.headers.get("last-modified")).toBeTruthy();
    expect(await response.text()).toContain("public");
  });

  it("answers a missing object HTTP 400, statusCode 404 NoSuchKey, and a missing bucket statusCode 404 NoSuchBucket (codes.ts NoSuchKey, NoSuchBucket)", async () => {
    expectStorageError(
      await call(ctx.backend, "GET", "/storage/v1/object/public/media/contract/never.jpg", { apikey: null }),
      "404",
      "NoSuchKey",
      "not_found",
      "Object not found",
    );
    expectStorageError(
      await call(ctx.backend, "GET", "/storage/v1/object/public/no-such-bucket/x.jpg", { apikey: null }),
      "404",
      "NoSuchBucket",
      "Bucket not found",
      "Bucket not found",
    );
  });
});

describe("DELETE /object/{bucket} (bucket.remove when a photo is replaced or deleted)", () => {
  it("answers 200 with the removed rows, and [] for names that are not there (src/http/routes/object/deleteObjects.ts, pg.ts deleteObjects)", async () => {
    await upload("contract/gone.jpg", jpeg("gone"));
    const answer = await call(ctx.backend, "DELETE", "/storage/v1/object/media", {
      token: staffToken,
      body: { prefixes: ["contract/gone.jpg", "contract/never-there.jpg"] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        name: "contract/gone.jpg",
        bucket_id: "media",
        id: expect.any(String),
        metadata: expect.objectContaining({ mimetype: "image/jpeg" }),
        // every column of the row, as RETURNING * gives it
        path_tokens: ["contract", "gone.jpg"],
        version: expect.any(String),
        owner_id: expect.any(String),
        is_delete_marker: false,
        is_versioned: false,
      }),
    ]);
    const again = await call(ctx.backend, "DELETE", "/storage/v1/object/media", {
      token: staffToken,
      body: { prefixes: ["contract/gone.jpg"] },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual([]);
  });
});

describe("GET /bucket (storage.listBuckets on the dashboard's system status)", () => {
  it("answers 200 with the buckets the caller may see, in getAllBuckets' columns (src/http/routes/bucket/getAllBuckets.ts)", async () => {
    const answer = await call(ctx.backend, "GET", "/storage/v1/bucket", { token: staffToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: "media",
        name: "media",
        owner: null,
        public: true,
        type: "STANDARD",
        file_size_limit: 5 * 1024 * 1024,
        allowed_mime_types: expect.any(Array),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
  });
});

describe("GET /bucket/{id} (storage.getBucket)", () => {
  it("answers 200 with getBucket's columns only, no `type` (src/http/routes/bucket/getBucket.ts)", async () => {
    const answer = await call(ctx.backend, "GET", "/storage/v1/bucket/media", { token: staffToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: "media",
      name: "media",
      owner: null,
      public: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: expect.any(Array),
    });
  });
});

describe("routes", () => {
  it("answers a route Storage does not have with a real HTTP 404 (src/http/not-found-handler.ts)", async () => {
    const answer = await call(ctx.backend, "GET", "/storage/v1/nothing-here", { token: staffToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      statusCode: "404",
      code: "InvalidRequest",
      error: "Not Found",
      message: "Route GET:/nothing-here not found",
    });
  });

  it.each([
    ["POST", "/object/sign/media/contract/first.jpg"],
    ["POST", "/object/upload/sign/media/contract/new.jpg"],
    ["POST", "/object/copy"],
    ["GET", "/object/info/media/contract/first.jpg"],
    ["POST", "/object/list-v2/media"],
    ["POST", "/bucket"],
    ["DELETE", "/object/media/contract/first.jpg"],
  ])(
    "answers %s %s, a real Storage route the stand-in lacks, as a route Storage does not have: 404, never 501 (which a client may retry) nor 'Bucket not found'",
    async (method, path) => {
      const body = method === "GET" ? undefined : {};
      const answer = await call(ctx.backend, method, `/storage/v1${path}`, { token: staffToken, body });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        statusCode: "404",
        code: "InvalidRequest",
        error: "Not Found",
        message: `Route ${method}:${path} not found`,
      });
    },
  );
});
