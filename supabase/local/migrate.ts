import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Sql } from "postgres";

const here = dirname(fileURLToPath(import.meta.url));
const supabaseDir = join(here, "..");
const migrationsDir = join(supabaseDir, "migrations");

export interface MigrationResult {
  applied: string[];
  seeded: boolean;
}

interface Source {
  name: string;
  path: string;
}

/** Every file that shapes a new database, in the order it runs: bootstrap, migrations, seed. */
export function migrationSources(): Source[] {
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, path: join(migrationsDir, name) }));
  return [
    { name: "bootstrap.sql", path: join(here, "bootstrap.sql") },
    ...migrations,
    { name: "seed.sql", path: join(supabaseDir, "seed.sql") },
  ];
}

/** The `<version>_<name>.sql` parts of a migration file's name. */
function versionOf(file: string): { version: string; name: string } {
  const match = /^(\d+)_(.+)\.sql$/.exec(file);
  if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
  return { version: match[1], name: match[2] };
}

/**
 * The versions of the baselines: a file named `<version>_baseline.sql` stands for every migration
 * up to its version, which it replaced (docs/decisions/085-the-migrations-squashed-into-one-baseline-before-the-first-hosted-project.md).
 * A backup made before a squash lists the replaced versions; scripts/backup/restore.ts counts them
 * as present where the target recorded the baseline.
 */
export function baselineVersions(): string[] {
  return migrationSources()
    .filter((file) => file.name.endsWith("_baseline.sql"))
    .map((file) => versionOf(file.name).version);
}

/**
 * Why a database must not be migrated from this checkout's files, or null. Each recorded version
 * with no file was replaced by a squash (a baseline); a database that recorded one of them but not
 * the file that replaced it (a file not recorded, newer than it, with no recorded file between
 * them) applied only part of the replaced chain, and running the baseline over that half-built
 * schema would fail halfway or leave it wrong.
 */
export function partialChain(recorded: string[], files: string[]): string | null {
  const versions = files.map((file) => versionOf(file).version).sort();
  const done = new Set(recorded);
  for (const orphan of recorded.filter((version) => !versions.includes(version)).sort()) {
    const next = versions.find((version) => version > orphan);
    if (next === undefined || done.has(next)) continue;
    const file = files.find((name) => versionOf(name).version === next)!;
    return (
      `This database recorded migration ${orphan}, which this checkout no longer has: ${file} replaced ` +
      "it and the migrations before it, and the database has not applied that file. An older checkout " +
      "migrated it with only part of the migrations that file replaced, so that file cannot run over it. " +
      "Run `npm run db:reset` for a fresh database (this deletes the local data), or first start the " +
      "backend of a checkout from just before the squash (it applies every migration the file replaced), " +
      "then this one."
    );
  }
  return null;
}

/**
 * The platform bootstrap (what a Supabase project provides), run on `options.platform` (the
 * cluster's superuser; `sql` when not given), then every migration not yet recorded in
 * supabase_migrations.schema_migrations, in file-name order, each in its own transaction, and
 * seed.sql when `seed` is set, on `sql`: the role `postgres`, as `supabase db push` runs them.
 * A database that applied only part of a chain a baseline replaced is refused (partialChain).
 */
export async function migrate(sql: Sql, options: { seed: boolean; platform?: Sql }): Promise<MigrationResult> {
  const sources = migrationSources();
  await (options.platform ?? sql).unsafe(readFileSync(sources[0].path, "utf8"));
  const done = new Set(
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
  );
  const refusal = partialChain(
    [...done],
    sources.slice(1, -1).map((file) => file.name),
  );
  if (refusal) throw new Error(refusal);
  const applied: string[] = [];
  for (const file of sources.slice(1, -1)) {
    const { version, name } = versionOf(file.name);
    if (done.has(version)) continue;
    const text = readFileSync(file.path, "utf8");
    await sql.begin(async (tx) => {
      await tx.unsafe(text);
      await tx`insert into supabase_migrations.schema_migrations (version, name) values (${version}, ${name})`;
    });
    applied.push(file.name);
  }
  if (options.seed) await sql.unsafe(readFileSync(sources[sources.length - 1].path, "utf8"));
  // The stand-in for supautils.policy_grants ends (bootstrap.sql): outside migrations, postgres is
  // no member of supabase_storage_admin, as on hosted.
  await (options.platform ?? sql).unsafe("revoke supabase_storage_admin from postgres");
  return { applied, seeded: options.seed };
}
