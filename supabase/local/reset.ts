// `npm run db:reset`: a fresh local database with every migration and the seed.
import { rmSync } from "node:fs";
import { startBackend } from "./backend";
import { backendOptionsFromEnv } from "./cli";
import { assertDataDirFree } from "./leftovers";
import { serverDataDir } from "./serverUser";

const options = backendOptionsFromEnv();
if (options.databaseUrl) {
  console.error("db:reset resets the local database only. For a real Postgres use `npx supabase db reset`.");
  process.exit(1);
}
// As root, in a checkout the `postgres` user cannot enter, the cluster lives elsewhere (serverUser.ts).
const clusterDir = serverDataDir(options.dataDir);
try {
  assertDataDirFree(clusterDir); // never delete the files under a running Postgres
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
rmSync(clusterDir, { recursive: true, force: true });
// Files without their metadata rows would only be orphans.
rmSync(options.storageDir, { recursive: true, force: true });
const backend = await startBackend({ ...options, apiPort: 0, quiet: true });
await backend.stop();
console.log(
  `Fresh database in ${clusterDir} and empty storage in ${options.storageDir}: migrations and seed applied in ${backend.startMs} ms.`,
);
