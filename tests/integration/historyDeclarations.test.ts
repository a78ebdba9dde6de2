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
