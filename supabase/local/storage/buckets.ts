import type { Sql } from "postgres";
import { asCaller, type Caller } from "./caller";
import { errors, StorageError } from "./errors";
import type { FileStore } from "./files";
import { GLOBAL_FILE_SIZE_LIMIT } from "./objects";

// Bucket writes, as supabase/storage src/http/routes/bucket/* and src/storage/storage.ts make them.
// Each runs as the caller's role, so the policies on storage.buckets decide who may create, change
// or delete a bucket: with none granting it (as on hosted), only service_role, which bypasses RLS.

/** Storage's bucket-name rule (its src/storage/limits.ts), and no `.`/`..`: here a bucket is a folder. */
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;

export function checkBucketName(name: unknown): string {
  if (typeof name !== "string" || !BUCKET_NAME.test(name) || name.trim() !== name || /^\.{1,2}$/.test(name)) {
    throw errors.invalidBucketName();
  }
  return name;
}

export interface BucketSettings {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** The settings in a create or update body, checked as storage.ts createBucket/updateBucket check them. */
export function bucketSettingsOf(body: Record<string, unknown>): BucketSettings {
  const settings: BucketSettings = {};
  if (body.public !== undefined) {
    if (typeof body.public !== "boolean") throw errors.invalidRequest("public must be a boolean");
    settings.public = body.public;
  }
  if (body.file_size_limit !== undefined) settings.fileSizeLimit = fileSizeLimit(body.file_size_limit);
  if (body.allowed_mime_types !== undefined) settings.allowedMimeTypes = mimeTypes(body.allowed_mime_types);
  return settings;
}

/** A limit in bytes, or as '20MB' / '30KB' / '3B' (powers of ten, as Storage's parseFileSizeToBytes). */
function fileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  let bytes: number;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) bytes = value;
  else if (typeof value === "string") {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
    if (!match) throw errors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
    const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2].toLowerCase() as "gb" | "mb" | "kb" | "b"];
    bytes = Math.round(+parseFloat(match[1]).toPrecision(3) * unit);
  } else throw errors.invalidRequest("file_size_limit must be a number of bytes or a size such as 20MB");
  // Above the project's own limit: storage.ts parseMaxSizeLimit answers EntityTooLarge.
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw errors.tooLarge();
  return bytes;
}

function mimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
    throw errors.invalidRequest("allowed_mime_types must be an array of strings");
  }
  const types = (value as string[]).filter((type) => type);
  for (const type of types) {
    // storage.ts validateMimeType's rule.
    if (type.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)) {
      throw errors.invalidMimeTypeRule(type);
    }
  }
  return types;
}

export function createBucketStore(sql: Sql, files: FileStore) {
  async function create(caller: Caller, id: string, name: string, settings: BucketSettings) {
    const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    try {
      await asCaller(
        sql,
        caller,
        (tx) => tx`
          insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
          values (${id}, ${name}, ${owner}, ${owner}, ${settings.public ?? false},
                  ${settings.fileSizeLimit ?? null}, ${settings.allowedMimeTypes ?? null})`,
      );
    } catch (error) {
      // pg.ts createBucket: a unique violation on a bucket is BucketAlreadyExists.
      if (error instanceof StorageError && error.code === "KeyAlreadyExists") throw errors.bucketExists();
      throw error;
    }
  }

  async function update(caller: Caller, id: string, settings: BucketSettings) {
    if (Object.values(settings).every((value) => value === undefined)) {
      throw errors.invalidRequest("No content provided");
    }
    await asCaller(sql, caller, async (tx) => {
      const [found] = await tx`select id from storage.buckets where id = ${id}`;
      if (!found) throw errors.bucketNotFound();
      const rows = await tx`
        update storage.buckets set
          public = ${settings.public === undefined ? tx`public` : tx`${settings.public}`},
          file_size_limit = ${settings.fileSizeLimit === undefined ? tx`file_size_limit` : tx`${settings.fileSizeLimit}`},
          allowed_mime_types = ${
            settings.allowedMimeTypes === undefined ? tx`allowed_mime_types` : tx`${settings.allowedMimeTypes}`
          },
          updated_at = now()
        where id = ${id} returning id`;
      // Seen but not updatable: the policies refuse the change.
      if (rows.length === 0) throw errors.rowLevelSecurity();
    });
  }

  /** storage.ts deleteBucket: only an empty bucket, counted whoever asks (a hidden object still counts). */
  async function remove(caller: Caller, id: string) {
    await sql.begin(async (tx) => {
      const [bucket] = await tx`select id from storage.buckets where id = ${id} for update`;
      if (!bucket) throw errors.bucketNotFound();
      const [object] = await tx`select 1 from storage.objects where bucket_id = ${id} limit 1`;
      if (object) throw errors.bucketNotEmpty();
    });
    const deleted = await asCaller(sql, caller, (tx) => tx`delete from storage.buckets where id = ${id} returning id`);
    if (deleted.length === 0) throw errors.bucketNotFound();
    files.removeBucket(id);
  }

  /**
   * storage.ts emptyBucket queues the deletion of every object and answers at once; here they
   * are deleted before the answer, as the caller, so the policies decide which go.
   */
  async function empty(caller: Caller, id: string) {
    const [bucket] = await sql`select id from storage.buckets where id = ${id}`;
    if (!bucket) throw errors.bucketNotFound();
    const deleted = await asCaller(
      sql,
      caller,
      (tx) => tx<{ name: string }[]>`delete from storage.objects where bucket_id = ${id} returning name`,
    );
    for (const row of deleted) files.remove(id, row.name);
  }

  return { create, update, remove, empty };
}
