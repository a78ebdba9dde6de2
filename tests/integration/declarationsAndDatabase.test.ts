import { expect, it } from "vitest";
import { declarations } from "../../src/admin/resources";
import type { ResourceDeclaration } from "../../src/admin/resources/types";
import { useBackendWithSql } from "./backend";

// What an admin declaration says of its table's mechanisms is the database's fact, and the two
// must name the same tables (docs/architecture.md#publishing-and-history):
// - `keepsHistory` shows History on the list and cards; private.track_history adds the trigger
//   <table>_record_history. A table tracked without it hides its history and undo from staff (as
//   events did); one declared without the trigger offers a History that stays empty.
// - `publishing` puts status and publish_at in the form and list; private.make_publishable gives
//   the table those columns and the read policies that use them.
const ctx = useBackendWithSql();

/** The tables the database's query names, and those whose declarations say `says`: the same. */
async function expectDeclaredAsInDatabase(
  says: (declaration: ResourceDeclaration) => unknown,
  query: Promise<{ table_name: string }[]>,
) {
  const inDatabase = (await query).map((row) => row.table_name).sort();
  const declared = declarations
    .filter(says)
    .map((d) => d.table)
    .sort();
  expect(inDatabase.length).toBeGreaterThan(0);
  expect(declared).toEqual(inDatabase);
}

it("the declarations that show History are the tables whose changes the database records", async () => {
  await expectDeclaredAsInDatabase(
    (d) => d.keepsHistory,
    ctx.sql<{ table_name: string }[]>`
      select c.relname as table_name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and t.tgname = c.relname || '_record_history' and not t.tgisinternal`,
  );
});

it("the declarations with Publishing are the tables the database made publishable", async () => {
  await expectDeclaredAsInDatabase(
    (d) => d.publishing,
    ctx.sql<{ table_name: string }[]>`
      select c.table_name from information_schema.columns c
      join information_schema.columns s on s.table_schema = c.table_schema and s.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'publish_at' and s.column_name = 'status'`,
  );
});
