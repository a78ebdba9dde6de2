import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { startBackend, type Backend } from "../../supabase/local/backend";
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
  await new Promise((resolve) => setTimeout(resolve, 500));
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

it("leaves no process behind when `npm run backend` gets Ctrl-C", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "foundation-supervision-"));
  chmodSync(dataDir, 0o755); // as a project folder is: Postgres may run as another user

  const apiPort = await findFreePort();
  const child = spawn(process.execPath, ["--import", "tsx", "supabase/local/cli.ts"], {
    env: { ...process.env, LOCAL_DATA_DIR: join(dataDir, "db"), API_PORT: String(apiPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let output = "";
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk) => (output += chunk) && /Started in/.test(output) && resolve());
      child.stderr.on("data", (chunk) => (output += chunk));
      child.once("exit", () => reject(new Error(`backend exited at start:\n${output}`)));
    });
    const descendants = (pid: number): number[] => {
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
    };
    const children = descendants(child.pid!);
    expect(children.length).toBeGreaterThanOrEqual(2); // Postgres (with its workers) and PostgREST

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    // tsx's esbuild helper leaves when its pipe closes, a moment after us; give stragglers 5 s.
    for (let i = 0; i < 50 && children.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
    expect(children.filter(alive)).toEqual([]);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
