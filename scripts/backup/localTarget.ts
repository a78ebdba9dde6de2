import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { startBackend, type Backend, type BackendOptions } from "../../supabase/local/backend";
import { initCluster, LOCAL_DB_PASSWORD, LOCAL_SUPERUSER, startServer } from "../../supabase/local/postgres";
import type { Project } from "./project";

/**
 * A new local backend with the migrations and no seed, to restore an archive into
 * (docs/architecture.md#backups): a new Postgres 17 cluster in `dataDir`, served by the local
 * stand-in with its files in `storageDir`. Afterwards `npm start` with the same LOCAL_DATA_DIR
 * and LOCAL_STORAGE_DIR serves the restored project. Both folders must be new or empty.
 */
export async function startEmptyLocalBackend(options: {
  dataDir: string;
  storageDir: string;
  /** false for throw-away test clusters (fsync off). */
  durable?: boolean;
  log?: (line: string) => void;
  /** More settings for the backend (tests slow its alert dispatcher down). */
  backend?: Partial<BackendOptions>;
}): Promise<{ backend: Backend; project: Project; stop(): Promise<void> }> {
  for (const dir of [options.dataDir, options.storageDir]) {
    if (existsSync(dir) && readdirSync(dir).length) {
      throw new Error(
        `${dir} is not empty. A restore goes into a new local database: move it away, or set LOCAL_DATA_DIR and LOCAL_STORAGE_DIR to new folders.`,
      );
    }
  }
  const log = options.log ?? (() => {});
  mkdirSync(options.storageDir, { recursive: true });
  await initCluster(options.dataDir);
  const server = await startServer(options.dataDir, { durable: options.durable ?? true, log });
  const urlOf = (user: string) =>
    `postgres://${user}:${LOCAL_DB_PASSWORD}@127.0.0.1:${server.port}/postgres?sslmode=disable`;
  // The restore connects as postgres, with a hosted project's rights and no superuser's.
  const dbUrl = urlOf("postgres");
  try {
    // Through DATABASE_URL, the stand-in applies the bootstrap (as the cluster's superuser) and the
    // migrations (as postgres) but not the seed.
    const backend = await startBackend({
      dataDir: null,
      databaseUrl: urlOf(LOCAL_SUPERUSER),
      migrationUrl: dbUrl,
      storageDir: options.storageDir,
      apiPort: 0,
      quiet: true,
      ...options.backend,
    });
    return {
      backend,
      project: { dbUrl, url: backend.url, serviceRoleKey: backend.secretKey },
      async stop() {
        await backend.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
