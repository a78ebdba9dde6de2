import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres, { type JSONValue, type TransactionSql } from "postgres";
import { baselineVersions } from "../../supabase/local/migrate";
import { bucketChecksum } from "./backup";
import {
  appliedMigrations,
  copyInLine,
  ident,
  publicTables,
  qualified,
  readTable,
  tableExists,
  useStableFormat,
  writableColumns,
} from "./catalog";
import {
  checkManifest,
  FORMAT,
  objectFile,
  VERSION,
  type Manifest,
  type ManifestObject,
  type ManifestTable,
} from "./manifest";
import { storageApi, type Project } from "./project";
import { unpackArchive } from "./tar";

/**
 * Public tables a project that is otherwise empty may already have rows in: staff membership.
 * A new hosted project's first staff account, and the local backend's, make one each.
 */
const ACCESS_TABLES = new Set(["admin_users"]);
/**
 * Tables whose first rows the migrations themselves write (the easy-read pages' launch text,
 * migration 20261127190300_easy_read): a new project has them, so they are not another project's
 * data in the target, and a restore replaces them with the archive's rows.
 */
const MIGRATION_CONTENT_TABLES = new Set(["easy_read_points"]);

/** The target already holds data: nothing was changed. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  tables: number;
  rows: number;
  users: { restored: number; kept: string[] };
  objects: number;
  bytes: number;
  ms: number;
}

/**
 * Restores an archive of `npm run db:backup` (a .tar.gz, or the folder it unpacks to) into a
 * project whose migrations are applied and whose tables and buckets are empty
 * (docs/architecture.md#backups): first the archive is checked whole, then the target; then the
 * rows in one transaction with triggers off (accounts, then tables parents first, then the
 * sequences), checked against the manifest before it commits; then the objects, each read back.
 * A target that is not empty is refused before anything is written.
 */
export async function restore(
  project: Project,
  archive: string,
  options: {
    log?: (line: string) => void;
    /** Where the restored project will be served, for links to its Storage; the project URL by default. */
    linksTo?: string;
  } = {},
): Promise<RestoreResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const unpacked = statSync(archive).isDirectory() ? null : mkdtempSync(join(tmpdir(), "foundation-restore-"));
  try {
    const dir = unpacked ?? archive;
    if (unpacked) await unpackArchive(archive, unpacked);
    const manifest = readManifest(dir);
    await checkArchive(dir, manifest);
    log(`archive of ${manifest.source.url} from ${manifest.createdAt}: checksums match`);

    const storage = storageApi(project);
    const sql = postgres(project.dbUrl, {
      max: 1,
      onnotice: () => {},
      connection: { application_name: "foundation-restore" },
    });
    let users: RestoreResult["users"];
    try {
      users = await sql.begin(async (tx) => {
        await checkTarget(tx, storage, manifest);
        await useStableFormat(tx);
        const triggersBack = await withoutTriggers(tx, manifest, log);
        // The migrations' own first rows give way to the archive's (triggers are off: no history).
        for (const table of manifest.tables.filter((t) => MIGRATION_CONTENT_TABLES.has(t.name))) {
          await tx.unsafe(`delete from ${qualified("public", table.name)}`);
        }
        await createMissingBuckets(tx, manifest);
        const accounts = await restoreAccounts(tx, dir);
        await loadTables(tx, dir, manifest, accounts.idMap);
        for (const seq of manifest.sequences) {
          await tx`select pg_catalog.setval(${qualified("public", seq.name)}::regclass, ${seq.lastValue}::bigint, ${seq.isCalled})`;
        }
        await verifyTables(tx, manifest);
        const linksTo = options.linksTo ?? project.url;
        if (manifest.source.url !== linksTo) {
          const from = `${manifest.source.url}/storage/v1/`;
          const to = `${linksTo}/storage/v1/`;
          const count = await rewriteStorageUrls(tx, manifest, from, to);
          if (count) log(`${count} link(s) to ${from} now lead to ${to}`);
        }
        await triggersBack();
        return { restored: accounts.restored, kept: accounts.kept };
      });
    } finally {
      await sql.end({ timeout: 5 });
    }
    log(`rows: ${manifest.tables.reduce((n, t) => n + t.rows, 0)} in ${manifest.tables.length} tables, checked`);
    if (users.kept.length) log(`accounts already in the target, kept as they are: ${users.kept.join(", ")}`);

    for (const object of manifest.objects) {
      await putObject(storage, object, readFileSync(join(dir, objectFile(object.sha256))));
    }
    const bytes = manifest.objects.reduce((n, o) => n + o.size, 0);
    log(`storage: ${manifest.objects.length} object(s), ${bytes} bytes, each read back and checked`);
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      users,
      objects: manifest.objects.length,
      bytes,
      ms: Date.now() - started,
    };
  } finally {
    if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  }
}

const checksum = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Uploads one object and reads it back. A failed upload is tried twice more (a hosted project
 * across the internet); one that landed although its answer was lost counts when its bytes are there.
 */
async function putObject(storage: ReturnType<typeof storageApi>, object: ManifestObject, bytes: Buffer) {
  const landed = async () => {
    const back = await storage.download(object.bucket, object.name).catch(() => null);
    return back !== null && checksum(back.bytes) === object.sha256;
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await storage.upload(object.bucket, object.name, bytes, object);
      break;
    } catch (error) {
      if (await landed()) break;
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
    }
  }
  if (!(await landed()))
    throw new Error(`${object.bucket}/${object.name}: Storage gives back other bytes than were uploaded`);
}

function readManifest(dir: string): Manifest {
  const path = join(dir, "manifest.json");
  if (!existsSync(path)) throw new Error("Not a backup archive: it has no manifest.json");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path, "utf8")) as Manifest;
  } catch {
    throw new Error("The archive is damaged: its manifest.json is not JSON");
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new Error(`Not an archive this version reads: ${manifest.format} version ${manifest.version}`);
  }
  checkManifest(manifest);
  return manifest;
}

/** The COPY blocks of data.sql, one table's rows at a time, with their checksum as read. */
async function* dataBlocks(dir: string): AsyncGenerator<{ header: string; rows: AsyncGenerator<string> }> {
  const lines = createInterface({ input: createReadStream(join(dir, "data.sql"), "utf8"), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  for (;;) {
    const { value: line, done } = await iterator.next();
    if (done) return;
    if (!line.startsWith("COPY ")) continue; // comments, SET, setval (the manifest has the sequences)
    let finished = false;
    const rows = (async function* () {
      for (;;) {
        const next = await iterator.next();
        if (next.done) throw new Error("data.sql ends inside a table's rows");
        if (next.value === "\\.") break;
        yield next.value;
      }
      finished = true;
    })();
    yield { header: line, rows };
    if (!finished) while (!(await rows.next()).done);
  }
}

/** Every table's rows and every object's bytes match the manifest, before the target is touched. */
async function checkArchive(dir: string, manifest: Manifest) {
  const tables = [...manifest.tables];
  for await (const block of dataBlocks(dir)) {
    const table = tables.shift();
    if (!table || block.header !== copyInLine(table))
      throw new Error(`data.sql does not follow the manifest at: ${block.header}`);
    const hash = createHash("sha256");
    let rows = 0;
    for await (const row of block.rows) {
      hash.update(`${row}\n`);
      rows++;
    }
    if (rows !== table.rows || hash.digest("hex") !== table.sha256) {
      throw new Error(`The archive is damaged: the rows of ${table.name} do not match their checksum`);
    }
  }
  if (tables.length) throw new Error(`The archive is damaged: data.sql lacks ${tables.map((t) => t.name).join(", ")}`);
  for (const object of manifest.objects) {
    const path = join(dir, objectFile(object.sha256));
    const sha = existsSync(path) ? checksum(readFileSync(path)) : "missing";
    if (sha !== object.sha256) throw new Error(`The archive is damaged: ${object.bucket}/${object.name} (${sha})`);
  }
  for (const bucket of manifest.buckets) {
    const objects = manifest.objects.filter((o) => o.bucket === bucket.id);
    if (objects.length !== bucket.objects || bucketChecksum(objects) !== bucket.sha256) {
      throw new Error(`The archive is damaged: the objects of bucket ${bucket.id} do not match its checksum`);
    }
  }
}

/**
 * The backup's migrations the target lacks. A version at or before a baseline the target recorded
 * counts as present: the baseline replaced it (a squash, docs/architecture.md#backups), so a backup
 * made before the squash restores into a project built from the baseline.
 */
export function missingMigrations(backup: string[], target: string[], baselines: string[]): string[] {
  const squashedUpTo = target
    .filter((version) => baselines.includes(version))
    .sort()
    .at(-1);
  return backup.filter((version) => !target.includes(version) && !(squashedUpTo && version <= squashedUpTo));
}

/**
 * The target has the archive's migrations and tables, and no data: no row in any public table
 * but staff membership, no object in any bucket. Otherwise a restore would mix two projects'
 * data, so it refuses, naming what it found.
 */
async function checkTarget(sql: TransactionSql, storage: ReturnType<typeof storageApi>, manifest: Manifest) {
  const applied = await appliedMigrations(sql);
  if (manifest.migrations && applied) {
    const missing = missingMigrations(manifest.migrations, applied, baselineVersions());
    if (missing.length) {
      throw new RestoreRefused(
        `The target lacks ${missing.length} migration(s) the backup was made with (${missing.join(", ")}): ` +
          "apply supabase/migrations first (npx supabase db push; the local backend applies them at start).",
      );
    }
  }
  const tables = await publicTables(sql);
  for (const table of manifest.tables) {
    const there = tables.find((t) => t.name === table.name);
    const lacking = there ? table.columns.filter((c) => !there.columns.includes(c)) : ["the table"];
    if (lacking.length) {
      throw new RestoreRefused(
        `The target's public.${table.name} lacks ${lacking.join(", ")}: are its migrations those of the backup?`,
      );
    }
  }
  const filled: string[] = [];
  for (const table of tables) {
    if (ACCESS_TABLES.has(table.name) || MIGRATION_CONTENT_TABLES.has(table.name)) continue;
    const [row] = await sql.unsafe<{ any: boolean }[]>(
      `select exists (select from ${qualified("public", table.name)}) as any`,
    );
    if (row.any) filled.push(`public.${table.name}`);
  }
  for (const bucket of await storage.buckets()) {
    if (!(await storage.isEmpty(bucket.id))) filled.push(`bucket ${bucket.id}`);
  }
  if (filled.length) {
    throw new RestoreRefused(
      `The target is not empty (${filled.join(", ")}): a restore would mix two projects' data, so nothing was changed. ` +
        "Restore into a new project after its migrations, or locally with --new-local.",
    );
  }
}

/**
 * Rows go in as they were: no trigger may stamp new ids or timestamps, or queue staff alerts for
 * old messages again. session_replication_role = replica turns off every trigger (foreign keys'
 * too, hence the parents-first order anyway); where the role may not set it, the tables' own
 * triggers are disabled for this transaction instead.
 */
async function withoutTriggers(
  tx: TransactionSql,
  manifest: Manifest,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  try {
    await tx.savepoint((sp) => sp`set local session_replication_role = replica`);
    return async () => {};
  } catch (error) {
    log(`session_replication_role: ${(error as Error).message}; disabling the tables' triggers instead`);
    const each = async (what: "disable" | "enable") => {
      for (const table of manifest.tables) {
        await tx.unsafe(`alter table ${qualified("public", table.name)} ${what} trigger user`);
      }
    };
    await each("disable");
    // Enabled again in the same transaction: nobody else ever sees them off.
    return () => each("enable");
  }
}

/** Buckets made by hand in the dashboard have no migration: they are made again from the manifest. */
async function createMissingBuckets(tx: TransactionSql, manifest: Manifest) {
  for (const b of manifest.buckets) {
    await tx`
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values (${b.id}, ${b.name}, ${b.public}, ${b.fileSizeLimit}, ${b.allowedMimeTypes})
      on conflict (id) do nothing`;
  }
}

/**
 * The archive's accounts (auth.users, and auth.identities where both projects have it), with the
 * columns both projects' auth.users share. An account whose id or e-mail the target already has
 * is kept as the target has it; a staff row of the archive then follows the e-mail to the
 * target's account (`idMap`).
 */
async function restoreAccounts(tx: TransactionSql, dir: string) {
  const idMap = new Map<string, string>();
  const kept: string[] = [];
  const usersFile = join(dir, "auth", "users.json");
  if (!existsSync(usersFile) || !(await tableExists(tx, "auth.users"))) return { idMap, kept, restored: 0 };
  const archived = JSON.parse(readFileSync(usersFile, "utf8")) as Record<string, unknown>[];
  const existing = await tx<
    { id: string; email: string | null }[]
  >`select id::text, lower(email) as email from auth.users`;
  const ids = new Set(existing.map((u) => u.id));
  const byEmail = new Map(existing.filter((u) => u.email).map((u) => [u.email!, u.id]));
  const fresh = archived.filter((user) => {
    const id = String(user.id);
    const email = typeof user.email === "string" ? user.email.toLowerCase() : null;
    if (ids.has(id)) {
      kept.push(String(user.email ?? id));
      return false;
    }
    const same = email ? byEmail.get(email) : undefined;
    if (same) {
      idMap.set(id, same);
      kept.push(String(user.email));
      return false;
    }
    return true;
  });
  if (fresh.length) await insertJson(tx, "auth", "users", fresh);

  const identitiesFile = join(dir, "auth", "identities.json");
  if (existsSync(identitiesFile) && (await tableExists(tx, "auth.identities"))) {
    const restoredIds = new Set(fresh.map((u) => String(u.id)));
    const identities = (JSON.parse(readFileSync(identitiesFile, "utf8")) as Record<string, unknown>[]).filter((i) =>
      restoredIds.has(String(i.user_id)),
    );
    if (identities.length) await insertJson(tx, "auth", "identities", identities);
  }
  return { idMap, kept, restored: fresh.length };
}

/** Inserts JSON rows with the columns the rows and the target table have in common. */
async function insertJson(tx: TransactionSql, schema: string, table: string, rows: Record<string, unknown>[]) {
  const name = qualified(schema, table);
  const keys = new Set(rows.flatMap((r) => Object.keys(r)));
  const columns = (await writableColumns(tx, name))
    .filter((c) => keys.has(c))
    .map(ident)
    .join(", ");
  await tx.unsafe(
    `insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
    [tx.json(rows as JSONValue)],
  );
}

/**
 * data.sql's rows, table by table. COPY puts each table's rows as text into a temporary table,
 * and an INSERT casts them into the real one, so that a row Postgres refuses (a constraint, a
 * schema that differs) fails the restore with Postgres' own error: postgres.js 3.4.9 never
 * finishes a COPY stream that the server refuses after its last row, and the restore would hang.
 * Columns that name accounts follow `idMap` on the way.
 */
async function loadTables(tx: TransactionSql, dir: string, manifest: Manifest, idMap: Map<string, string>) {
  const accountColumns = await tx<{ table: string; column: string }[]>`
    select c.conrelid::regclass::text as table, a.attname::text as column
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.confrelid = to_regclass('auth.users')`;
  const map = tx.json(Object.fromEntries(idMap));
  const tables = [...manifest.tables];
  for await (const block of dataBlocks(dir)) {
    const table = tables.shift()!;
    const name = qualified("public", table.name);
    const types = new Map(
      (
        await tx<{ column: string; type: string }[]>`
          select attname::text as column, format_type(atttypid, atttypmod) as type from pg_attribute
          where attrelid = ${name}::regclass and attnum > 0 and not attisdropped`
      ).map((r) => [r.column, r.type]),
    );
    const staging = `restore_${tables.length}`;
    const columns = table.columns.map(ident);
    await tx.unsafe(
      `create temp table ${ident(staging)} (${columns.map((c) => `${c} text`).join(", ")}) on commit drop`,
    );
    const writable = await tx.unsafe(copyInLine({ name: staging, columns: table.columns }, "pg_temp")).writable();
    const tabs = table.columns.length - 1;
    const lines = async function* () {
      for await (const row of block.rows) {
        // COPY writes a tab inside a value as \t: a row has exactly one tab between columns.
        if (row.split("\t").length - 1 !== tabs)
          throw new Error(`data.sql: a row of ${table.name} has the wrong number of columns`);
        yield `${row}\n`;
      }
    };
    await pipeline(Readable.from(lines()), writable);
    for (const { column } of accountColumns.filter((c) => c.table === table.name || c.table === name)) {
      await tx.unsafe(
        `update pg_temp.${ident(staging)} set ${ident(column)} = $1::jsonb ->> ${ident(column)} where $1::jsonb ? ${ident(column)}`,
        [map],
      );
    }
    const cast = table.columns.map((c) => `${ident(c)}::${types.get(c)}`).join(", ");
    await tx.unsafe(
      `insert into ${name} (${columns.join(", ")}) overriding system value select ${cast} from pg_temp.${ident(staging)}` +
        (ACCESS_TABLES.has(table.name) ? " on conflict do nothing" : ""),
    );
    await tx.unsafe(`drop table pg_temp.${ident(staging)}`);
  }
}

/** Before the commit: each table holds the manifest's rows, byte for byte (tables naming accounts: at least as many). */
async function verifyTables(tx: TransactionSql, manifest: Manifest) {
  const tables = await publicTables(tx);
  for (const expected of manifest.tables) {
    const table = { ...tables.find((t) => t.name === expected.name)!, columns: expected.columns };
    const { rows, sha256 } = await readTable(tx, table);
    if (ACCESS_TABLES.has(expected.name) ? rows < expected.rows : !sameRows(expected, rows, sha256)) {
      throw new Error(
        `After loading, public.${expected.name} has ${rows} rows that differ from the archive's ${expected.rows}`,
      );
    }
  }
}

const sameRows = (expected: ManifestTable, rows: number, sha256: string) =>
  rows === expected.rows && sha256 === expected.sha256;

/**
 * Links to the old project's Storage (photos' image_url, ...) lead to the target's: a new hosted
 * project has a new address, and the objects are now there. Text columns by prefix, JSON ones anywhere.
 */
async function rewriteStorageUrls(tx: TransactionSql, manifest: Manifest, from: string, to: string): Promise<number> {
  const columns = await tx<{ table: string; column: string }[]>`
    select c.relname::text as table, a.attname::text as column
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and c.relname = any(${manifest.tables.map((t) => t.name)}::text[])
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and a.atttypid in ('text'::regtype, 'varchar'::regtype)`;
  let count = 0;
  for (const { table, column } of columns) {
    const result = await tx.unsafe(
      `update ${qualified("public", table)} set ${ident(column)} = $2 || substr(${ident(column)}, length($1) + 1) ` +
        `where starts_with(${ident(column)}, $1)`,
      [from, to],
    );
    count += result.count;
  }
  // Rows kept as JSON (change_history's old and new rows): their links too, so a row restored from
  // History shows its pictures from the new project.
  const jsonColumns = await tx<{ table: string; column: string }[]>`
    select c.relname::text as table, a.attname::text as column
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and c.relname = any(${manifest.tables.map((t) => t.name)}::text[])
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.atttypid = 'jsonb'::regtype`;
  for (const { table, column } of jsonColumns) {
    const result = await tx.unsafe(
      `update ${qualified("public", table)} set ${ident(column)} = replace(${ident(column)}::text, $1, $2)::jsonb ` +
        `where strpos(${ident(column)}::text, $1) > 0`,
      [from, to],
    );
    count += result.count;
  }
  return count;
}
