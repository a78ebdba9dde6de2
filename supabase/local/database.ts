import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { assertDataDirFree, claimDataDir, stopLeftovers } from "./leftovers";
import { migrate, migrationSources } from "./migrate";
import { initCluster, LOCAL_DB_PASSWORD, LOCAL_SUPERUSER, startServer, type PostgresServer } from "./postgres";
import { serverDataDir } from "./serverUser";

export interface Database {
  /** The superuser's connection string: the bootstrap, the Auth and Storage stand-ins, tests. */
  url: string;
  /** Whom migrations and the seed run as: `postgres` with a hosted project's rights; DATABASE_URL as given. */
  migrationUrl: string;
  /** PostgREST's: the `authenticator` login role on the local cluster; DATABASE_URL as given. */
  restUrl: string;
  /** True when this start created the database (so it needs the seed). */
  created: boolean;
  /** True when migrations and the seed are already in (a copy of the test template). */
  prepared: boolean;
  /** Resolves with a sentence when the database stops by itself; never for DATABASE_URL. */
  exited: Promise<string>;
  /** The local server's process id; undefined for DATABASE_URL. */
  pid: number | undefined;
  /** The persistent cluster's folder (LOCAL_DATA_DIR, or where serverUser.ts placed it); null otherwise. */
  dataDir: string | null;
  /** Writes where this backend answers beside its data directory's claim, for a second start to name. */
  announce(addresses: { api: string; mail: string }): void;
  close(): Promise<void>;
}

const url = (user: string, port: number) =>
  `postgres://${user}:${LOCAL_DB_PASSWORD}@127.0.0.1:${port}/postgres?sslmode=disable`;

/**
 * DATABASE_URL as given; else a Postgres 17 cluster of our own: persistent in `dataDir`, or
 * (null) a throw-away copy of a migrated, seeded template, removed again on close.
 */
export async function openDatabase(options: {
  dataDir: string | null;
  databaseUrl?: string;
  migrationUrl?: string;
  log: (line: string) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const never = new Promise<string>(() => {});
    const external = {
      url: options.databaseUrl,
      migrationUrl: options.migrationUrl ?? options.databaseUrl,
      restUrl: options.databaseUrl,
      created: false,
      prepared: false,
      pid: undefined,
    };
    return { ...external, dataDir: null, exited: never, announce: () => {}, close: async () => {} };
  }
  if (options.dataDir === null) return throwAwayDatabase(options.log);

  const dir = serverDataDir(options.dataDir);
  const version = existsSync(join(dir, "PG_VERSION")) ? readFileSync(join(dir, "PG_VERSION"), "utf8").trim() : null;
  if (version !== null && version !== "17") {
    throw new Error(
      `${dir} holds a Postgres ${version} database from an earlier local backend (PGlite). ` +
        "Run `npm run db:reset` for a fresh one (this deletes the local data), or set LOCAL_DATA_DIR to another directory.",
    );
  }
  // A living backend on this directory is left alone; a dead one's processes are stopped.
  if (version !== null) assertDataDirFree(dir);
  if (version === null) await initCluster(dir);
  else await stopLeftovers(dir, options.log);
  const claim = claimDataDir(dir);
  const server = await startServer(dir, { durable: true, log: options.log }).catch((error: Error) => {
    claim.release();
    throw error;
  });
  return fromServer(server, await superuserOf(server.port, version === null), {
    created: version === null,
    prepared: false,
    dataDir: dir,
    announce: claim.update,
    async close() {
      await server.stop();
      claim.release();
    },
  });
}

/**
 * The cluster's superuser: LOCAL_SUPERUSER, or `postgres` in a cluster made before the hosted
 * shape (its bootstrap superuser cannot be demoted; bootstrap.sql says so, db:reset makes a new one).
 * Asked as `postgres`, which both kinds have once the bootstrap ran (a wrong guess would put a
 * FATAL line in the server's log at every start).
 */
async function superuserOf(port: number, created: boolean): Promise<string> {
  if (created) return LOCAL_SUPERUSER;
  const probe = postgres(url("postgres", port), { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await probe<{ hosted: boolean }[]>`
      select exists (select from pg_roles where rolname = ${LOCAL_SUPERUSER} and rolsuper) as hosted`;
    return row.hosted ? LOCAL_SUPERUSER : "postgres";
  } catch {
    return LOCAL_SUPERUSER; // made by initdb as supabase_admin, stopped before its first bootstrap
  } finally {
    await probe.end({ timeout: 1 });
  }
}

function fromServer(
  server: PostgresServer,
  superuser: string,
  rest: {
    created: boolean;
    prepared: boolean;
    dataDir?: string;
    announce?: Database["announce"];
    close(): Promise<void>;
  },
): Database {
  return {
    url: url(superuser, server.port),
    migrationUrl: url("postgres", server.port),
    restUrl: url("authenticator", server.port),
    exited: server.exited,
    pid: server.pid,
    dataDir: null,
    announce: () => {},
    ...rest,
  };
}

async function throwAwayDatabase(log: (line: string) => void): Promise<Database> {
  const template = await ensureTemplate(log);
  const parent = mkdtempSync(join(tmpdir(), "foundation-pg-"));
  chmodSync(parent, 0o755); // the server may run as another user (`postgres`, when we are root)
  const dir = join(parent, "data");
  copyCluster(template, dir);
  const server = await startServer(dir, { durable: false, log }).catch((error: Error) => {
    rmSync(parent, { recursive: true, force: true });
    throw error;
  });
  return fromServer(server, LOCAL_SUPERUSER, {
    created: true,
    prepared: true,
    async close() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  });
}

/**
 * initdb and the migrations take seconds on a busy machine; every test file needs the same
 * database. So the first run builds it once per version of the schema (a hash of the bootstrap,
 * the migrations and the seed) in the temp directory, and each test backend starts on a copy.
 */
async function ensureTemplate(log: (line: string) => void): Promise<string> {
  const hash = createHash("sha256");
  for (const source of migrationSources()) hash.update(source.name).update(readFileSync(source.path));
  const prefix = "foundation-pg-template-";
  const template = join(tmpdir(), `${prefix}${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(join(template, "PG_VERSION"))) return template;

  const building = `${template}.${process.pid}.${Date.now()}`;
  try {
    await initCluster(building);
    const server = await startServer(building, { durable: false, log });
    try {
      const platform = postgres(url(LOCAL_SUPERUSER, server.port), { max: 1, onnotice: () => {} });
      const sql = postgres(url("postgres", server.port), { max: 1, onnotice: () => {} });
      await migrate(sql, { seed: true, platform }).finally(() =>
        Promise.all([sql.end({ timeout: 2 }), platform.end({ timeout: 2 })]),
      );
    } finally {
      await server.stop();
    }
    renameSync(building, template); // atomic: a parallel run that finished first wins, ours is dropped below
    removeStaleTemplates(prefix);
  } catch (error) {
    if (!existsSync(join(template, "PG_VERSION"))) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** Templates of other schema versions, a day unused: another checkout may still be copying a newer one. */
function removeStaleTemplates(prefix: string) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(prefix))) {
    const path = join(tmpdir(), name);
    if (statSync(path).atimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
  }
}

/** A copy that keeps owners and modes (Postgres insists on both), where the platform allows. */
function copyCluster(from: string, to: string) {
  if (process.platform === "win32") cpSync(from, to, { recursive: true });
  else execFileSync("cp", ["-a", from, to]);
}
