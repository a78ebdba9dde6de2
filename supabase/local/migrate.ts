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

/**
 * The platform bootstrap (what a Supabase project provides), run on `options.platform` (the
 * cluster's superuser; `sql` when not given), then every migration not yet recorded in
 * supabase_migrations.schema_migrations, in file-name order, each in its own transaction, and
 * seed.sql when `seed` is set, on `sql`: the role `postgres`, as `supabase db push` runs them.
 */
export async function migrate(sql: Sql, options: { seed: boolean; platform?: Sql }): Promise<MigrationResult> {
  const sources = migrationSources();
  await (options.platform ?? sql).unsafe(readFileSync(sources[0].path, "utf8"));
  const done = new Set(
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of sources.slice(1, -1)) {
    const match = /^(\d+)_(.+)\.sql$/.exec(file.name);
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file.name}`);
    const [, version, name] = match;
    if (done.has(version)) continue;
    const text = readFileSync(file.path, "utf8");
    await sql.begin(async (tx) => {
      await tx.unsafe(text);
      await tx`insert into supabase_migrations.schema_migrations (version, name) values (${version}, ${name})`;
    });
    applied.push(file.name);
  }
  if (options.seed) await sql.unsafe(readFileSync(sources[sources.length - 1].path, "utf8"));
  return { applied, seeded: options.seed };
}
