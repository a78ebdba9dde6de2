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
    ["GET", "/render/image/public/media/contract/first.jpg"],
    ["POST", "/render/image/sign/media/contract/first.jpg"],
    ["POST", "/upload/resumable"],
    ["GET", "/object/sign/media"],
    ["PATCH", "/bucket/media"],
  ])(
    "answers %s %s, a route the stand-in lacks (image transformations, resumable uploads) or a path below one of its own, as a route Storage does not have: 404, never 501 (which a client may retry) nor 'Bucket not found'",
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

const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** A signed URL for `path` in media, made by staff (getSignedURL.ts). */
async function signedUrl(path: string, expiresIn = 60) {
  const answer = await call(ctx.backend, "POST", `/storage/v1/object/sign/media/${path}`, {
    token: staffToken,
    body: { expiresIn },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { signedURL: string }).signedURL;
}

describe("POST /object/sign/{bucket}/{path} and GET /object/sign/... (createSignedUrl)", () => {
  it("answers { signedURL } relative to /storage/v1, whose GET serves the object to anyone, `download` as an attachment (getSignedURL.ts, getSignedObject.ts, renderer.ts handleDownload)", async () => {
    await upload("contract/signed.jpg", jpeg("signed"));
    const url = await signedUrl("contract/signed.jpg");
    expect(url).toMatch(/^\/object\/sign\/media\/contract\/signed\.jpg\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const plain = await call(ctx.backend, "GET", `/storage/v1${url}`, { apikey: null });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("image/jpeg");
    expect(plain.headers.get("content-disposition")).toBeNull();
    expect(plain.text).toContain("signed");
    const saved = await call(ctx.backend, "GET", `/storage/v1${url}&download=`, { apikey: null });
    expect(saved.headers.get("content-disposition")).toBe("attachment;");
  });

  it("answers a missing object HTTP 400, statusCode 404 NoSuchKey, and an expiresIn that is not a positive integer HTTP 400", async () => {
    expectStorageError(
      await call(ctx.backend, "POST", "/storage/v1/object/sign/media/contract/never.jpg", {
        token: staffToken,
        body: { expiresIn: 60 },
      }),
      "404",
      "NoSuchKey",
      "not_found",
      "Object not found",
    );
    await upload("contract/signed-zero.jpg", jpeg("zero"));
    const zero = await call(ctx.backend, "POST", "/storage/v1/object/sign/media/contract/signed-zero.jpg", {
      token: staffToken,
      body: { expiresIn: 0 },
    });
    expect(zero.status).toBe(400);
  });

  it("answers a changed token HTTP 400 InvalidJWT with jose's words, and an expired one '\"exp\" claim timestamp check failed' (object.ts verifyObjectSignature)", async () => {
    await upload("contract/signed-old.jpg", jpeg("old"));
    const url = await signedUrl("contract/signed-old.jpg", 1);
    const forged = await call(ctx.backend, "GET", `/storage/v1${url.slice(0, -4)}AAAA`, { apikey: null });
    expectStorageError(forged, "400", "InvalidJWT", "InvalidJWT", "signature verification failed");
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await call(ctx.backend, "GET", `/storage/v1${url}`, { apikey: null });
    expectStorageError(expired, "400", "InvalidJWT", "InvalidJWT", '"exp" claim timestamp check failed');
  });

  it("answers a token for another object, or an upload token, HTTP 400 InvalidSignature (object.ts verifyObjectSignature)", async () => {
    await upload("contract/signed-a.jpg", jpeg("a"));
    await upload("contract/signed-b.jpg", jpeg("b"));
    const url = await signedUrl("contract/signed-a.jpg");
    expectStorageError(
      await call(ctx.backend, "GET", `/storage/v1${url.replace("signed-a", "signed-b")}`, { apikey: null }),
      "400",
      "InvalidSignature",
      "InvalidSignature",
      "Invalid signature",
    );
    const upload2 = await call(ctx.backend, "POST", "/storage/v1/object/upload/sign/media/contract/signed-c.jpg", {
      token: staffToken,
    });
    const { token } = upload2.body as { token: string };
    expectStorageError(
      await call(ctx.backend, "GET", `/storage/v1/object/sign/media/contract/signed-c.jpg?token=${token}`, {
        apikey: null,
      }),
      "400",
      "InvalidSignature",
      "InvalidSignature",
      "Token is not scoped for download",
    );
  });
});

describe("POST /object/sign/{bucket} (createSignedUrls)", () => {
  it("answers one { error, path, signedURL } per path, in order (getSignedURLs.ts, object.ts signObjectUrls)", async () => {
    await upload("contract/many.jpg", jpeg("many"));
    const answer = await call(ctx.backend, "POST", "/storage/v1/object/sign/media", {
      body: { expiresIn: 60, paths: ["contract/many.jpg", "contract/none.jpg"] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        error: null,
        path: "contract/many.jpg",
        signedURL: expect.stringMatching(/^\/object\/sign\/media\/contract\/many\.jpg\?token=/),
      },
      {
        error: "Either the object does not exist or you do not have access to it",
        path: "contract/none.jpg",
        signedURL: null,
      },
    ]);
  });
});

describe("POST and PUT /object/upload/sign/{bucket}/{path} (createSignedUploadUrl, uploadToSignedUrl)", () => {
  it("answers { url, token }, and the PUT with the token and no session { Key }; the same URL again HTTP 400 statusCode 409 (getSignedUploadURL.ts, uploadSignedObject.ts)", async () => {
    const signed = await call(ctx.backend, "POST", "/storage/v1/object/upload/sign/media/contract/by-link.jpg", {
      token: staffToken,
    });
    expect(signed.status).toBe(200);
    const { url, token } = signed.body as { url: string; token: string };
    expect(token).toMatch(TOKEN);
    expect(url).toBe(`/object/upload/sign/media/contract/by-link.jpg?token=${token}`);
    const put = () =>
      call(ctx.backend, "PUT", `/storage/v1${url}`, {
        apikey: null,
        body: jpeg("by link"),
        headers: { "Content-Type": "image/jpeg", "x-upsert": "true" },
      });
    const first = await put();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Key: "media/contract/by-link.jpg" });
    expectStorageError(await put(), "409", "KeyAlreadyExists", "Duplicate", "The resource already exists");
  });

  it("answers a caller the policies refuse at signing: HTTP 400 statusCode 403, no URL (uploader.ts canUpload)", async () => {
    expectStorageError(
      await call(ctx.backend, "POST", "/storage/v1/object/upload/sign/media/contract/parent.jpg", {
        token: parentToken,
      }),
      "403",
      "AccessDenied",
      "Unauthorized",
      "new row violates row-level security policy",
    );
  });
});

describe("POST /object/copy, GET /object/info, HEAD, DELETE one object", () => {
  it("copy answers { Id, Key } and the new row (copyObject.ts)", async () => {
    await upload("contract/copy-from.jpg", jpeg("copy"));
    const answer = await call(ctx.backend, "POST", "/storage/v1/object/copy", {
      token: staffToken,
      body: { bucketId: "media", sourceKey: "contract/copy-from.jpg", destinationKey: "contract/copy-to.jpg" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Id: expect.any(String),
      Key: "media/contract/copy-to.jpg",
      bucket_id: "media",
      name: "contract/copy-to.jpg",
      metadata: expect.objectContaining({ mimetype: "image/jpeg" }),
    });
  });

  it("info answers InfoRenderer's fields exactly (getObjectInfo.ts, renderer/info.ts)", async () => {
    await upload("contract/info.jpg", jpeg("info"));
    const answer = await call(ctx.backend, "GET", "/storage/v1/object/info/media/contract/info.jpg", {
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(String),
      name: "contract/info.jpg",
      version: expect.any(String),
      bucket_id: "media",
      size: expect.any(Number),
      content_type: "image/jpeg",
      cache_control: "max-age=31536000",
      etag: expect.stringMatching(/^"[^"]+"$/),
      metadata: {},
      last_modified: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it("HEAD answers 200 with the headers, and a missing object HTTP 400 (getObjectInfo.ts head)", async () => {
    await upload("contract/head.jpg", jpeg("head"));
    const found = await call(ctx.backend, "HEAD", "/storage/v1/object/media/contract/head.jpg", { token: staffToken });
    expect(found.status).toBe(200);
    expect(found.headers.get("etag")).toMatch(/^"/);
    const missing = await call(ctx.backend, "HEAD", "/storage/v1/object/media/contract/nope.jpg", {
      token: staffToken,
    });
    expect(missing.status).toBe(400);
  });

  it("DELETE of one object answers { message: 'Successfully deleted' } (deleteObject.ts)", async () => {
    await upload("contract/one-gone.jpg", jpeg("gone"));
    const answer = await call(ctx.backend, "DELETE", "/storage/v1/object/media/contract/one-gone.jpg", {
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Successfully deleted" });
  });
});

describe("POST /object/move (move)", () => {
  it("answers a move into a bucket that is not there HTTP 400, statusCode 404 'The related resource does not exist' (src/storage/database/errors.ts 23503), not a 500", async () => {
    await upload("contract/move-away.jpg", jpeg("move"));
    expectStorageError(
      // As the service role: for staff the media policies refuse the new bucket before its key does.
      await call(ctx.backend, "POST", "/storage/v1/object/move", {
        apikey: ctx.backend.secretKey,
        body: {
          bucketId: "media",
          sourceKey: "contract/move-away.jpg",
          destinationKey: "contract/moved.jpg",
          destinationBucket: "no-such-bucket",
        },
      }),
      "404",
      "InvalidRequest",
      "InvalidRequest",
      "The related resource does not exist",
    );
  });
});

describe("POST /object/list-v2/{bucket} (listV2)", () => {
  it("answers { hasNext, folders, objects }, folders as { key, name: 'a/' } with with_delimiter (listObjectsV2.ts, object.ts listObjectsV2, search_v2)", async () => {
    await upload("contract/v2/x.jpg", jpeg("x"));
    await upload("contract/v2/sub/y.jpg", jpeg("y"));
    const answer = await call(ctx.backend, "POST", "/storage/v1/object/list-v2/media", {
      body: { prefix: "contract/v2/", with_delimiter: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      hasNext: false,
      folders: [expect.objectContaining({ key: "sub", name: "contract/v2/sub/" })],
      objects: [
        {
          key: "x.jpg",
          name: "contract/v2/x.jpg",
          id: expect.any(String),
          metadata: expect.objectContaining({ mimetype: "image/jpeg" }),
          updated_at: expect.any(String),
          created_at: expect.any(String),
          last_accessed_at: expect.any(String),
        },
      ],
    });
  });
});

describe("POST /bucket, PUT and DELETE /bucket/{id} (createBucket, updateBucket, deleteBucket)", () => {
  const asService = { apikey: undefined as string | undefined };
  beforeAll(() => {
    asService.apikey = ctx.backend.secretKey;
  });

  it("answers the service role { name }, then getBucket's columns, { message } for the update and the delete (createBucket.ts, updateBucket.ts, deleteBucket.ts)", async () => {
    const created = await call(ctx.backend, "POST", "/storage/v1/bucket", {
      ...asService,
      body: { name: "contract-bucket", public: false, file_size_limit: "1mb", allowed_mime_types: ["image/png"] },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ name: "contract-bucket" });
    const read = await call(ctx.backend, "GET", "/storage/v1/bucket/contract-bucket", asService);
    expect(read.body).toEqual({
      id: "contract-bucket",
      name: "contract-bucket",
      owner: null,
      public: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      file_size_limit: 1_000_000,
      allowed_mime_types: ["image/png"],
    });
    const updated = await call(ctx.backend, "PUT", "/storage/v1/bucket/contract-bucket", {
      ...asService,
      body: { public: true },
    });
    expect(updated.body).toEqual({ message: "Successfully updated" });
    const deleted = await call(ctx.backend, "DELETE", "/storage/v1/bucket/contract-bucket", asService);
    expect(deleted.body).toEqual({ message: "Successfully deleted" });
  });

  it("answers anyone else HTTP 400 statusCode 403: no policy on storage.buckets lets them insert (src/storage/database/errors.ts 42501)", async () => {
    for (const token of [undefined, parentToken, staffToken]) {
      expectStorageError(
        await call(ctx.backend, "POST", "/storage/v1/bucket", { token, body: { name: "intruder" } }),
        "403",
        "AccessDenied",
        "Unauthorized",
        "new row violates row-level security policy",
      );
    }
  });

  it("answers a taken name statusCode 409 BucketAlreadyExists, a bad one 400 InvalidBucketName (codes.ts)", async () => {
    expectStorageError(
      await call(ctx.backend, "POST", "/storage/v1/bucket", { ...asService, body: { name: "media" } }),
      "409",
      "BucketAlreadyExists",
      "Duplicate",
      "The resource already exists",
    );
    expectStorageError(
      await call(ctx.backend, "POST", "/storage/v1/bucket", { ...asService, body: { name: "a/b" } }),
      "400",
      "InvalidBucketName",
      "Invalid Input",
      "Bucket name invalid",
    );
  });
});
