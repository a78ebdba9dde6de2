// `npm run db:reset`: a fresh local database with every migration and the seed.
import { rmSync } from "node:fs";
import { startBackend } from "./backend";
import { backendOptionsFromEnv } from "./cli";
import { assertDataDirFree } from "./leftovers";

const options = backendOptionsFromEnv();
if (options.databaseUrl) {
  console.error("db:reset resets the local database only. For a real Postgres use `npx supabase db reset`.");
  process.exit(1);
}
try {
  assertDataDirFree(options.dataDir); // never delete the files under a running Postgres
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
rmSync(options.dataDir, { recursive: true, force: true });
// Files without their metadata rows would only be orphans.
rmSync(options.storageDir, { recursive: true, force: true });
const backend = await startBackend({ ...options, apiPort: 0, quiet: true });
await backend.stop();
console.log(
  `Fresh database in ${options.dataDir} and empty storage in ${options.storageDir}: migrations and seed applied in ${backend.startMs} ms.`,
);
