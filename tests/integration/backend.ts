import type { SupabaseClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/lib/database.types";
import { startBackend, type Backend, type BackendOptions } from "../../supabase/local/backend";
import { openDatabase, type Database as LocalDatabase } from "../../supabase/local/database";
import { nodeClient } from "../../supabase/local/nodeClient";
import { freshEmail } from "../support/rows";

export type Client = SupabaseClient<Database>;

/**
 * Starts a fresh throw-away backend (migrations + seed) for the calling test file. A used refresh
 * token is refused at once (as `refresh_token_reuse_interval = 0`), so no test waits out the 10 s.
 */
export function useBackend(options: Partial<BackendOptions> = {}) {
  const handle = { backend: undefined as unknown as Backend };
  beforeAll(async () => {
    handle.backend = await startBackend({
      dataDir: null,
      apiPort: 0,
      quiet: true,
      ...options,
      auth: { refreshTokenReuseSeconds: 0, ...options.auth },
    });
  }, 60_000);
  afterAll(async () => {
    await handle.backend?.stop();
  });
  return handle;
}

/**
 * A throw-away copy of the migrated, seeded database with a superuser connection, for tests that
 * read the catalog, query plans or a migration itself (no API in between). Removed on close.
 */
export function useMigratedDatabase() {
  const handle = { sql: undefined as unknown as postgres.Sql };
  let database: LocalDatabase | undefined;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, log: () => {} });
    handle.sql = postgres(database.url, { max: 1, onnotice: () => {} });
  }, 60_000);
  afterAll(async () => {
    await handle.sql?.end({ timeout: 2 });
    await database?.close();
  });
  return handle;
}

/**
 * `TEST_API_KEYS=legacy`: every test's clients use the legacy JWT keys (anon, service_role) rather
 * than the publishable and secret keys, through the gateway's compatibility path, as a project
 * not yet moved to the new keys does (docs/architecture.md#the-local-stand-in). A test that names
 * its key keeps it.
 */
const legacyKeys = process.env.TEST_API_KEYS === "legacy";
const browserKey = (backend: Backend) => (legacyKeys ? backend.anonKey : backend.publishableKey);

/** The real supabase-js client as a browser would hold it (Node 20 needs `ws` for realtime). */
export function client(backend: Backend, key = browserKey(backend)): Client {
  return nodeClient(backend.url, key);
}

/** supabase-js as a visitor at this loopback address (nodeClient's fetchFrom). */
export function clientFrom(backend: Backend, localAddress: string, key = browserKey(backend)): Client {
  return nodeClient(backend.url, key, localAddress);
}

let addresses = 0;
/** A loopback address no other call in this test file leaves from, in 127.1.0.1 to 127.127.255.254. */
export function freshAddress(): string {
  const n = addresses++;
  return `127.${1 + (Math.floor(n / 254 / 256) % 127)}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
}

export function serviceClient(backend: Backend): Client {
  return client(backend, legacyKeys ? backend.serviceRoleKey : backend.secretKey);
}

export async function signedIn(backend: Backend, email: string, password: string): Promise<Client> {
  const c = client(backend);
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return c;
}

export function staffClient(backend: Backend): Promise<Client> {
  return signedIn(backend, backend.adminEmail, backend.adminPassword);
}

/** A signed-in account that is not staff (made through the Auth admin API, as in production). */
export async function nonStaffClient(backend: Backend): Promise<Client> {
  const email = freshEmail("parent");
  const password = "parent-password";
  const { error } = await serviceClient(backend).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  return signedIn(backend, email, password);
}

/** A signed-in member of staff with the editor role: content only, no personal data (issue 23). */
export async function editorClient(backend: Backend): Promise<Client> {
  const email = freshEmail("editor");
  const password = "editor-password";
  const service = serviceClient(backend);
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  const made = await service.from("admin_users").insert({ user_id: data.user.id, role: "editor" });
  if (made.error) throw new Error(`making an editor failed: ${made.error.message}`);
  return signedIn(backend, email, password);
}

/**
 * A fresh backend (migrations + seed) on a throw-away database whose superuser connection the test
 * holds too: for tests that move the clock in SQL (set timestamps) or read private tables.
 */
export function useBackendWithSql(options: Partial<BackendOptions> = {}) {
  const handle = { backend: undefined as unknown as Backend, sql: undefined as unknown as postgres.Sql };
  let database: LocalDatabase | undefined;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, log: () => {} });
    handle.backend = await startBackend({
      dataDir: null,
      databaseUrl: database.url,
      apiPort: 0,
      quiet: true,
      ...options,
      auth: { refreshTokenReuseSeconds: 0, ...options.auth },
    });
    handle.sql = postgres(database.url, { max: 2, onnotice: () => {} });
  }, 60_000);
  afterAll(async () => {
    await handle.sql?.end({ timeout: 2 });
    await handle.backend?.stop();
    await database?.close();
  });
  return handle;
}
