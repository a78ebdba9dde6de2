import { expect, it } from "vitest";
import { declarations } from "../../src/admin/resources";
import { useMigratedDatabase } from "./backend";

// The admin's search box is an ilike '%term%' on each resource's searchFields: every one of those
// columns needs a trigram GIN index, or the search reads the whole table as it grows.
const db = useMigratedDatabase();

it("every searched column of every resource has a trigram index", async () => {
  const rows = await db.sql<{ table: string; column: string }[]>`
    select t.relname as table, a.attname as column
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    join pg_class ix on ix.oid = i.indexrelid
    join pg_am am on am.oid = ix.relam and am.amname = 'gin'
    join pg_opclass oc on oc.oid = i.indclass[0] and oc.opcname = 'gin_trgm_ops'
    join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]`;
  const indexed = new Set(rows.map((r) => `${r.table}.${r.column}`));
  const searched = declarations.flatMap((d) => d.searchFields.map((f) => `${d.table}.${f}`));
  expect(searched).toContain("photos.image_alt");
  expect(searched.filter((column) => !indexed.has(column))).toEqual([]);
});

it("the planner answers a photo search with the trigram index", async () => {
  const plan = await db.sql.begin(async (tx) => {
    await tx`set local enable_seqscan = off`;
    return tx`explain select id from public.photos where image_alt ilike '%blocks%'`;
  });
  expect(plan.map((row) => Object.values(row)[0]).join("\n")).toContain("photos_image_alt_trgm_idx");
});
