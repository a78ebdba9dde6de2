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
