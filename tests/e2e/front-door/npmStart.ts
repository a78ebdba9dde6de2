// What Playwright's webServer runs for the front-door project: the README's own `npm start`, on
// the run's free ports, with its output copied to a log that the tests read (the staff login it
// prints). Its database is a fresh one of its own under .data/, as a new clone's first start
// makes; a developer's `.data/db` may be in use by their own `npm start` beside the tests.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { serverDataDir } from "../../../supabase/local/serverUser";
import { startLogPath } from "./startLog";

const webPort = process.env.E2E_START_WEB_PORT!;
const dir = join(".data", `e2e-start-${webPort}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const log = createWriteStream(startLogPath(webPort));

const child = spawn("npm", ["start"], {
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    WEB_PORT: webPort,
    API_PORT: process.env.E2E_START_API_PORT,
    MAIL_PORT: process.env.E2E_START_MAIL_PORT,
    SMTP_PORT: process.env.E2E_START_SMTP_PORT,
    LOCAL_DATA_DIR: join(dir, "db"),
    LOCAL_STORAGE_DIR: join(dir, "storage"),
    VITE_SUPABASE_URL: "",
    VITE_SUPABASE_PUBLISHABLE_KEY: "",
    VITE_SUPABASE_ANON_KEY: "",
  },
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on("data", (chunk: Buffer) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
}
let stopping = false;
child.once("exit", (code) => {
  if (!stopping) console.error(`npm start exited (${code})`);
  rmSync(dir, { recursive: true, force: true });
  // As root in a checkout the postgres user cannot enter, the cluster was kept elsewhere.
  rmSync(serverDataDir(join(dir, "db")), { recursive: true, force: true });
  rmSync(startLogPath(webPort), { force: true });
  process.exit(stopping ? 0 : 1);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    // npm passes the signal on to `tsx scripts/start.ts`, which stops Postgres and PostgREST.
    child.kill("SIGTERM");
  });
}
