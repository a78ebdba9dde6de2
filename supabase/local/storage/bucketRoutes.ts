import type { IncomingMessage } from "node:http";
import type { Sql } from "postgres";
import { bucketSettingsOf, checkBucketName, createBucketStore } from "./buckets";
import type { Caller } from "./caller";
import { errors } from "./errors";
import type { FileStore } from "./files";
import { readJson } from "./json";
import type { BucketRow, ObjectStore } from "./objects";

/** What the bucket routes answer a request that is none of theirs. */
export const NOT_A_BUCKET_ROUTE = Symbol("not a bucket route");

/**
 * /bucket, as supabase/storage src/http/routes/bucket/* answers it: list and read as the caller's
 * policies let them; create, update, empty and delete as the caller too (./buckets.ts), which on
 * this project leaves them to service_role. Each answer is the JSON body of a 200.
 */
export function createBucketRoutes(sql: Sql, files: FileStore, store: ObjectStore) {
  const buckets = createBucketStore(sql, files);

  async function create(req: IncomingMessage, caller: Caller) {
    const body = await readJson(req);
    if (body.name === undefined) throw errors.invalidRequest("body must have required property 'name'");
    const name = checkBucketName(body.name);
    const id = body.id === undefined || body.id === "" ? name : checkBucketName(body.id);
    if (body.type !== undefined && body.type !== "STANDARD") {
      throw errors.invalidRequest("Only STANDARD buckets are available here");
    }
    await buckets.create(caller, id, name, bucketSettingsOf(body));
    return { name };
  }

  return async function bucketRoute(req: IncomingMessage, caller: Caller, route: string): Promise<unknown> {
    let match: RegExpExecArray | null;
    if (route === "GET /bucket" || route === "GET /bucket/") return (await store.buckets(caller)).map(bucketJson);
    if (route === "POST /bucket" || route === "POST /bucket/") return create(req, caller);
    if ((match = /^(GET|PUT|DELETE) \/bucket\/([^/]+)$/.exec(route))) {
      const id = decodeURIComponent(match[2]);
      if (match[1] === "PUT") {
        await buckets.update(caller, checkBucketName(id), bucketSettingsOf(await readJson(req)));
        return { message: "Successfully updated" };
      }
      if (match[1] === "DELETE") {
        await buckets.remove(caller, id);
        return { message: "Successfully deleted" };
      }
      const [bucket] = await store.buckets(caller, id);
      if (!bucket) throw errors.bucketNotFound();
      // getBucket.ts selects these columns only: no `type`, unlike the list.
      const { type: _type, ...one } = bucketJson(bucket);
      return one;
    }
    if ((match = /^POST \/bucket\/([^/]+)\/empty$/.exec(route))) {
      await buckets.empty(caller, decodeURIComponent(match[1]));
      return { message: "Successfully emptied" };
    }
    return NOT_A_BUCKET_ROUTE;
  };
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
