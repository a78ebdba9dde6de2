import type { Sql } from "postgres";

export interface Column {
  name: string;
  /** The TypeScript type of a value, null excluded. */
  type: string;
  nullable: boolean;
  /** A value may be left out on insert (a default, identity or generated column, or nullable). */
  optionalOnInsert: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface Table {
  name: string;
  columns: Column[];
  relationships: Relationship[];
}

export interface FunctionSignature {
  name: string;
  args: Array<{ name: string; type: string; optional: boolean }>;
  returns: string;
}

export interface Schema {
  tables: Table[];
  functions: FunctionSignature[];
}

/** Postgres types as supabase-js sees them over PostgREST's JSON. */
function tsType(pgType: string): string {
  if (pgType.endsWith("[]")) return `${tsType(pgType.slice(0, -2))}[]`;
  switch (pgType) {
    case "boolean":
      return "boolean";
    case "smallint":
    case "integer":
    case "bigint":
    case "real":
    case "double precision":
    case "numeric":
      return "number";
    case "json":
    case "jsonb":
      return "Json";
    case "void":
      return "undefined";
    case "uuid":
    case "text":
    case "character varying":
    case "character":
    case "citext":
    case "date":
    case "time without time zone":
    case "time with time zone":
    case "timestamp without time zone":
    case "timestamp with time zone":
    case "interval":
    case "inet":
    case "bytea":
      return "string";
    default:
      return "unknown";
  }
}

/**
 * A text column limited by `check (col in ('a', 'b'))` gets the union of those values: the
 * schema stays the one source of the choices (notice types, contact subjects).
 */
function checkedValues(definition: string, column: string): string[] | null {
  const match = new RegExp(`^CHECK \\(\\(?${column} = ANY \\(ARRAY\\[(.+)\\]\\)\\)\\)?$`).exec(definition);
  if (!match) return null;
  const values = [...match[1].matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1].replace(/''/g, "'"));
  return values.length ? values : null;
}

export async function describeSchema(sql: Sql, schema: string): Promise<Schema> {
  const columns = await sql<
    { table: string; name: string; type: string; notnull: boolean; hasdefault: boolean; generated: boolean }[]
  >`
    select c.relname as table, a.attname as name, format_type(a.atttypid, null) as type,
           a.attnotnull as notnull, a.atthasdef as hasdefault, (a.attidentity <> '' or a.attgenerated <> '') as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`;
  const checks = await sql<{ table: string; definition: string }[]>`
    select c.relname as table, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and k.contype = 'c'
    order by c.relname, k.conname`;
  const keys = await sql<
    {
      name: string;
      table: string;
      columns: string[];
      referenced: string;
      referencedColumns: string[];
      unique: boolean;
    }[]
  >`
    select k.conname as name, c.relname as table,
           array(select attname from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey) order by attnum) as columns,
           r.relname as referenced,
           array(select attname from pg_attribute where attrelid = k.confrelid and attnum = any(k.confkey) order by attnum) as "referencedColumns",
           exists (
             select 1 from pg_index i
             where i.indrelid = k.conrelid and i.indisunique and (i.indkey::int2[])::int2[] @> k.conkey and array_length(k.conkey, 1) = i.indnatts
           ) as unique
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class r on r.oid = k.confrelid
    join pg_namespace rn on rn.oid = r.relnamespace
    where n.nspname = ${schema} and rn.nspname = ${schema} and k.contype = 'f'
    order by c.relname, k.conname`;
  const functions = await sql<
    {
      name: string;
      argnames: string[] | null;
      argtypes: string[];
      defaults: number;
      returns: string;
      retset: boolean;
      /** The columns of `returns table (...)`, in order; empty for other functions. */
      tablecolumns: { name: string; type: string }[];
    }[]
  >`
    select p.proname as name, p.proargnames as argnames,
           array(select format_type(t, null) from unnest(p.proargtypes) as t) as argtypes,
           p.pronargdefaults as defaults, format_type(p.prorettype, null) as returns, p.proretset as retset,
           coalesce((select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.n)
                     from unnest(p.proargnames, p.proallargtypes, p.proargmodes) with ordinality as a(name, type, mode, n)
                     where a.mode = 't'), '[]') as tablecolumns
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${schema} and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
    order by p.proname, pg_get_function_identity_arguments(p.oid)`;

  const tableNames = [...new Set(columns.map((c) => c.table))].sort();
  return {
    tables: tableNames.map((table) => ({
      name: table,
      columns: columns
        .filter((c) => c.table === table)
        .map((c) => {
          const choices = checks
            .filter((k) => k.table === table)
            .map((k) => checkedValues(k.definition, c.name))
            .find((values) => values !== null);
          return {
            name: c.name,
            type: choices ? choices.map((v) => JSON.stringify(v)).join(" | ") : tsType(c.type),
            nullable: !c.notnull,
            optionalOnInsert: !c.notnull || c.hasdefault || c.generated,
          };
        }),
      relationships: keys
        .filter((k) => k.table === table)
        .map((k) => ({
          foreignKeyName: k.name,
          columns: k.columns,
          referencedRelation: k.referenced,
          referencedColumns: k.referencedColumns,
          isOneToOne: k.unique,
        })),
    })),
    functions: functions.map((f) => ({
      name: f.name,
      args: f.argtypes.map((type, i) => ({
        name: f.argnames?.[i] ?? "",
        type: tsType(type),
        optional: i >= f.argtypes.length - f.defaults,
      })),
      returns: f.tablecolumns.length
        ? `{ ${f.tablecolumns.map((c) => `${c.name}: ${tsType(c.type)};`).join(" ")} }[]`
        : f.retset
          ? `${tsType(f.returns)}[]`
          : tsType(f.returns),
    })),
  };
}
