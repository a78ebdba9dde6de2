import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { startBackend, type Backend } from "../../supabase/local/backend";
import { LOCAL_ANON_KEY } from "../../supabase/local/keys";
import { findFreePort } from "../../supabase/local/ports";

// The local backend's children die; the backend notices, restarts PostgREST or stops as a whole,
// and never leaves a process behind.
let backend: Backend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

const read = (b: Backend) =>
  fetch(`${b.url}/rest/v1/doctors?select=name`, { headers: { apikey: b.anonKey }, signal: AbortSignal.timeout(5000) })
    .then((res) => res.status)
    .catch(() => 0);

const alive = (pid: number | undefined) => {
  try {
    return pid !== undefined && (process.kill(pid, 0), true);
  } catch {
    return false;
  }
};

it("starts PostgREST again when it is killed under load, within seconds", async () => {
  backend = await startBackend({ dataDir: null, apiPort: 0, quiet: true });
  const b = backend;
  const killed = b.pids().postgrest!;
  const statuses: number[] = [];
  let stop = false;
  const readers = Array.from({ length: 10 }, async () => {
    while (!stop) statuses.push(await read(b));
  });
  // Under load: the readers have had answers before PostgREST is killed.
  await vi.waitFor(() => expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(20), {
    timeout: 10_000,
  });
  process.kill(killed, "SIGKILL");
  const killedAt = Date.now();
  while ((await read(b)) !== 200 || b.pids().postgrest === killed) {
    expect(Date.now() - killedAt).toBeLessThan(10_000);
  }
  const backMs = Date.now() - killedAt;
  stop = true;
  await Promise.all(readers);

  expect(b.pids().postgrest).not.toBe(killed);
  expect(backMs).toBeLessThan(5000);
  // While it was down, readers got a quick 502 or 503, never a hang or a dropped connection.
  expect(statuses.filter((s) => ![200, 502, 503].includes(s))).toEqual([]);
  expect(statuses.filter((s) => s !== 200).length).toBeGreaterThan(0);
  console.log(`PostgREST back ${backMs} ms after SIGKILL; ${statuses.length} reads under way meanwhile`);
});

it("stops the whole backend, saying why, when Postgres dies", async () => {
  backend = await startBackend({ dataDir: null, apiPort: 0, quiet: true });
  const { postgres, postgrest } = backend.pids();
  process.kill(postgres!, "SIGKILL");
  const why = await backend.stopped;
  expect(why).toMatch(/^Postgres stopped unexpectedly \(SIGKILL\)/);
  expect(await read(backend)).toBe(0); // the gateway is closed, not answering half-alive
  expect(alive(postgrest)).toBe(false);
});

/** `npm run backend` on `dataDir`, on free ports, once it says it started. */
async function startCli(dataDir: string) {
  const [apiPort, mailPort, smtpPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  const child = spawn(process.execPath, ["--import", "tsx", "supabase/local/cli.ts"], {
    env: {
      ...process.env,
      LOCAL_DATA_DIR: join(dataDir, "db"),
      LOCAL_STORAGE_DIR: join(dataDir, "storage"),
      API_PORT: String(apiPort),
      MAIL_PORT: String(mailPort),
      SMTP_PORT: String(smtpPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk) => (output += chunk) && /Started in/.test(output) && resolve());
      child.stderr.on("data", (chunk) => (output += chunk));
      child.once("exit", () => reject(new Error(`backend exited at start:\n${output}`)));
    });
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { child, output: () => output };
}

function descendants(pid: number): number[] {
  let direct: number[];
  try {
    direct = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.trim())
      .map(Number);
  } catch {
    direct = []; // ps exits 1 when a process has no children
  }
  return direct.flatMap((p) => [p, ...descendants(p)]);
}

/** A process's command name, or "" when it has exited since it was listed (a short-lived helper may). */
const command = (pid: number) => {
  try {
    return execFileSync("ps", ["-o", "comm=", "-p", String(pid)], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
};

/** Alive and not a zombie (in a container nothing may reap an orphan that exited). */
const running = (pid: number) => {
  try {
    return !execFileSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" })
      .trim()
      .startsWith("Z");
  } catch {
    return false;
  }
};

async function untilGone(pids: number[]) {
  // tsx's esbuild helper leaves when its pipe closes, a moment after us; give stragglers 5 s.
  for (let i = 0; i < 50 && pids.some(running); i++) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(running);
}

function projectFolder() {
  const dir = mkdtempSync(join(tmpdir(), "foundation-supervision-"));
  chmodSync(dir, 0o755); // as a project folder is: Postgres may run as another user
  return dir;
}

it("leaves no process behind when `npm run backend` gets Ctrl-C", async () => {
  const dataDir = projectFolder();
  const { child } = await startCli(dataDir);
  try {
    const children = descendants(child.pid!);
    expect(children.length).toBeGreaterThanOrEqual(2); // Postgres (with its workers) and PostgREST

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(await untilGone(children)).toEqual([]);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

it("stops what a backend killed with SIGKILL left running when the next one starts", async () => {
  const dataDir = projectFolder();
  const first = await startCli(dataDir);
  let second: Awaited<ReturnType<typeof startCli>> | undefined;
  let left: number[] = [];
  try {
    left = descendants(first.child.pid!).filter((pid) => /^(postgres|postgrest)$/.test(command(pid)));
    const exited = new Promise<void>((resolve) => first.child.once("exit", () => resolve()));
    first.child.kill("SIGKILL"); // nothing of ours runs: the children are orphans now
    await exited;
    // A time, on purpose: the orphans are still running a while after their parent died.
    await new Promise((r) => setTimeout(r, 500));
    expect(left.filter(running).length).toBeGreaterThanOrEqual(2);

    second = await startCli(dataDir);
    expect(second.output()).toMatch(/stopping the PostgREST an earlier backend left running/);
    expect(second.output()).toMatch(/stopping the Postgres an earlier backend left running/);
    expect(left.filter(running)).toEqual([]);
    const { status } = await fetch(second.output().match(/API: +(\S+)/)![1] + "/rest/v1/doctors?select=name", {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(status).toBe(200);
  } finally {
    for (const run of [first, second]) {
      if (!run || run.child.exitCode !== null || run.child.signalCode !== null) continue;
      const children = descendants(run.child.pid!);
      run.child.kill("SIGINT");
      await untilGone([run.child.pid!, ...children]);
    }
    for (const pid of left.filter(running)) process.kill(pid, "SIGKILL"); // when the sweep failed
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it("refuses a second backend on a data directory a living one uses, and the first keeps answering", async () => {
  const dataDir = projectFolder();
  const first = await startCli(dataDir);
  try {
    const api = first.output().match(/API: +(\S+)/)![1];
    const second = spawn(process.execPath, ["--import", "tsx", "supabase/local/cli.ts"], {
      env: {
        ...process.env,
        LOCAL_DATA_DIR: join(dataDir, "db"),
        LOCAL_STORAGE_DIR: join(dataDir, "storage"),
        API_PORT: "0",
        MAIL_PORT: "0",
        SMTP_PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let said = "";
    second.stdout.on("data", (chunk) => (said += chunk));
    second.stderr.on("data", (chunk) => (said += chunk));
    const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
    expect(code).toBe(1);
    expect(said).toContain(`Another local backend is running on ${join(dataDir, "db")}: process ${first.child.pid}`);
    expect(said).toContain(`API ${api}`);
    // Nothing of the first was stopped: its REST reads and its Postgres answer at once.
    const { status } = await fetch(`${api}/rest/v1/doctors?select=name`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(status).toBe(200);
    expect(first.child.exitCode).toBe(null);
  } finally {
    const children = descendants(first.child.pid!);
    first.child.kill("SIGINT");
    await untilGone([first.child.pid!, ...children]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it("stops the whole backend, saying why, when PostgREST exits more than five times in a minute", async () => {
  backend = await startBackend({ dataDir: null, apiPort: 0, quiet: true });
  const b = backend;
  let killed = 0;
  const stopped = b.stopped.then((why) => why);
  for (let round = 0; round < 6; round++) {
    const pid = b.pids().postgrest!;
    process.kill(pid, "SIGKILL");
    killed++;
    if (round === 5) break;
    // Wait for the supervisor's next child before killing again.
    for (let i = 0; i < 200 && b.pids().postgrest === pid; i++) await new Promise((r) => setTimeout(r, 50));
  }
  const why = await stopped;
  expect(killed).toBe(6);
  expect(why).toMatch(/^PostgREST exited 6 times within a minute/);
  expect(await read(b)).toBe(0); // the gateway closed with it
  expect(alive(b.pids().postgres)).toBe(false);
}, 90_000);
