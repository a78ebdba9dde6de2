import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import {
  appliedMigrations,
  copyInLine,
  publicSequences,
  publicTables,
  qualified,
  readTable,
  tableExists,
  useStableFormat,
} from "./catalog";
import { FORMAT, objectFile, VERSION, type Manifest, type ManifestBucket, type ManifestObject } from "./manifest";
import { describeDatabase, storageApi, type Project } from "./project";
import { packDirectory } from "./tar";

export interface BackupResult {
  archive: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
}

/**
 * One dated archive of a project (docs/architecture.md#backups): the `public` schema's rows as
 * COPY text (data.sql), the accounts of `auth` (auth/*.json), every Storage object of every bucket
 * with its metadata (objects/<sha256>), and manifest.json with counts and checksums. The rows come
 * from one read-only snapshot, so they agree with each other; objects are listed right after.
 */
export async function backup(
  project: Project,
  options: { outDir: string; log?: (line: string) => void; now?: Date },
): Promise<BackupResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  // Only its owner may open the folder the archives go in (when it is made here; an existing
  // folder is left as its owner set it): they hold password hashes and personal data.
  mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(options.outDir, ".backup-"));
  // Written under a temporary name and renamed when whole: a dated archive is always a complete one.
  const partial = `${staging}.partial.tar.gz`;
  try {
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: now.toISOString(),
      source: { url: project.url, database: describeDatabase(project.dbUrl), postgres: "" },
      migrations: null,
      tables: [],
      sequences: [],
      auth: { users: 0, identities: null },
      buckets: [],
      objects: [],
    };
    await backupDatabase(project, staging, manifest, log);
    await backupStorage(project, staging, manifest, log);
    writeFileSync(join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    const stamp = now
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replace(/:/g, "-");
    let archive = join(options.outDir, `foundation-backup-${stamp}.tar.gz`);
    for (let n = 2; existsSync(archive); n++) archive = join(options.outDir, `foundation-backup-${stamp}-${n}.tar.gz`);
    const bytes = await packDirectory(staging, partial);
    renameSync(partial, archive);
    return { archive, bytes, ms: Date.now() - started, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

async function backupDatabase(project: Project, dir: string, manifest: Manifest, log: (line: string) => void) {
  const sql = postgres(project.dbUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: "foundation-backup" },
  });
  try {
    await sql.begin("isolation level repeatable read read only", async (tx) => {
      await useStableFormat(tx);
      const [{ version }] = await tx<{ version: string }[]>`select current_setting('server_version') as version`;
      manifest.source.postgres = version;
      manifest.migrations = await appliedMigrations(tx);

      const fd = openSync(join(dir, "data.sql"), "wx");
      try {
        const line = (text: string) => writeSync(fd, `${text}\n`);
        line(`-- The public schema's rows of ${manifest.source.url}, ${manifest.createdAt} (npm run db:backup).`);
        line("-- Load it into a database with the same migrations and empty tables: npm run db:restore,");
        line("-- or psql as a superuser. With session_replication_role = replica no trigger fires: the");
        line("-- rows keep their ids and timestamps, and no staff alert is queued a second time.");
        line("SET client_encoding = 'UTF8';");
        line("SET TimeZone = 'UTC';");
        line("SET DateStyle = 'ISO, YMD';");
        line("SET IntervalStyle = 'postgres';");
        line("SET session_replication_role = replica;");
        line("");
        for (const table of await publicTables(tx)) {
          line(copyInLine(table));
          const { rows, sha256 } = await readTable(tx, table, (chunk) => writeSync(fd, chunk));
          line("\\.");
          line("");
          manifest.tables.push({ name: table.name, columns: table.columns, rows, sha256 });
          log(`${table.name}: ${rows} row(s)`);
        }
        manifest.sequences = await publicSequences(tx);
        for (const seq of manifest.sequences) {
          line(`SELECT pg_catalog.setval('${qualified("public", seq.name)}', ${seq.lastValue}, ${seq.isCalled});`);
        }
        line("RESET session_replication_role;");
      } finally {
        closeSync(fd);
      }

      // Staff accounts: bcrypt hashes included, so staff sign in with their own passwords after a restore.
      mkdirSync(join(dir, "auth"));
      for (const [table, key] of [
        ["users", "users"],
        ["identities", "identities"],
      ] as const) {
        if (!(await tableExists(tx, `auth.${table}`))) continue;
        const [{ rows, count }] = await tx.unsafe<{ rows: string; count: number }[]>(
          `select coalesce(json_agg(to_jsonb(t) order by t.id), '[]')::text as rows, count(*)::int as count
           from ${qualified("auth", table)} t`,
        );
        writeFileSync(join(dir, "auth", `${table}.json`), `${rows}\n`);
        manifest.auth[key] = count;
        log(`auth.${table}: ${count} row(s)`);
      }
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function backupStorage(project: Project, dir: string, manifest: Manifest, log: (line: string) => void) {
  const storage = storageApi(project);
  mkdirSync(join(dir, "objects"));
  for (const bucket of (await storage.buckets()).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const objects: ManifestObject[] = [];
    for (const entry of await storage.objects(bucket.id)) {
      // The empty file the hosted dashboard makes to show a new folder: not content, and a bucket
      // that takes images only would refuse it on restore.
      if (entry.name.split("/").pop() === ".emptyFolderPlaceholder") continue;
      const { bytes, contentType, cacheControl } = await storage.download(bucket.id, entry.name);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const expected = entry.metadata?.size;
      if (typeof expected === "number" && expected !== bytes.length) {
        throw new Error(
          `${bucket.id}/${entry.name}: Storage lists ${expected} bytes, the download had ${bytes.length}`,
        );
      }
      const file = join(dir, objectFile(sha256));
      if (!existsSync(file)) writeFileSync(file, bytes);
      objects.push({
        bucket: bucket.id,
        name: entry.name,
        size: bytes.length,
        sha256,
        contentType: String(entry.metadata?.mimetype ?? contentType ?? "application/octet-stream"),
        cacheControl: String(entry.metadata?.cacheControl ?? cacheControl ?? "") || null,
        userMetadata: entry.user_metadata ?? null,
      });
    }
    const summary: ManifestBucket = {
      id: bucket.id,
      name: bucket.name,
      public: bucket.public,
      fileSizeLimit: bucket.file_size_limit,
      allowedMimeTypes: bucket.allowed_mime_types,
      objects: objects.length,
      bytes: objects.reduce((sum, o) => sum + o.size, 0),
      sha256: bucketChecksum(objects),
    };
    manifest.buckets.push(summary);
    manifest.objects.push(...objects);
    log(`storage ${bucket.id}: ${summary.objects} object(s), ${summary.bytes} bytes`);
  }
}

/** One checksum for a bucket's contents: its objects' names and checksums, in name order. */
export function bucketChecksum(objects: { name: string; sha256: string }[]): string {
  const hash = createHash("sha256");
  for (const o of [...objects].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(`${o.name} ${o.sha256}\n`);
  }
  return hash.digest("hex");
}
