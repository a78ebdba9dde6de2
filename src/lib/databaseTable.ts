import type { Database } from "./database.types";

/*
 * The shape of one table in the generated database types (src/lib/database.types.ts, written by
 * `npm run db:types`), and the names for a table's rows, hand-written here once and imported by
 * the generated file (which exports them again), so the generator prints each table as its
 * columns and the columns an insert must give (docs/architecture.md#types).
 */

/**
 * A table as supabase-js types it: its columns written once, in `Row`; `Insert` takes the
 * `Required` columns and any other (a default, identity or generated column, or a nullable one)
 * or none; `Update` any of them. The typed client checks `.insert()` and `.update()` against these
 * as strictly as a literal copy of the columns would (tests/unit/lib/databaseTypes.test.ts).
 */
export type Table<R, Required extends keyof R, Relationships extends unknown[] = []> = {
  Row: R;
  Insert: InsertOf<R, Required>;
  Update: Partial<R>;
  Relationships: Relationships;
};

/** One object type, as supabase-js expects, not an intersection. */
type InsertOf<R, Required extends keyof R> = Flatten<Pick<R, Required> & Partial<Omit<R, Required>>>;
type Flatten<T> = { [K in keyof T]: T[K] };

type PublicTables = Database["public"]["Tables"];
/** A table of the public schema. */
export type TableName = keyof PublicTables;
/** A row of the table as a select returns it: `Row<"news_articles">`. */
export type Row<T extends TableName> = PublicTables[T]["Row"];
/** What an insert into the table takes. */
export type InsertRow<T extends TableName> = PublicTables[T]["Insert"];
