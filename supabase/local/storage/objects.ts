import { createHash } from "node:crypto";
import type { JSONValue, Sql } from "postgres";
import { asCaller, type Caller } from "./caller";
import { errors } from "./errors";
import type { FileStore } from "./files";
import { mimeTypeAllowed, type Upload } from "./upload";

/** Supabase's global upload limit, for buckets without one of their own. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date | null;
}

/** Object metadata in Postgres, bytes in the file store; every metadata query as the caller. */
export function createObjectStore(sql: Sql, files: FileStore) {
  /**
   * A bucket's settings, read as the platform (they are configuration, not data): Storage
   * checks limits and public access itself, whoever asks.
   */
  async function bucketSettings(id: string): Promise<BucketRow> {
    const [bucket] = await sql<BucketRow[]>`select * from storage.buckets where id = ${id}`;
    if (!bucket) throw errors.bucketNotFound();
    return { ...bucket, file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit) };
  }

  const sizeLimit = (bucket: BucketRow) => Math.min(bucket.file_size_limit ?? Infinity, GLOBAL_FILE_SIZE_LIMIT);

  function metadataOf(upload: Upload) {
    return {
      eTag: `"${createHash("md5").update(upload.bytes).digest("hex")}"`,
      size: upload.bytes.length,
      mimetype: upload.contentType,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.bytes.length,
      httpStatusCode: 200,
    };
  }

  /** POST (insert, or upsert) and PUT (update) of one object. */
  async function write(
    caller: Caller,
    bucket: BucketRow,
    name: string,
    upload: Upload,
    mode: "insert" | "upsert" | "update",
  ) {
    if (upload.bytes.length > sizeLimit(bucket)) throw errors.tooLarge();
    if (!mimeTypeAllowed(upload.contentType, bucket.allowed_mime_types)) throw errors.mimeType(upload.contentType);
    const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    const metadata = metadataOf(upload);
    const staged = files.stage(upload.bytes);
    try {
      return await asCaller(sql, caller, async (tx) => {
        const rows =
          mode === "update"
            ? await tx<{ id: string }[]>`
                update storage.objects
                set metadata = ${tx.json(metadata)}, user_metadata = ${tx.json(upload.userMetadata)},
                    owner = ${owner}, owner_id = ${owner}, updated_at = now(), version = gen_random_uuid()::text
                where bucket_id = ${bucket.id} and name = ${name}
                returning id`
            : await tx<{ id: string }[]>`
                insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                values (${bucket.id}, ${name}, ${owner}, ${owner}, ${tx.json(metadata)},
                        ${tx.json(upload.userMetadata)}, gen_random_uuid()::text)
                ${
                  mode === "upsert"
                    ? tx`on conflict (bucket_id, name) do update set
                        metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                        owner = excluded.owner, owner_id = excluded.owner_id,
                        version = excluded.version, updated_at = now()`
                    : tx``
                }
                returning id`;
        if (rows.length === 0) throw errors.objectNotFound();
        staged.commit(bucket.id, name);
        return { Id: rows[0].id, Key: `${bucket.id}/${name}` };
      });
    } finally {
      staged.discard();
    }
  }

  /** Deletes the named objects the caller may delete; the others stay, as on Supabase. */
  async function remove(caller: Caller, bucketId: string, names: string[]) {
    const deleted = await asCaller(
      sql,
      caller,
      (tx) => tx<ObjectRow[]>`
        delete from storage.objects where bucket_id = ${bucketId} and name = any(${names}::text[]) returning *`,
    );
    for (const row of deleted) files.remove(row.bucket_id, row.name);
    return deleted;
  }

  async function move(caller: Caller, from: { bucket: string; name: string }, to: { bucket: string; name: string }) {
    await asCaller(sql, caller, async (tx) => {
      const rows = await tx`
        update storage.objects set bucket_id = ${to.bucket}, name = ${to.name}, updated_at = now()
        where bucket_id = ${from.bucket} and name = ${from.name} returning id`;
      if (rows.length === 0) throw errors.objectNotFound();
      files.move(from, to);
    });
  }

  /** The objects (and folders) one level below `prefix`, as storage.search answers. */
  async function list(
    caller: Caller,
    bucketId: string,
    options: { prefix: string; limit: number; offset: number; search: string; order: "asc" | "desc" },
  ) {
    const prefix = options.prefix && !options.prefix.endsWith("/") ? `${options.prefix}/` : options.prefix;
    const rows = await asCaller(
      sql,
      caller,
      (tx) => tx<ObjectRow[]>`
        select * from storage.objects
        where bucket_id = ${bucketId} and starts_with(name, ${prefix}) order by name`,
    );
    const entries = new Map<string, Record<string, unknown>>();
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf("/");
      const entryName = slash === -1 ? rest : rest.slice(0, slash);
      if (!entryName.toLowerCase().startsWith(options.search.toLowerCase()) || entries.has(entryName)) continue;
      entries.set(
        entryName,
        slash === -1
          ? listedObject(row, entryName)
          : { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
      );
    }
    const sorted = [...entries.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)));
    if (options.order === "desc") sorted.reverse();
    return sorted.slice(options.offset, options.offset + options.limit);
  }

  /** One object's row, as the caller may see it (`null` caller: a public bucket, read by anyone). */
  async function find(caller: Caller | null, bucketId: string, name: string): Promise<ObjectRow> {
    const [row] = caller
      ? await asCaller(
          sql,
          caller,
          (tx) => tx<ObjectRow[]>`select * from storage.objects where bucket_id = ${bucketId} and name = ${name}`,
        )
      : await sql<ObjectRow[]>`select * from storage.objects where bucket_id = ${bucketId} and name = ${name}`;
    if (!row) throw errors.objectNotFound();
    return row;
  }

  async function buckets(caller: Caller, id?: string) {
    return asCaller(
      sql,
      caller,
      (tx) =>
        tx<
          BucketRow[]
        >`select * from storage.buckets where ${id === undefined ? tx`true` : tx`id = ${id}`} order by name`,
    );
  }

  /**
   * Whether the caller may write the object, as Storage's canUpload tests it before it signs an
   * upload: the row is inserted (or upserted) as the caller and rolled back.
   */
  async function canWrite(caller: Caller, bucketId: string, name: string, upsert: boolean) {
    const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    const rollBack = new Error("roll back");
    await asCaller(sql, caller, async (tx) => {
      await tx`
        insert into storage.objects (bucket_id, name, owner, owner_id, version)
        values (${bucketId}, ${name}, ${owner}, ${owner}, '1')
        ${upsert ? tx`on conflict (bucket_id, name) do update set version = excluded.version` : tx``}`;
      throw rollBack;
    }).catch((error: unknown) => {
      if (error !== rollBack) throw error;
    });
  }

  /**
   * POST /object/copy (object.ts copyObject): the source as the caller may read it, a new row as
   * the caller may write it (x-upsert replaces), with the source's metadata and a copy of its bytes.
   */
  async function copy(
    caller: Caller,
    from: { bucket: string; name: string },
    to: { bucket: string; name: string },
    options: { upsert: boolean; copyMetadata: boolean; userMetadata: JSONValue | undefined },
  ) {
    const source = await find(caller, from.bucket, from.name);
    const target = await bucketSettings(to.bucket);
    // Object metadata is JSON (it came out of a jsonb column).
    const metadata = { ...source.metadata, lastModified: new Date().toISOString() } as Record<string, JSONValue>;
    // Held to the destination's limits as an upload would be (Storage's S3 copy is not: a difference).
    if (Number(metadata.size ?? 0) > sizeLimit(target)) throw errors.tooLarge();
    const type = String(metadata.mimetype ?? "application/octet-stream");
    if (!mimeTypeAllowed(type, target.allowed_mime_types)) throw errors.mimeType(type);
    const userMetadata = options.copyMetadata ? source.user_metadata : (options.userMetadata ?? null);
    const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    const staged = files.stageCopy(from.bucket, from.name);
    try {
      return await asCaller(sql, caller, async (tx) => {
        const [row] = await tx<ObjectRow[]>`
          insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
          values (${to.bucket}, ${to.name}, ${owner}, ${owner}, ${tx.json(metadata)},
                  ${tx.json(userMetadata as JSONValue)}, gen_random_uuid()::text)
          ${
            options.upsert
              ? tx`on conflict (bucket_id, name) do update set
                  metadata = excluded.metadata, user_metadata = excluded.user_metadata, owner = excluded.owner,
                  owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
              : tx``
          }
          returning *`;
        staged.commit(to.bucket, to.name);
        return row;
      });
    } finally {
      staged.discard();
    }
  }

  /** DELETE /object/{bucket}/{name} (object.ts deleteObject): a row the policies hide is AccessDenied. */
  async function removeOne(caller: Caller, bucketId: string, name: string) {
    const [exists] = await sql`select 1 from storage.objects where bucket_id = ${bucketId} and name = ${name}`;
    if (!exists) throw errors.objectNotFound();
    const deleted = await remove(caller, bucketId, [name]);
    if (deleted.length === 0) throw errors.accessDenied();
  }

  /** Every object below `prefix` the caller may see, for list-v2 (listing.ts pages them). */
  async function under(caller: Caller, bucketId: string, prefix: string) {
    return asCaller(
      sql,
      caller,
      (tx) => tx<ObjectRow[]>`
        select * from storage.objects where bucket_id = ${bucketId} and starts_with(name, ${prefix})`,
    );
  }

  /** Which of `names` the caller may read (for signing many URLs at once). */
  async function visibleNames(caller: Caller, bucketId: string, names: string[]) {
    const rows = await asCaller(
      sql,
      caller,
      (tx) => tx<{ name: string }[]>`
        select name from storage.objects where bucket_id = ${bucketId} and name = any(${names}::text[])`,
    );
    return rows.map((row) => row.name);
  }

  return {
    bucketSettings,
    sizeLimit,
    write,
    remove,
    move,
    list,
    find,
    buckets,
    canWrite,
    copy,
    removeOne,
    under,
    visibleNames,
  };
}

export type ObjectStore = ReturnType<typeof createObjectStore>;

/**
 * An object as a list shows it: the columns of Storage's `storage.search` (name, id, the three
 * times, metadata), for every caller. The owner's user id, the bucket and the user metadata are
 * not listed; a listing of a public bucket is open to anyone.
 */
function listedObject(row: ObjectRow, name: string) {
  const { id, updated_at, created_at, last_accessed_at, metadata } = row;
  return { name, id, updated_at, created_at, last_accessed_at, metadata };
}
