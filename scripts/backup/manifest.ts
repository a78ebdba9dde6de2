// The archive's table of contents (manifest.json): what `npm run db:backup` wrote and how to
// check it, read back by `npm run db:restore` before it changes anything (docs/architecture.md#backups).

export const FORMAT = "foundation-backup";
export const VERSION = 1;

export interface ManifestTable {
  name: string;
  columns: string[];
  rows: number;
  /** SHA-256 of the table's COPY text in data.sql (rows in primary-key order). */
  sha256: string;
}

export interface ManifestBucket {
  id: string;
  name: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  objects: number;
  bytes: number;
  /** SHA-256 over the bucket's `<name> <sha256>` lines in name order: one figure for the whole bucket. */
  sha256: string;
}

export interface ManifestObject {
  bucket: string;
  name: string;
  size: number;
  /** Also its file in the archive: objects/<sha256>. */
  sha256: string;
  contentType: string;
  cacheControl: string | null;
  userMetadata: unknown;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  source: { url: string; database: string; postgres: string };
  /** The migrations applied in the source (supabase_migrations.schema_migrations); null if it keeps no record. */
  migrations: string[] | null;
  tables: ManifestTable[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** Accounts (auth/users.json) and, where the project has them, their sign-in identities (auth/identities.json). */
  auth: { users: number; identities: number | null };
  buckets: ManifestBucket[];
  objects: ManifestObject[];
}

export function objectFile(sha256: string) {
  return `objects/${sha256}`;
}

/**
 * A path inside a project (a Storage object's name, a folder in the archive): relative, with no
 * `.` or `..` segment and nothing empty between slashes. An archive is read from anyone's disk,
 * so its manifest is checked as input: `objects/../../../etc/hostname` would read a file of this
 * machine's.
 */
export function isContainedPath(path: string): boolean {
  return (
    path !== "" &&
    !path.startsWith("/") &&
    !path.includes("\\") &&
    !path.includes("\0") &&
    path.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

const SHA256 = /^[0-9a-f]{64}$/;
const isCount = (value: unknown) => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/**
 * The manifest's entries are what a backup writes (docs/architecture.md#backups): each object's
 * file a SHA-256 in hex, sizes and counts whole and not negative, no table, bucket or object
 * twice. Anything else is refused with what is wrong, before a file is read for it.
 */
export function checkManifest(manifest: Manifest): void {
  const refuse = (what: string) => {
    throw new Error(`The archive's manifest.json is not one a backup writes: ${what}`);
  };
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.buckets) || !Array.isArray(manifest.objects))
    refuse("it lacks its tables, buckets or objects");
  const twice = <T>(items: readonly T[], key: (item: T) => string, what: string) => {
    const seen = new Set<string>();
    for (const item of items) {
      const name = key(item);
      if (seen.has(name)) refuse(`${what} ${JSON.stringify(name)} is listed twice`);
      seen.add(name);
    }
  };
  for (const table of manifest.tables) {
    if (typeof table.name !== "string" || !SHA256.test(String(table.sha256)) || !isCount(table.rows))
      refuse(`the table entry ${JSON.stringify(table.name)} has no valid name, row count or SHA-256`);
  }
  twice(manifest.tables, (table) => table.name, "the table");
  for (const bucket of manifest.buckets) {
    if (typeof bucket.id !== "string" || !isContainedPath(bucket.id) || bucket.id.includes("/"))
      refuse(`the bucket ${JSON.stringify(bucket.id)} is not a bucket's name`);
    if (!isCount(bucket.objects) || !isCount(bucket.bytes))
      refuse(`the bucket ${bucket.id} has a negative or broken count`);
  }
  twice(manifest.buckets, (bucket) => bucket.id, "the bucket");
  for (const object of manifest.objects) {
    const name = `${String(object.bucket)}/${String(object.name)}`;
    if (typeof object.name !== "string" || !isContainedPath(object.name))
      refuse(`the object ${JSON.stringify(name)} has a path that is absolute, holds "..", or leaves its bucket`);
    if (!SHA256.test(String(object.sha256)))
      refuse(`the object ${JSON.stringify(name)} names its file ${JSON.stringify(object.sha256)}, not a SHA-256`);
    if (!isCount(object.size)) refuse(`the object ${JSON.stringify(name)} has the size ${String(object.size)}`);
    if (!manifest.buckets.some((bucket) => bucket.id === object.bucket))
      refuse(`the object ${JSON.stringify(name)} is in a bucket the manifest does not list`);
  }
  twice(manifest.objects, (object) => `${object.bucket}/${object.name}`, "the object");
}
