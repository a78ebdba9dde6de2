import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Sql } from "postgres";
import type { ProjectJwt } from "../jwt";
import { callerOf, type Caller } from "./caller";
import { errors, sendError, sendJson, StorageError } from "./errors";
import { checkObjectName, createFileStore } from "./files";
import { createObjectStore, type BucketRow, type ObjectRow } from "./objects";
import { isCacheControl, readUpload } from "./upload";

const MAX_JSON_BODY = 64 * 1024;

/**
 * Routes real Storage has (supabase/storage src/http/routes/object, routes/bucket) that the product
 * does not use and this stand-in does not implement: they answer as Storage answers a route it does
 * not have (404, src/http/not-found-handler.ts), never what a neighbouring route would make of them
 * (a signed URL read as a bucket called "sign"), and never 501, which a client may retry.
 */
const UNSUPPORTED = [
  /^POST \/bucket\/?$/,
  /^(PUT|DELETE) \/bucket\/[^/]+$/,
  /^POST \/bucket\/[^/]+\/empty$/,
  /^POST \/object\/copy$/,
  /^POST \/object\/list-v2\/[^/]+$/,
  /^(GET|HEAD) \/object\/info\//,
  /^(GET|POST) \/object\/sign\//,
  /^(POST|PUT) \/object\/upload\/sign\//,
  /^DELETE \/object\/[^/]+\/.+$/,
];

/**
 * The part of Supabase Storage's HTTP API that supabase-js's storage client uses (see
 * docs/architecture.md): upload, update, remove, list, move, public and authenticated download,
 * and reading buckets. `path` is the request path below /storage/v1.
 */
export function createStorageHandler(options: { sql: Sql; jwt: ProjectJwt; filesDir: string }) {
  const files = createFileStore(options.filesDir);
  const store = createObjectStore(options.sql, files);

  async function upload(req: IncomingMessage, caller: Caller, bucketId: string, name: string) {
    const bucket = await store.bucketSettings(bucketId);
    const body = await readUpload(req, store.sizeLimit(bucket));
    const mode = req.method === "PUT" ? "update" : req.headers["x-upsert"] === "true" ? "upsert" : "insert";
    return store.write(caller, bucket, checkObjectName(name), body, mode);
  }

  async function list(req: IncomingMessage, caller: Caller, bucketId: string) {
    const body = await readJson(req);
    const sortBy = (body.sortBy ?? {}) as { order?: unknown };
    return store.list(caller, bucketId, {
      prefix: typeof body.prefix === "string" ? body.prefix : "",
      limit: typeof body.limit === "number" ? body.limit : 100,
      offset: typeof body.offset === "number" ? body.offset : 0,
      search: typeof body.search === "string" ? body.search : "",
      order: sortBy.order === "desc" ? "desc" : "asc",
    });
  }

  async function remove(req: IncomingMessage, caller: Caller, bucketId: string) {
    const { prefixes } = await readJson(req);
    if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === "string")) {
      throw errors.invalidRequest("prefixes must be a non-empty array of object names");
    }
    // Every column of each deleted row, as Storage's `DELETE ... RETURNING *` (src/storage/database/pg.ts deleteObjects).
    return store.remove(caller, bucketId, prefixes as string[]);
  }

  async function move(req: IncomingMessage, caller: Caller) {
    const body = await readJson(req);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
    if (typeof bucketId !== "string" || typeof sourceKey !== "string" || typeof destinationKey !== "string") {
      throw errors.invalidRequest("bucketId, sourceKey and destinationKey are required");
    }
    const toBucket = typeof destinationBucket === "string" ? destinationBucket : bucketId;
    await store.move(
      caller,
      { bucket: bucketId, name: sourceKey },
      { bucket: toBucket, name: checkObjectName(destinationKey) },
    );
    return { message: "Successfully moved" };
  }

  /** Public objects skip the policies, as on Supabase: the bucket being public is the permission. */
  async function download(
    req: IncomingMessage,
    res: ServerResponse,
    caller: Caller | null,
    bucketId: string,
    name: string,
  ) {
    const bucket = await store.bucketSettings(bucketId);
    if (!caller && !bucket.public) throw errors.objectNotFound();
    sendObject(req, res, await store.find(caller, bucketId, name), files.pathOf(bucketId, name));
  }

  return async function handleStorage(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const route = `${req.method} ${path}`;
    try {
      if (UNSUPPORTED.some((pattern) => pattern.test(route))) throw errors.notFound(req.method ?? "GET", path);
      const object = /^(GET|HEAD) \/object\/public\/([^/]+)\/(.+)$/.exec(route);
      if (object) return await download(req, res, null, object[2], decodeURIComponent(object[3]));
      const caller = await callerOf(req, options.jwt);
      let match: RegExpExecArray | null;
      if ((match = /^(GET|HEAD) \/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(route))) {
        return await download(req, res, caller, match[2], decodeURIComponent(match[3]));
      }
      if (route === "POST /object/move") return sendJson(res, 200, await move(req, caller));
      if ((match = /^POST \/object\/list\/([^/]+)$/.exec(route)))
        return sendJson(res, 200, await list(req, caller, match[1]));
      if ((match = /^(POST|PUT) \/object\/([^/]+)\/(.+)$/.exec(route))) {
        return sendJson(res, 200, await upload(req, caller, match[2], decodeURIComponent(match[3])));
      }
      if ((match = /^DELETE \/object\/([^/]+)\/?$/.exec(route)))
        return sendJson(res, 200, await remove(req, caller, match[1]));
      if (route === "GET /bucket" || route === "GET /bucket/")
        return sendJson(res, 200, (await store.buckets(caller)).map(bucketJson));
      if ((match = /^GET \/bucket\/([^/]+)$/.exec(route))) {
        const [bucket] = await store.buckets(caller, decodeURIComponent(match[1]));
        if (!bucket) throw errors.bucketNotFound();
        // getBucket.ts selects these columns only: no `type`, unlike the list.
        const { type: _type, ...one } = bucketJson(bucket);
        return sendJson(res, 200, one);
      }
      throw errors.notFound(req.method ?? "GET", path);
    } catch (error) {
      if (error instanceof StorageError) return sendError(res, error);
      console.error("[storage]", error);
      return sendError(res, errors.internal());
    }
  };
}

function sendObject(req: IncomingMessage, res: ServerResponse, row: ObjectRow, path: string) {
  const metadata = row.metadata ?? {};
  const eTag = String(metadata.eTag ?? "");
  const cacheControl = String(metadata.cacheControl ?? "max-age=3600");
  const headers = {
    "Content-Type": String(metadata.mimetype ?? "application/octet-stream"),
    // Uploads are checked (upload.ts); a row stored before that check may hold anything.
    "Cache-Control": isCacheControl(cacheControl) ? cacheControl : "no-cache",
    ETag: eTag,
    "Last-Modified": new Date(row.updated_at).toUTCString(),
    // The file is served as the type it was uploaded with, never as what a browser guesses from
    // its bytes (an image that is really HTML must not run as a page on this origin).
    "X-Content-Type-Options": "nosniff",
  };
  if (eTag && req.headers["if-none-match"] === eTag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const size = statSync(path, { throwIfNoEntry: false })?.size;
  if (size === undefined) throw errors.objectNotFound();
  res.writeHead(200, { ...headers, "Content-Length": size });
  if (req.method === "HEAD") res.end();
  else createReadStream(path).pipe(res);
}

function bucketJson(bucket: BucketRow) {
  const { id, name, owner, created_at, updated_at, allowed_mime_types } = bucket;
  const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  // supabase/storage src/http/routes/bucket/getAllBuckets.ts: these columns, and `type` for clients that know it.
  return {
    id,
    name,
    owner,
    public: bucket.public,
    type: "STANDARD",
    file_size_limit: limit,
    allowed_mime_types,
    created_at,
    updated_at,
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BODY) throw errors.invalidRequest("Request body is too large");
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw errors.invalidRequest("The body must be a JSON object");
}
