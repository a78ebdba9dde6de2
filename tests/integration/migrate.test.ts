import { expect, it } from "vitest";
import { migrate, migrationSources, partialChain } from "../../supabase/local/migrate";
import { useMigratedDatabase } from "./backend";

// The migrations were squashed into one baseline that carries the last replaced migration's version
// (docs/decisions/085-the-migrations-squashed-into-one-baseline-before-the-first-hosted-project.md).
// A database that applied the whole replaced chain has that version and skips the baseline; one
// that applied only part of the chain is refused with what to do, never migrated over.
const db = useMigratedDatabase();

const files = migrationSources()
  .slice(1, -1)
  .map((file) => file.name);
const baseline = files.find((name) => name.endsWith("_baseline.sql"))!;
const baselineVersion = baseline.slice(0, 14);

it("accepts a database with every file recorded, and one that applied the whole replaced chain", () => {
  const versions = files.map((name) => name.slice(0, 14));
  expect(partialChain(versions, files)).toBeNull();
  // The old chain's versions (no files any more), its last one the baseline's.
  expect(partialChain(["20261122000100", "20261124004000", baselineVersion], files)).toBeNull();
  // ... and then a migration newer than the baseline waits to be applied.
  expect(partialChain(["20261122000100", baselineVersion], [...files, "29991231000000_later.sql"])).toBeNull();
  // A fresh database; a database newer than this checkout (its extra versions come after every file).
  expect(partialChain([], files)).toBeNull();
  expect(partialChain([...versions, "29991231000000"], files)).toBeNull();
});

it("refuses a database that recorded part of the replaced chain but not the baseline", () => {
  const refusal = partialChain(["20261122000100", "20261123003000"], files);
  expect(refusal).toContain("20261122000100");
  expect(refusal).toContain(baseline);
  expect(refusal).toContain("npm run db:reset");
});

it("stops before running anything on such a database", async () => {
  await db.sql`delete from supabase_migrations.schema_migrations where version = ${baselineVersion}`;
  await db.sql`insert into supabase_migrations.schema_migrations (version, name) values ('20261122000100', 'content_tables')`;
  await expect(migrate(db.sql, { seed: false })).rejects.toThrow(
    /recorded migration 20261122000100.*npm run db:reset/s,
  );
  const [{ count }] = await db.sql<{ count: number }[]>`select count(*)::int as count from public.news_articles`;
  expect(count).toBeGreaterThan(0); // the seeded rows, untouched
});

it("applies nothing to a database that has every migration", async () => {
  await db.sql`delete from supabase_migrations.schema_migrations where version = '20261122000100'`;
  await db.sql`insert into supabase_migrations.schema_migrations (version, name) values (${baselineVersion}, 'baseline')`;
  expect(await migrate(db.sql, { seed: false })).toEqual({ applied: [], seeded: false });
});
