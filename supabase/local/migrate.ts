import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Sql } from "postgres";

const here = dirname(fileURLToPath(import.meta.url));
const supabaseDir = join(here, "..");
const migrationsDir = join(supabaseDir, "migrations");

export interface MigrationResult {
  applied: string[];
  seeded: boolean;
}

/**
 * The platform bootstrap (what a Supabase project provides), then every migration not yet
 * recorded in supabase_migrations.schema_migrations, in file-name order, each in its own
 * transaction; then seed.sql when `seed` is set.
 */
export async function migrate(sql: Sql, options: { seed: boolean }): Promise<MigrationResult> {
  await sql.unsafe(readFileSync(join(here, "bootstrap.sql"), "utf8"));
  const done = new Set(
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
    const [, version, name] = match;
    if (done.has(version)) continue;
    const text = readFileSync(join(migrationsDir, file), "utf8");
    await sql.begin(async (tx) => {
      await tx.unsafe(text);
      await tx`insert into supabase_migrations.schema_migrations (version, name) values (${version}, ${name})`;
    });
    applied.push(basename(file));
  }
  if (options.seed) await sql.unsafe(readFileSync(join(supabaseDir, "seed.sql"), "utf8"));
  return { applied, seeded: options.seed };
}
