/*
 * The shape of one table in the generated database types (src/lib/database.types.ts, written by
 * `npm run db:types`), hand-written here once and imported by the generated file, so the
 * generator prints each table as its columns and the columns an insert must give
 * (docs/architecture.md#types).
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
