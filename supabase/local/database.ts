import { existsSync, mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { servePglite } from "./pgliteServer";
import { findFreePort } from "./ports";

export interface Database {
  /** Connection string for PostgREST and the stand-in's own SQL client. */
  url: string;
  /** True when this start created the database (so it needs the seed). */
  created: boolean;
  close(): Promise<void>;
}

/**
 * A real Postgres when DATABASE_URL is given; otherwise PGlite (Postgres compiled to WASM),
 * persisted in `dataDir` (or in memory when null) and served over the wire protocol.
 */
export async function openDatabase(options: { dataDir: string | null; databaseUrl?: string }): Promise<Database> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, created: false, close: async () => {} };
  }
  const created = options.dataDir === null || !existsSync(`${options.dataDir}/PG_VERSION`);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ?? "memory://");
  const port = await findFreePort();
  const server = await servePglite(db, port);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    created,
    async close() {
      await server.close();
      await db.close();
    },
  };
}
