import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { useMigratedDatabase } from "./backend";

// The README names the tables whose changes must rebuild the static pages; the migrated database
// is the truth: each such table carries a statement trigger that runs
// private.note_site_content_change(). tests/unit/docs/rebuildTriggers.test.ts reads the migrations'
// text; this asks the database itself, so a trigger dropped or renamed by a later migration shows.
const db = useMigratedDatabase();

function tablesTheReadmeNames(): string[] {
  const readme = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");
  const paragraph = /on insert, update and\s+delete of\s+([\s\S]*?)\s+notes the time/.exec(readme);
  if (!paragraph) throw new Error("README: the rebuild paragraph is not where this test looks");
  return [...paragraph[1].matchAll(/`([a-z_]+)`/g)].map((match) => match[1]).sort();
}

it("names in the README exactly the tables whose changes the database notes for a rebuild", async () => {
  const rows = await db.sql<Array<{ table: string }>>`
    select distinct c.relname as table
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      join pg_namespace pn on pn.oid = p.pronamespace
     where pn.nspname = 'private' and p.proname = 'note_site_content_change'
       and n.nspname = 'public' and not t.tgisinternal
     order by 1`;
  const inDatabase = rows.map((row) => row.table);
  expect(inDatabase.length).toBeGreaterThan(5);
  expect(tablesTheReadmeNames()).toEqual(inDatabase);
});
