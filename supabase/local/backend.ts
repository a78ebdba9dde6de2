import postgres from "postgres";
import { createAuthHandler } from "./auth/handler";
import { createAuthStore } from "./auth/store";
import { openDatabase } from "./database";
import { createGateway } from "./gateway";
import {
  LOCAL_ADMIN_EMAIL,
  LOCAL_ADMIN_PASSWORD,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from "./keys";
import { migrate } from "./migrate";
import { assertPortFree } from "./ports";
import { startPostgrest } from "./postgrest";

export interface BackendOptions {
  /** Where PGlite keeps its files; null for a throw-away in-memory database. */
  dataDir: string | null;
  /** A real Postgres to use instead of PGlite. */
  databaseUrl?: string;
  /** The gateway's port; 0 picks a free one. */
  apiPort: number;
  adminEmail?: string;
  adminPassword?: string;
  quiet?: boolean;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  adminEmail: string;
  adminPassword: string;
  /** Milliseconds from the call to a gateway that answers. */
  startMs: number;
  createdDatabase: boolean;
  stop(): Promise<void>;
}

/**
 * The local stand-in for a Supabase project: Postgres (PGlite or DATABASE_URL) with the
 * platform bootstrap, migrations and (on a new database) the seed; the real PostgREST;
 * the Auth stand-in; one gateway. Same keys, secret and port as `supabase start`.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const started = Date.now();
  const log = (line: string) => options.quiet || console.log(`[backend] ${line}`);
  if (options.apiPort) await assertPortFree(options.apiPort, "API", "API_PORT");
  const adminEmail = options.adminEmail ?? LOCAL_ADMIN_EMAIL;
  const adminPassword = options.adminPassword ?? LOCAL_ADMIN_PASSWORD;

  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const stops: Array<() => Promise<void>> = [() => database.close()];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error: Error) => log(`while stopping: ${error.message}`));
  };
  try {
    const sql = postgres(database.url, { max: 1, prepare: false, onnotice: () => {} });
    stops.push(() => sql.end({ timeout: 2 }));
    const { applied } = await migrate(sql, { seed: database.created });
    if (applied.length) log(`applied ${applied.length} migration(s)${database.created ? " and the seed" : ""}`);
    await ensureStaffAccount(sql, adminEmail, adminPassword);

    const postgrest = await startPostgrest({ dbUri: database.url, jwtSecret: LOCAL_JWT_SECRET, pool: 1, log });
    stops.push(() => postgrest.stop());

    const server = createGateway({
      restUrl: postgrest.url,
      apiKeys: [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY],
      auth: createAuthHandler({ sql, jwtSecret: LOCAL_JWT_SECRET, issuer: "http://127.0.0.1/auth/v1" }),
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.apiPort, "127.0.0.1", () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : options.apiPort;
    return {
      url: `http://127.0.0.1:${port}`,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      adminEmail,
      adminPassword,
      startMs: Date.now() - started,
      createdDatabase: database.created,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The local staff login: created (confirmed) when missing, and always a row of admin_users. */
async function ensureStaffAccount(sql: postgres.Sql, email: string, password: string) {
  const store = createAuthStore(sql);
  const user = (await store.userByEmail(email)) ?? (await store.createUser({ email, password, confirmed: true }));
  await sql`insert into public.admin_users (user_id) values (${user.id}) on conflict do nothing`;
}
