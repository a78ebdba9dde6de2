import { expect, it } from "vitest";
import { useMigratedDatabase } from "./backend";

// The admin's search stays on its trigram indexes however often staff repeat it
// (docs/architecture.md#search). Checked on the migrated database itself, where the plan is visible.
const db = useMigratedDatabase();

it("builds every trigram index in public without a pending list", async () => {
  const indexes = await db.sql<{ name: string; options: string[] | null }[]>`
    select c.relname as name, c.reloptions as options
    from pg_catalog.pg_index i
    join pg_catalog.pg_class c on c.oid = i.indexrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_opclass o on o.oid = any (i.indclass::oid[])
    where n.nspname = 'public' and o.opcname = 'gin_trgm_ops'`;
  expect(indexes.length).toBeGreaterThanOrEqual(13);
  for (const index of indexes)
    expect({ index: index.name, options: index.options }).toEqual({
      index: index.name,
      options: expect.arrayContaining(["fastupdate=off"]),
    });
});

it("plans a repeated staff search for one person among 10,000 on the trigram index", async () => {
  const [{ settings }] = await db.sql<{ settings: string[] }[]>`
    select r.rolconfig as settings from pg_catalog.pg_roles r where r.rolname = 'authenticated'`;
  expect(settings).toContain("plan_cache_mode=force_custom_plan");

  const plans = await db.sql.begin(async (tx) => {
    await tx`insert into public.testimonials (name, position, company, review)
      select 'Search Person ' || i, 'Parent ' || (i % 10), 'Prayagraj', 'Review ' || i
      from generate_series(1, 10000) i`;
    await tx`analyze public.testimonials`;
    // What PostgREST applies in each request of a signed-in user: the role's own settings.
    for (const setting of settings) {
      const [name, value] = setting.split("=");
      await tx`select pg_catalog.set_config(${name}, ${value}, true)`;
    }
    // As the table's owner: since publishing (the baseline's "Publishing and history") every content table has a row
    // security qual for signed-in users, and Postgres lets no leaky operator (ilike is one) drive an
    // index scan past such a qual, so a signed-in search of 10,000 rows is a sequential scan
    // (docs/architecture.md#publishing-and-history). What this test guards is the plan cache: with
    // the role's settings, the sixth run onwards still plans on the trigram index.
    await tx.unsafe(`prepare staff_search(text) as
      select t.id from public.testimonials t where t.name ilike $1 or t.position ilike $1
      order by t.created_at desc, t.id limit 12`);
    const found: string[] = [];
    // Postgres weighs a generic plan from the sixth run of a prepared statement on.
    for (let run = 0; run < 8; run++) {
      const rows = await tx.unsafe(`explain execute staff_search('%person 4242%')`);
      found.push(rows.map((row) => String(row["QUERY PLAN"])).join("\n"));
    }
    return found;
  });
  for (const plan of plans) expect(plan).toMatch(/Bitmap Index Scan on testimonials_name_trgm_idx/);
}, 60_000);
