import { expect, it } from "vitest";
import { declarations } from "../../src/admin/resources";
import { useBackendWithSql } from "./backend";

// Which tables keep a history is the database's fact (private.track_history adds the trigger
// <table>_record_history; docs/architecture.md#publishing-and-history); an admin declaration's
// `keepsHistory` shows History on its list and cards. The two must name the same tables: a table
// tracked without it hides its history and undo from staff, one declared without the trigger
// offers a History that stays empty.
const ctx = useBackendWithSql();

it("the declarations that show History are the tables whose changes the database records", async () => {
  const rows = await ctx.sql<{ table_name: string }[]>`
    select c.relname as table_name from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and t.tgname = c.relname || '_record_history' and not t.tgisinternal`;
  const tracked = rows.map((row) => row.table_name).sort();
  const declared = declarations
    .filter((d) => d.keepsHistory)
    .map((d) => d.table)
    .sort();
  expect(tracked.length).toBeGreaterThan(0);
  expect(declared).toEqual(tracked);
});

// Likewise publishing: private.make_publishable gives a table its status and publish_at (and the
// read policies that use them); a declaration's `publishing` puts them in its form and list.
it("the declarations with Publishing are the tables the database made publishable", async () => {
  const rows = await ctx.sql<{ table_name: string }[]>`
    select c.table_name from information_schema.columns c
    join information_schema.columns s on s.table_schema = c.table_schema and s.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'publish_at' and s.column_name = 'status'`;
  const publishable = rows.map((row) => row.table_name).sort();
  const declared = declarations
    .filter((d) => d.publishing)
    .map((d) => d.table)
    .sort();
  expect(publishable.length).toBeGreaterThan(0);
  expect(declared).toEqual(publishable);
});
