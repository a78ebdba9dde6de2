import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * When Node itself is killed (kill -9, a crashed terminal), nothing runs to stop Postgres and
 * PostgREST: the operating system does not end a process's children with it. The next start on
 * the same data directory finds them by their pid files and stops them first, so `npm start`
 * works again without anyone hunting processes (docs/architecture.md#supervision).
 */
const POSTGREST_PID_FILE = "postgrest.pid";

/** Remembers the running PostgREST beside Postgres' own postmaster.pid (Postgres ignores the file). */
export function recordPostgrest(dataDir: string, pid: number | undefined) {
  if (pid !== undefined) writeFileSync(join(dataDir, POSTGREST_PID_FILE), `${pid}\n`);
}

export function forgetPostgrest(dataDir: string) {
  rmSync(join(dataDir, POSTGREST_PID_FILE), { force: true });
}

/**
 * One backend per data directory. A backend writes `backend.json` (its pid, when that process
 * started, and its addresses) into the directory it runs on. A second start on that directory
 * while that process lives refuses and leaves it alone; when the process is gone (killed), what it
 * left running is stopped (`stopLeftovers`) and the directory is taken over.
 */
const OWNER_FILE = "backend.json";

export interface DataDirOwner {
  pid: number;
  /** The process's start time as `ps` gives it: a pid reused by another program since does not match. */
  started: string;
  api?: string;
  mail?: string;
}

/** The living backend that uses `dataDir`, if any. */
export function livingOwner(dataDir: string): DataDirOwner | null {
  const file = join(dataDir, OWNER_FILE);
  if (!existsSync(file)) return null;
  let owner: DataDirOwner;
  try {
    owner = JSON.parse(readFileSync(file, "utf8")) as DataDirOwner;
  } catch {
    return null; // half-written by a backend killed at that moment
  }
  if (owner.pid === process.pid) return null;
  return running(owner.pid) && startTime(owner.pid) === owner.started ? owner : null;
}

/** Refuses, naming the process and its addresses, when a living backend uses `dataDir`. */
export function assertDataDirFree(dataDir: string) {
  const owner = livingOwner(dataDir);
  if (!owner) return;
  const where = [owner.api && `API ${owner.api}`, owner.mail && `mail ${owner.mail}`].filter(Boolean).join(", ");
  throw new Error(
    `Another local backend is running on ${dataDir}: process ${owner.pid}${where ? ` (${where})` : ""}. ` +
      "It keeps running. Stop it first (Ctrl-C in its terminal), use it as it is, or give this one a data " +
      "directory of its own with LOCAL_DATA_DIR (and LOCAL_STORAGE_DIR).",
  );
}

/** Takes `dataDir` for this process; `update` adds the addresses once they are known, `release` lets it go. */
export function claimDataDir(dataDir: string) {
  assertDataDirFree(dataDir);
  const owner: DataDirOwner = { pid: process.pid, started: startTime(process.pid) };
  const write = () => writeFileSync(join(dataDir, OWNER_FILE), `${JSON.stringify(owner)}\n`);
  write();
  return {
    update(addresses: { api?: string; mail?: string }) {
      Object.assign(owner, addresses);
      write();
    },
    release() {
      const file = join(dataDir, OWNER_FILE);
      try {
        if ((JSON.parse(readFileSync(file, "utf8")) as DataDirOwner).pid === process.pid) rmSync(file);
      } catch {
        // already gone
      }
    },
  };
}

function startTime(pid: number): string {
  try {
    return execFileSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/** Stops a PostgREST and a Postgres that an earlier backend on `dataDir` left running. */
export async function stopLeftovers(dataDir: string, log: (line: string) => void): Promise<void> {
  if (process.platform === "win32") return; // no `ps`; Windows ends a job's children itself
  const postgrest = pidFrom(join(dataDir, POSTGREST_PID_FILE));
  if (postgrest !== null && running(postgrest, /postgrest/)) {
    log(`stopping the PostgREST an earlier backend left running (pid ${postgrest})`);
    await stopProcess(postgrest, "SIGTERM");
  }
  forgetPostgrest(dataDir);

  // postmaster.pid: the pid on the first line, the data directory on the second.
  const lockFile = join(dataDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const [pidLine, dirLine] = readFileSync(lockFile, "utf8").split("\n");
  const postgres = Number(pidLine);
  if (resolve(dirLine ?? "") !== resolve(dataDir) || !running(postgres, /postgres/)) return;
  log(`stopping the Postgres an earlier backend left running (pid ${postgres})`);
  await stopProcess(postgres, "SIGINT"); // fast shutdown: roll back, checkpoint, exit
}

function pidFrom(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Alive, and still the program we expect: a pid may have been reused by anything since. A zombie
 * (stopped, not yet reaped: in a container nothing may reap it) counts as gone.
 */
function running(pid: number, program: RegExp = /./): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    const [state = "", command = ""] = execFileSync("ps", ["-o", "stat=,comm=", "-p", String(pid)], {
      encoding: "utf8",
    })
      .trim()
      .split(/\s+/);
    return !state.startsWith("Z") && program.test(command);
  } catch {
    return false; // ps exits 1 when there is no such process
  }
}

async function stopProcess(pid: number, signal: NodeJS.Signals) {
  const gone = () => !running(pid);
  process.kill(pid, signal);
  for (let waited = 0; waited < 15_000 && !gone(); waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (!gone()) process.kill(pid, "SIGKILL");
}
