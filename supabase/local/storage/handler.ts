import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Sql } from "postgres";
import type { ProjectJwt } from "../jwt";
import { callerOf, type Caller } from "./caller";
import { errors, sendError, sendJson, StorageError } from "./errors";
import { checkObjectName, createFileStore } from "./files";
import { createBucketRoutes, NOT_A_BUCKET_ROUTE } from "./bucketRoutes";
import { listV2, type ListV2Options } from "./listing";
import { readJson } from "./json";
import { createObjectStore, type ObjectRow } from "./objects";
import { createSignedRoutes } from "./signedRoutes";
import { isCacheControl, parseMetadata, readUpload } from "./upload";

/**
 * Paths below routes of Storage's own (signed URLs, info, list-v2, copy, move): a request there
 * that none of them takes answers as Storage answers a route it does not have (404,
 * src/http/not-found-handler.ts), never what a neighbouring route would make of it (a signed URL
 * read as a bucket called "sign"), and never 501, which a client may retry.
 */
const RESERVED = /^[A-Z]+ \/object\/(sign|info|upload\/sign|list-v2|copy|move)(\/|$)/;

/**
 * The part of Supabase Storage's HTTP API that supabase-js's storage client uses (see
 * docs/architecture.md#storage-endpoints): objects (upload, update, download, info, list and
 * list-v2, move, copy, remove), signed URLs and uploads, and buckets. `path` is the request path
 * below /storage/v1.
 */
export function createStorageHandler(options: { sql: Sql; jwt: ProjectJwt; filesDir: string }) {
  const files = createFileStore(options.filesDir);
  const store = createObjectStore(options.sql, files);
  const bucketRoutes = createBucketRoutes(options.sql, files, store);
  const signed = createSignedRoutes(store);

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
  async function download(req: IncomingMessage, res: ServerResponse, caller: Caller | null, at: Place) {
    const bucket = await store.bucketSettings(at.bucket);
    if (!caller && !bucket.public) throw errors.objectNotFound();
    const row = await store.find(caller, at.bucket, at.name);
    sendObject(req, res, row, files.pathOf(at.bucket, at.name), at.query.get("download"));
  }

  /**
   * GET /object/info/... (getObjectInfo.ts, its InfoRenderer): the object's facts as JSON. The
   * public route answers for public buckets only, read as the platform as a public download is.
   */
  async function info(res: ServerResponse, caller: Caller | null, at: Place) {
    const bucket = await store.bucketSettings(at.bucket);
    if (!caller && !bucket.public) throw errors.bucketNotFound();
    const row = await store.find(caller, at.bucket, at.name);
    const metadata = row.metadata ?? {};
    res.setHeader("ETag", String(metadata.eTag ?? ""));
    res.setHeader("Last-Modified", new Date(row.updated_at).toUTCString());
    sendJson(res, 200, {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: row.user_metadata ?? {},
      last_modified: row.updated_at,
      created_at: row.created_at,
    });
  }

  async function copy(req: IncomingMessage, caller: Caller) {
    const body = await readJson(req);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
    if (typeof bucketId !== "string" || typeof sourceKey !== "string" || typeof destinationKey !== "string") {
      throw errors.invalidRequest("bucketId, sourceKey and destinationKey are required");
    }
    const toBucket = typeof destinationBucket === "string" && destinationBucket ? destinationBucket : bucketId;
    const metadataHeader = req.headers["x-metadata"];
    const row = await store.copy(
      caller,
      { bucket: bucketId, name: sourceKey },
      { bucket: toBucket, name: checkObjectName(destinationKey) },
      {
        upsert: req.headers["x-upsert"] === "true",
        copyMetadata: body.copyMetadata !== false,
        userMetadata:
          typeof metadataHeader === "string"
            ? parseMetadata(Buffer.from(metadataHeader, "base64").toString())
            : undefined,
      },
    );
    // copyObject.ts: `Id`, `Key`, then the new row.
    return { Id: row.id, Key: `${toBucket}/${destinationKey}`, ...row };
  }

  async function listV2Of(req: IncomingMessage, caller: Caller, bucketId: string) {
    const body = await readJson(req);
    const prefix = typeof body.prefix === "string" ? body.prefix : "";
    const sortBy = (body.sortBy ?? undefined) as ListV2Options["sortBy"];
    return listV2(await store.under(caller, bucketId, prefix), {
      prefix,
      withDelimiter: body.with_delimiter === true,
      limit: typeof body.limit === "number" ? body.limit : 1000,
      cursor: typeof body.cursor === "string" ? body.cursor : undefined,
      sortBy,
    });
  }

  /** Routes that need no session: public objects and their info, and signed URLs and uploads. */
  async function open(req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams) {
    let match: RegExpExecArray | null;
    const at = (m: RegExpExecArray): Place => ({
      bucket: decodeURIComponent(m[2]),
      name: decodeURIComponent(m[3]),
      query,
    });
    if ((match = /^(GET|HEAD) \/object\/public\/([^/]+)\/(.+)$/.exec(route))) {
      await download(req, res, null, at(match));
      return true;
    }
    if ((match = /^(GET) \/object\/info\/public\/([^/]+)\/(.+)$/.exec(route))) {
      await info(res, null, at(match));
      return true;
    }
    if ((match = /^(GET|HEAD) \/object\/sign\/([^/]+)\/(.+)$/.exec(route))) {
      const place = at(match);
      const { row, expires } = await signed.openSigned(query.get("token"), place.bucket, place.name);
      res.setHeader("Expires", new Date(expires * 1000).toUTCString());
      sendObject(req, res, row, files.pathOf(place.bucket, place.name), query.get("download"));
      return true;
    }
    if ((match = /^(PUT) \/object\/upload\/sign\/([^/]+)\/(.+)$/.exec(route))) {
      const place = at(match);
      sendJson(res, 200, await signed.uploadSigned(req, query.get("token"), place.bucket, place.name));
      return true;
    }
    return false;
  }

  /** Routes for a caller with a verified JWT (the API key's role, or a session's). */
  async function authenticated(req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams) {
    const caller = await callerOf(req, options.jwt);
    let match: RegExpExecArray | null;
    const at = (m: RegExpExecArray): Place => ({
      bucket: decodeURIComponent(m[2]),
      name: decodeURIComponent(m[3]),
      query,
    });
    const json = async (answer: Promise<unknown>) => sendJson(res, 200, await answer);
    if ((match = /^(POST) \/object\/sign\/([^/]+)\/(.+)$/.exec(route))) {
      const { bucket, name } = at(match);
      return json(signed.signOne(caller, bucket, name, await readJson(req)));
    }
    if ((match = /^POST \/object\/sign\/([^/]+)$/.exec(route))) {
      return json(signed.signMany(caller, decodeURIComponent(match[1]), await readJson(req)));
    }
    if ((match = /^(POST) \/object\/upload\/sign\/([^/]+)\/(.+)$/.exec(route))) {
      const { bucket, name } = at(match);
      return json(signed.signUpload(req, caller, bucket, name));
    }
    if ((match = /^(GET) \/object\/info\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(route))) {
      return info(res, caller, at(match));
    }
    if (route === "POST /object/copy") return json(copy(req, caller));
    if (route === "POST /object/move") return json(move(req, caller));
    if ((match = /^POST \/object\/list-v2\/([^/]+)$/.exec(route))) {
      return json(listV2Of(req, caller, decodeURIComponent(match[1])));
    }
    if (RESERVED.test(route)) throw errors.notFound(req.method ?? "GET", route.slice(route.indexOf(" ") + 1));
    if ((match = /^(GET|HEAD) \/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(route))) {
      return download(req, res, caller, at(match));
    }
    if ((match = /^POST \/object\/list\/([^/]+)$/.exec(route))) return json(list(req, caller, match[1]));
    if ((match = /^(POST|PUT) \/object\/([^/]+)\/(.+)$/.exec(route))) {
      const { bucket, name } = at(match);
      return json(upload(req, caller, bucket, name));
    }
    if ((match = /^DELETE \/object\/([^/]+)\/?$/.exec(route))) return json(remove(req, caller, match[1]));
    if ((match = /^(DELETE) \/object\/([^/]+)\/(.+)$/.exec(route))) {
      const { bucket, name } = at(match);
      await store.removeOne(caller, bucket, name);
      return sendJson(res, 200, { message: "Successfully deleted" });
    }
    if (route.split(" ")[1].startsWith("/bucket")) {
      const answer = await bucketRoutes(req, caller, route);
      if (answer !== NOT_A_BUCKET_ROUTE) return sendJson(res, 200, answer);
    }
    throw errors.notFound(req.method ?? "GET", route.slice(route.indexOf(" ") + 1));
  }

  return async function handleStorage(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const route = `${req.method} ${path}`;
    const query = new URL(req.url ?? "/", "http://storage").searchParams;
    try {
      if (!(await open(req, res, route, query))) await authenticated(req, res, route, query);
    } catch (error) {
      if (error instanceof StorageError) return sendError(res, error);
      console.error("[storage]", error);
      return sendError(res, errors.internal());
    }
  };
}

interface Place {
  bucket: string;
  name: string;
  query: URLSearchParams;
}

function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  row: ObjectRow,
  path: string,
  download: string | null = null,
) {
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
    // Storage's renderer (src/storage/renderer/renderer.ts handleDownload): `?download` saves the file.
    ...(download === null ? {} : { "Content-Disposition": contentDisposition(download) }),
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

function contentDisposition(download: string): string {
  if (download === "") return "attachment;";
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name}`;
}
