import { createHash } from "node:crypto";
import type { Sql, TransactionSql } from "postgres";

// What backup and restore read from Postgres' catalog, and the one text format both speak.

type Tx = Sql | TransactionSql;

export interface Table {
  name: string;
  /** The columns a row is written with: generated columns are left out (Postgres computes them again). */
  columns: string[];
  /** The primary key, which orders the rows; empty when there is none. */
  key: string[];
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

/**
 * The session settings under which COPY's text is the same on every server and client: dates in
 * ISO and UTC, floats exact. Backup and restore both use them, so a checksum taken at backup
 * matches the same data read back after a restore.
 */
export async function useStableFormat(tx: TransactionSql) {
  await tx.unsafe(
    "set local timezone = 'UTC'; set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres'; " +
      "set local extra_float_digits = 3; set local bytea_output = 'hex'; set local client_encoding = 'UTF8'",
  );
}

/**
 * The base tables of `public`, parents before children (by their foreign keys), else by name:
 * the order data is written and loaded in.
 */
export async function publicTables(tx: Tx): Promise<Table[]> {
  const rows = await tx<{ oid: number; name: string; columns: string[]; key: string[] }[]>`
    select c.oid::int as oid, c.relname as name,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum) as columns,
      array(select a.attname::text from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = c.oid and i.indisprimary
            order by array_position(i.indkey::int2[], a.attnum)) as key
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`;
  const edges = await tx<{ child: number; parent: number }[]>`
    select conrelid::int as child, confrelid::int as parent from pg_constraint
    where contype = 'f' and connamespace = 'public'::regnamespace and conrelid <> confrelid`;
  const ordered: (typeof rows)[number][] = [];
  const placed = new Set<number>();
  while (ordered.length < rows.length) {
    const ready = rows.find(
      (t) =>
        !placed.has(t.oid) &&
        edges.every((e) => e.child !== t.oid || placed.has(e.parent) || !rows.some((r) => r.oid === e.parent)),
    );
    // A cycle of foreign keys: the rest by name (the load runs with triggers, and so these checks, off).
    const next = ready ?? rows.find((t) => !placed.has(t.oid))!;
    placed.add(next.oid);
    ordered.push(next);
  }
  return ordered.map(({ name, columns, key }) => ({ name, columns, key }));
}

/** The sequences of `public` (identity and serial columns' counters) and where each stands. */
export async function publicSequences(tx: Tx): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const names = await tx<{ name: string }[]>`
    select relname::text as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`;
  const found = [];
  for (const { name } of names) {
    const [row] = await tx.unsafe<{ last_value: string; is_called: boolean }[]>(
      `select last_value::text, is_called from ${qualified("public", name)}`,
    );
    found.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return found;
}

/** The COPY statement that reads a table in key order, so the same rows give the same text. */
export function copyOut(table: Table): string {
  const columns = table.columns.map(ident).join(", ");
  const order = table.key.length ? table.key.map(ident).join(", ") : "t::text";
  return `copy (select ${columns} from ${qualified("public", table.name)} t order by ${order}) to stdout`;
}

/** The line that opens a table's rows in data.sql (pg_dump's form, so psql reads the file too). */
export function copyInLine(table: Pick<Table, "name" | "columns">, schema = "public"): string {
  return `COPY ${qualified(schema, table.name)} (${table.columns.map(ident).join(", ")}) FROM stdin;`;
}

/** A table's rows as COPY text, with their count and checksum; `each` sees every chunk as it comes. */
export async function readTable(
  tx: TransactionSql,
  table: Table,
  each: (chunk: Buffer) => void = () => {},
): Promise<{ rows: number; sha256: string }> {
  const hash = createHash("sha256");
  let rows = 0;
  const stream = await tx.unsafe(copyOut(table)).readable();
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    for (const byte of bytes) if (byte === 10) rows++;
    each(bytes);
  }
  // postgres.js pauses the connection's socket whenever the COPY stream's buffer is full (16 KB
  // on Node 20, 64 KB on 22) and resumes it only when the stream asks for more. When the last
  // rows and the end of the COPY arrive together past that mark, the stream ends with the socket
  // still paused, and the next statement on the connection waits for ever (a table with one
  // 24 KB row was enough). Asking once more after the end resumes it; on a flowing socket it is
  // a no-op. tests/integration/backupLargeRows.test.ts keeps this true.
  (stream as unknown as { _read: () => void })._read();
  return { rows, sha256: hash.digest("hex") };
}

export async function tableExists(tx: Tx, qualifiedName: string): Promise<boolean> {
  const [row] = await tx<{ found: boolean }[]>`select to_regclass(${qualifiedName}) is not null as found`;
  return row.found;
}

/** The columns of a table that an insert may name (not generated, not dropped). */
export async function writableColumns(tx: Tx, qualifiedName: string): Promise<string[]> {
  const rows = await tx<{ name: string }[]>`
    select attname::text as name from pg_attribute
    where attrelid = ${qualifiedName}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum`;
  return rows.map((r) => r.name);
}

/** The applied migrations, as the Supabase CLI records them; null where it keeps no record. */
export async function appliedMigrations(tx: Tx): Promise<string[] | null> {
  if (!(await tableExists(tx, "supabase_migrations.schema_migrations"))) return null;
  const rows = await tx<
    { version: string }[]
  >`select version from supabase_migrations.schema_migrations order by version`;
  return rows.map((r) => r.version);
}
