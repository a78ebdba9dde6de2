import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { backendOptionsFromEnv } from "../../supabase/local/cli";
import { LOCAL_SECRET_KEY } from "../../supabase/local/keys";
import { LOCAL_DB_PASSWORD } from "../../supabase/local/postgres";
import { hostedProjectSettings } from "../settings";

/** A Supabase project as backup and restore reach it: its database, and its HTTP API for Storage. */
export interface Project {
  /** A Postgres connection string with a role that reads (and, to restore, writes) every table: `postgres`. */
  dbUrl: string;
  /** The project URL, `https://<ref>.supabase.co` (or the local backend's). */
  url: string;
  /** The secret key (sb_secret_…) or the legacy service-role key. */
  serviceRoleKey: string;
}

/**
 * From SUPABASE_DB_URL, SUPABASE_URL and SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY;
 * all three, for a hosted project); with none of them, the running local backend (`npm start`,
 * `npm run backend`): its cluster's port from the postmaster.pid in LOCAL_DATA_DIR (or
 * DATABASE_URL), API_PORT, and the CLI's local secret key.
 */
export function projectFromEnv(): Project {
  const hosted = hostedProjectSettings();
  if (hosted) return hosted;
  const local = backendOptionsFromEnv();
  return {
    dbUrl: local.databaseUrl ?? localClusterUrl(local.dataDir),
    url: `http://127.0.0.1:${local.apiPort}`,
    serviceRoleKey: LOCAL_SECRET_KEY,
  };
}

/** The running local cluster's superuser URL: Postgres writes its port on the 4th line of postmaster.pid. */
export function localClusterUrl(dataDir: string): string {
  const pidFile = join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) {
    throw new Error(
      `No local backend is running on ${dataDir}: start it (npm start, or npm run backend), ` +
        "or set SUPABASE_DB_URL, SUPABASE_URL and SUPABASE_SECRET_KEY for a hosted project.",
    );
  }
  const port = Number(readFileSync(pidFile, "utf8").split("\n")[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${pidFile} names no port`);
  return `postgres://postgres:${LOCAL_DB_PASSWORD}@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/** Where the database is, without its password, for the manifest and the log. */
export function describeDatabase(dbUrl: string): string {
  try {
    const url = new URL(dbUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return "(a connection string that is not a URL)";
  }
}

/**
 * Storage's HTTP API with the service-role key. A legacy key is a JWT and also goes as the bearer
 * token, as supabase-js sends it; a new secret key (`sb_secret_...`) goes as `apikey` only, and
 * the platform's gateway turns it into a token.
 */
export function storageApi(project: Project) {
  const headers: Record<string, string> = { apikey: project.serviceRoleKey };
  if (project.serviceRoleKey.split(".").length === 3) headers.Authorization = `Bearer ${project.serviceRoleKey}`;
  const base = `${project.url}/storage/v1`;
  const path = (bucket: string, name: string) =>
    `${encodeURIComponent(bucket)}/${name.split("/").map(encodeURIComponent).join("/")}`;

  async function call(method: string, url: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) {
    const res = await fetch(url, { method, headers: { ...headers, ...init.headers }, body: init.body });
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      throw new Error(`Storage ${method} ${url.slice(base.length)}: ${res.status} ${text.slice(0, 300)}`);
    }
    return res;
  }

  return {
    async buckets(): Promise<StorageBucket[]> {
      return (await (await call("GET", `${base}/bucket`)).json()) as StorageBucket[];
    },

    /** Every object of a bucket at any depth, in name order (the API lists one folder level at a time). */
    async objects(bucket: string): Promise<StorageObject[]> {
      const found: StorageObject[] = [];
      const folders = [""];
      const PAGE = 100;
      while (folders.length) {
        const prefix = folders.shift()!;
        for (let offset = 0; ; offset += PAGE) {
          const res = await call("POST", `${base}/object/list/${encodeURIComponent(bucket)}`, {
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ prefix, limit: PAGE, offset, sortBy: { column: "name", order: "asc" } }),
          });
          const page = (await res.json()) as StorageObject[];
          for (const entry of page) {
            const name = prefix ? `${prefix}/${entry.name}` : entry.name;
            if (entry.id === null) folders.push(name);
            else found.push({ ...entry, name });
          }
          if (page.length < PAGE) break;
        }
      }
      return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },

    /** Whether a bucket holds anything at all (an object, or a folder, which only objects make). */
    async isEmpty(bucket: string): Promise<boolean> {
      const res = await call("POST", `${base}/object/list/${encodeURIComponent(bucket)}`, {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ prefix: "", limit: 1, offset: 0 }),
      });
      return ((await res.json()) as unknown[]).length === 0;
    },

    async download(
      bucket: string,
      name: string,
    ): Promise<{ bytes: Buffer; contentType: string | null; cacheControl: string | null }> {
      const res = await call("GET", `${base}/object/authenticated/${path(bucket, name)}`);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get("content-type"),
        cacheControl: res.headers.get("cache-control"),
      };
    },

    /**
     * A new object (never over an existing one) from its bytes, with its content type, its
     * Cache-Control as it was stored, and its user metadata.
     */
    async upload(
      bucket: string,
      name: string,
      bytes: Buffer,
      meta: { contentType: string; cacheControl: string | null; userMetadata: unknown },
    ): Promise<void> {
      const extra: Record<string, string> = { "Content-Type": meta.contentType, "x-upsert": "false" };
      if (meta.cacheControl) extra["Cache-Control"] = meta.cacheControl;
      if (meta.userMetadata && typeof meta.userMetadata === "object") {
        extra["x-metadata"] = Buffer.from(JSON.stringify(meta.userMetadata)).toString("base64");
      }
      await call("POST", `${base}/object/${path(bucket, name)}`, { headers: extra, body: new Uint8Array(bytes) });
    },
  };
}

export interface StorageBucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface StorageObject {
  name: string;
  id: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata?: Record<string, unknown> | null;
}
