// `npm run db:backup` and `npm run db:restore` (README.md, "Backups"; docs/architecture.md#backups).
import { join, relative } from "node:path";
import { backendOptionsFromEnv } from "../../supabase/local/cli";
import { backup } from "./backup";
import { startEmptyLocalBackend } from "./localTarget";
import { projectFromEnv, type Project } from "./project";
import { restore, RestoreRefused } from "./restore";
import { hostedProjectSettings } from "../settings";

const USAGE = `Usage:
  npm run db:backup [-- --out <folder>]           one dated archive (default folder: .data/backups)
  npm run db:restore -- <archive> [--new-local]   restore into an empty project
The project: SUPABASE_DB_URL, SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or else the running local
backend. --new-local restores into a new local database in LOCAL_DATA_DIR and LOCAL_STORAGE_DIR
(default .data/db and .data/storage), which must not exist yet.`;

const log = (line: string) => console.log(`  ${line}`);
const shown = (path: string) => (relative(process.cwd(), path).startsWith("..") ? path : relative(process.cwd(), path));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function runBackup(args: string[]) {
  const at = args.indexOf("--out");
  const outDir = at >= 0 ? args[at + 1] : join(process.cwd(), ".data", "backups");
  if (!outDir || args.some((a, i) => a.startsWith("-") && a !== "--out" && i !== at + 1)) throw new Error(USAGE);
  const project = projectFromEnv();
  console.log(`Backing up ${project.url} ...`);
  const result = await backup(project, { outDir, log });
  const rows = result.manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `${shown(result.archive)}: ${kb(result.bytes)}, ` +
      `${rows} rows in ${result.manifest.tables.length} tables, ${result.manifest.auth.users} account(s), ` +
      `${result.manifest.objects.length} object(s), in ${(result.ms / 1000).toFixed(1)} s.`,
  );
}

async function runRestore(args: string[]) {
  const newLocal = args.includes("--new-local");
  const rest = args.filter((a) => a !== "--new-local");
  if (rest.length !== 1 || rest[0].startsWith("-")) throw new Error(USAGE);
  const archive = rest[0];
  const into = async (project: Project, linksTo?: string) => {
    console.log(`Restoring ${archive} into ${project.url} ...`);
    const result = await restore(project, archive, { log, linksTo });
    console.log(
      `Restored ${result.rows} rows in ${result.tables} tables, ${result.users.restored} account(s) ` +
        `and ${result.objects} object(s) (${kb(result.bytes)}) in ${(result.ms / 1000).toFixed(1)} s.`,
    );
  };
  if (!newLocal) return into(projectFromEnv());
  if (hostedProjectSettings())
    throw new Error("--new-local restores into a new local database; unset SUPABASE_DB_URL.");
  const { dataDir, storageDir, apiPort } = backendOptionsFromEnv();
  console.log(`A new local database in ${dataDir} (files in ${storageDir}) ...`);
  const target = await startEmptyLocalBackend({ dataDir, storageDir, log });
  try {
    // Served afterwards by `npm start` on API_PORT, not on this run's passing port.
    await into(target.project, `http://127.0.0.1:${apiPort}`);
  } finally {
    await target.stop();
  }
  console.log("`npm start` with the same LOCAL_DATA_DIR and LOCAL_STORAGE_DIR serves it.");
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === "backup") await runBackup(args);
  else if (command === "restore") await runRestore(args);
  else throw new Error(USAGE);
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Refused: ${error.message}` : (error as Error).message);
  process.exit(1);
}
