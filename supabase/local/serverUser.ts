// Postgres refuses to run as root. When we are root, it runs as the user `postgres`, which must be
// able to reach its binaries and its data directory through every parent folder. A checkout under a
// folder only root may enter (`/root` on Debian and in most containers, any `mktemp -d`) gives it
// neither, so those two are placed where it can reach them (docs/architecture.md#database).
import { createHash } from "node:crypto";
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export interface ServerUser {
  uid: number;
  gid: number;
}

/** Where we keep what the `postgres` user must reach when the checkout is closed to it (LOCAL_ROOT_PLACE). */
const rootPlaceDir = () => process.env.LOCAL_ROOT_PLACE || "/var/lib/foundation-local";

/** The user Postgres runs as: null when we are not root; `postgres` (created when missing) when we are. */
export function serverUser(): ServerUser | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("groupadd", ["--system", "postgres"]);
    execFileSync("useradd", ["--system", "-g", "postgres", "--no-create-home", "postgres"]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

/** Whether `user` may enter (folders) or run (files) `path`: asked of the system as that user, not guessed from modes. */
export function reachable(user: ServerUser, path: string): boolean {
  let existing = resolve(path);
  while (!existsSync(existing)) existing = dirname(existing);
  return spawnSync("test", ["-x", existing], { ...user, cwd: "/", stdio: "ignore" }).status === 0;
}

const said = new Set<string>();
function sayOnce(line: string) {
  if (said.has(line)) return;
  said.add(line);
  console.log(`[backend] ${line}`);
}

function rootPlace(): string {
  const dir = rootPlaceDir();
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o711); // enterable by `postgres`, listable by root only
  return dir;
}

/**
 * The data directory Postgres runs on for `dataDir`: `dataDir` itself, unless we are root and the
 * `postgres` user cannot reach it; then one folder per checkout's data directory under LOCAL_ROOT_PLACE
 * (the same on every start, so the data stays), said once at start.
 */
export function serverDataDir(dataDir: string): string {
  const user = serverUser();
  if (!user || reachable(user, dirname(resolve(dataDir)))) return dataDir;
  const key = createHash("sha256").update(resolve(dataDir)).digest("hex").slice(0, 12);
  const placed = join(rootPlace(), `db-${key}`);
  sayOnce(
    `Postgres runs as the user postgres, which cannot enter ${dirname(resolve(dataDir))}: ` +
      `the database for ${dataDir} is kept in ${placed} instead.`,
  );
  return placed;
}

/**
 * The folder holding the Postgres binaries (`bin/`, `lib/`, `share/`) that the server user can run:
 * the package's own, or, when the `postgres` user cannot reach it, a copy under LOCAL_ROOT_PLACE (made
 * once per version and place of the package).
 */
export function serverBinaries(nativeDir: string, version: string): string {
  const user = serverUser();
  if (!user || reachable(user, join(nativeDir, "bin", "postgres"))) return nativeDir;
  const key = createHash("sha256").update(resolve(nativeDir)).digest("hex").slice(0, 8);
  const placed = join(rootPlace(), `postgres-${version}-${key}`);
  if (!existsSync(join(placed, "bin", "postgres"))) {
    const building = `${placed}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    cpSync(nativeDir, building, { recursive: true, verbatimSymlinks: true });
    chmodSync(building, 0o755);
    rmSync(placed, { recursive: true, force: true });
    renameSync(building, placed);
  }
  sayOnce(`Postgres runs as the user postgres, which cannot reach ${nativeDir}: it runs from a copy in ${placed}.`);
  return placed;
}
