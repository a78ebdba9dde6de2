import type { Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { DEFAULT_RETRY, startAlertDispatcher, viaNotifyStaff, type RetryPolicy } from "./alerts/dispatcher";
import { authConfig } from "./auth/config";
import { createAuthHandler } from "./auth/handler";
import type { VerifyLimits } from "./auth/recovery";
import type { SignInLimits } from "./auth/signIn";
import { createAuthStore } from "./auth/store";
import { openDatabase } from "./database";
import type { ProjectKeys } from "./apiKeys";
import { verifyJwtSettings } from "./functions/config";
import { createFunctionsServer } from "./functions/server";
import { createGateway } from "./gateway";
import { createProjectJwt } from "./jwt";
import {
  LOCAL_ADMIN_EMAIL,
  LOCAL_ADMIN_PASSWORD,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_SIGNING_KEY,
} from "./keys";
import { startMailCatcher, type MailCatcher } from "./mail/catcher";
import { createMailer } from "./mail/send";
import { forgetPostgrest, recordPostgrest } from "./leftovers";
import { migrate } from "./migrate";
import { assertPortFree } from "./ports";
import { startPostgrest } from "./postgrest";
import { startRetention, viaStorageApi, type RetentionReport } from "./retention";
import { createStorageHandler } from "./storage/handler";

/** PostgREST's connections to Postgres: concurrent requests run side by side, as on a hosted project. */
const REST_POOL = 10;

export interface BackendOptions {
  /** Where the local Postgres 17 cluster keeps its files; null for a throw-away one. */
  dataDir: string | null;
  /** Where Storage keeps object files; unset for a throw-away directory. */
  storageDir?: string;
  /** Another Postgres to use instead of the local cluster. */
  databaseUrl?: string;
  /** With databaseUrl: whom migrations run as, when not that URL's user (the bootstrap still runs as databaseUrl's). */
  migrationUrl?: string;
  /** The gateway's port; 0 picks a free one. */
  apiPort: number;
  /** The mail catcher's page and API, and its SMTP port; 0 (the default) picks free ones. */
  mailPort?: number;
  smtpPort?: number;
  /** Where the site is, for links in e-mail (config.toml's site_url); http://localhost:5173 by default. */
  siteUrl?: string;
  /** Where the Edge Functions are (tests bring their own); supabase/functions by default. */
  functionsDir?: string;
  /** Secrets every function gets besides the URL and keys (as `supabase secrets set`), e.g. SITE_BUILD_HOOK_URL. */
  functionSecrets?: Record<string, string>;
  adminEmail?: string;
  adminPassword?: string;
  /** Auth settings that tests change: config.toml's refresh_token_reuse_interval (10 s), the sign-in and verification limits. */
  auth?: {
    /** A config.toml whose `[auth]` settings Auth follows (sign-up, confirmations, limits); supabase/config.toml by default. */
    configFile?: string;
    refreshTokenReuseSeconds?: number;
    signInLimits?: Partial<SignInLimits>;
    verifyLimits?: Partial<VerifyLimits>;
  };
  /**
   * How the alert dispatcher retries (10 s doubling to 10 min) and how often it looks for due
   * retries (2 s); `hourlyCap`: single alerts per recipient an hour before the rest wait for a
   * digest (private.alert_settings, 10 unless set).
   */
  alerts?: { retry?: Partial<RetryPolicy>; pollMs?: number; hourlyCap?: number };
  /** How often the retention job runs after its run at start (an hour). */
  retention?: { everyMs?: number };
  quiet?: boolean;
}

const LOCAL_SITE_URL = "http://localhost:5173";
/** Who the local backend's e-mail comes from, as `supabase start`'s sender. */
const MAIL_FROM = "Foundation (local) <admin@email.com>";
const ALERT_FUNCTION = "notify-staff";
const FUNCTIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "functions");
const CONFIG_TOML = join(dirname(fileURLToPath(import.meta.url)), "..", "config.toml");
const KEYS: ProjectKeys = {
  publishable: LOCAL_PUBLISHABLE_KEY,
  secret: LOCAL_SECRET_KEY,
  legacyAnon: LOCAL_ANON_KEY,
  legacyServiceRole: LOCAL_SERVICE_ROLE_KEY,
};

export interface Backend {
  url: string;
  /** The browser's key (sb_publishable_…): the anon role. */
  publishableKey: string;
  /** The servers' key (sb_secret_…): the service role; refused from a browser. */
  secretKey: string;
  /** Legacy JWT keys (anon, service_role), still accepted: the compatibility path. */
  anonKey: string;
  serviceRoleKey: string;
  /** The public signing keys, as /auth/v1/.well-known/jwks.json serves them. */
  jwks: { keys: object[] };
  adminEmail: string;
  adminPassword: string;
  /** Milliseconds from the call to a gateway that answers. */
  startMs: number;
  createdDatabase: boolean;
  /** Every e-mail Auth and the functions sent: its page, Mailpit's API, and a switch for its SMTP port. */
  mail: MailCatcher;
  /** Resolves with the reason when the backend stopped by itself (Postgres died, PostgREST kept dying); never after stop(). */
  stopped: Promise<string>;
  /** The process ids of the local Postgres server and of the running PostgREST (for tests that kill them). */
  pids(): { postgres: number | undefined; postgrest: number | undefined };
  storageDir: string;
  /** Runs the retention job now (docs/architecture.md#retention), as its schedule does. */
  runRetention(): Promise<RetentionReport>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for a Supabase project: Postgres 17 (our own cluster, or DATABASE_URL) with
 * the platform bootstrap, migrations and (on a new database) the seed; the real PostgREST; the
 * Auth stand-in; one gateway. Same keys and port as `supabase start`: publishable and secret keys,
 * sessions signed with ES256, and the legacy JWT keys still accepted.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const started = Date.now();
  const log = (line: string) => options.quiet || console.log(`[backend] ${line}`);
  if (options.apiPort) await assertPortFree(options.apiPort, "API", "API_PORT");
  if (options.mailPort) await assertPortFree(options.mailPort, "mail page", "MAIL_PORT");
  if (options.smtpPort) await assertPortFree(options.smtpPort, "SMTP", "SMTP_PORT");
  const adminEmail = options.adminEmail ?? LOCAL_ADMIN_EMAIL;
  const adminPassword = options.adminPassword ?? LOCAL_ADMIN_PASSWORD;
  const jwt = createProjectJwt({ signingKey: LOCAL_SIGNING_KEY, legacySecret: LOCAL_JWT_SECRET });

  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    migrationUrl: options.migrationUrl,
    log,
  });
  const stops: Array<() => Promise<void>> = [() => database.close()];
  if (!options.databaseUrl && new URL(database.url).username === "postgres") {
    log(
      "this database was made before the hosted shape: migrations run here as a superuser, not as on a hosted project. " +
        "`npm run db:reset` makes a new one (it deletes the local data; `npm run db:backup` first keeps it).",
    );
  }
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      for (const fn of stops.reverse()) {
        await fn().catch((error: Error) => log(`while stopping: ${error.message}`));
      }
    })());
  try {
    const sql = postgres(database.url, { max: 4, onnotice: () => {} });
    stops.push(() => sql.end({ timeout: 2 }));
    if (!database.prepared) {
      // Each migration commits on its own; not waiting for each commit's flush makes a cold start
      // seconds faster, and a crash mid-way at worst re-runs the last migrations (each is atomic).
      const migrator = postgres(database.migrationUrl, {
        max: 1,
        onnotice: () => {},
        connection: { synchronous_commit: "off" },
      });
      const { applied } = await migrate(migrator, { seed: database.created, platform: sql }).finally(() =>
        migrator.end({ timeout: 2 }),
      );
      if (applied.length) log(`applied ${applied.length} migration(s)${database.created ? " and the seed" : ""}`);
    }
    await ensureStaffAccount(sql, adminEmail, adminPassword);

    const clusterDir = database.dataDir;
    const postgrest = await startPostgrest({
      dbUri: database.restUrl,
      jwtSecret: jwt.postgrestSecret,
      pool: REST_POOL,
      log,
      onSpawn: (pid) => clusterDir && recordPostgrest(clusterDir, pid),
    });
    stops.push(async () => {
      await postgrest.stop();
      if (clusterDir) forgetPostgrest(clusterDir);
    });

    const storageDir = options.storageDir ?? mkdtempSync(join(tmpdir(), "foundation-storage-"));
    if (!options.storageDir) stops.push(async () => rmSync(storageDir, { recursive: true, force: true }));
    const mail = await startMailCatcher({
      httpPort: options.mailPort ?? 0,
      smtpPort: options.smtpPort ?? 0,
      log: (line) => log(`[mail] ${line}`),
    });
    stops.push(() => mail.stop());
    // Filled in once the gateway listens (its port may be picked by the OS); read when a function starts.
    const functionEnv: Record<string, string> = {};
    const functions = createFunctionsServer({
      dir: options.functionsDir ?? FUNCTIONS_DIR,
      jwt,
      verifyJwt: options.functionsDir ? undefined : verifyJwtSettings(CONFIG_TOML),
      env: functionEnv,
      log: (line) => console.log(`[functions] ${line}`),
    });
    stops.push(() => functions.stop());

    const server = createGateway({
      restUrl: postgrest.url,
      restIsUp: postgrest.isUp,
      keys: KEYS,
      jwt,
      auth: createAuthHandler({
        sql,
        jwt,
        issuer: "http://127.0.0.1/auth/v1",
        mailer: createMailer({ host: "127.0.0.1", port: mail.smtpPort, from: MAIL_FROM }),
        siteUrl: options.siteUrl ?? LOCAL_SITE_URL,
        apiUrl: () => functionEnv.SUPABASE_URL,
        refreshTokenReuseSeconds: options.auth?.refreshTokenReuseSeconds ?? 10,
        signInLimits: options.auth?.signInLimits,
        verifyLimits: options.auth?.verifyLimits,
        config: authConfig(options.auth?.configFile ?? CONFIG_TOML),
      }),
      storage: createStorageHandler({ sql, jwt, filesDir: storageDir }),
      functions: functions.handle,
    });
    await listen(server, options.apiPort);
    stops.push(() => close(server));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : options.apiPort;
    database.announce({ api: `http://127.0.0.1:${port}`, mail: mail.url });
    Object.assign(functionEnv, {
      SUPABASE_URL: `http://127.0.0.1:${port}`,
      // As hosted sets them (Supabase's docs, "Edge Functions: environment variables").
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
      SUPABASE_JWKS: JSON.stringify(jwt.jwks),
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(mail.smtpPort),
      SMTP_FROM: MAIL_FROM,
      SITE_URL: options.siteUrl ?? LOCAL_SITE_URL,
      ...options.functionSecrets,
    });

    // The site's origin, for the links of pages the database builds (private.site_settings).
    await sql`update private.site_settings set origin = ${new URL(options.siteUrl ?? LOCAL_SITE_URL).origin}`;
    if (options.alerts?.hourlyCap) {
      await sql`update private.alert_settings set hourly_cap = ${options.alerts.hourlyCap}`;
    }
    // New-message alerts: what pg_cron and pg_net do on a hosted project (docs/architecture.md, "Staff alerts").
    const dispatcher = startAlertDispatcher({
      sql,
      send: viaNotifyStaff(() => functionEnv.SUPABASE_URL, LOCAL_SECRET_KEY, ALERT_FUNCTION),
      retry: { ...DEFAULT_RETRY, ...options.alerts?.retry },
      pollMs: options.alerts?.pollMs,
      log: (line) => log(`[alerts] ${line}`),
    });
    stops.push(() => dispatcher.stop());
    // Retention: what pg_cron does on a hosted project (supabase/hosted/retention.sql).
    const retention = startRetention({
      sql,
      removeObjects: viaStorageApi(() => functionEnv.SUPABASE_URL, LOCAL_SECRET_KEY),
      everyMs: options.retention?.everyMs,
      log: (line) => log(`[retention] ${line}`),
    });
    stops.push(() => retention.stop());
    await retention.first;

    // A part that is gone for good takes the whole backend down, loudly, rather than half of it answering.
    const stopped = Promise.race([database.exited, postgrest.failed]).then(async (why) => {
      if (stopping) return new Promise<string>(() => {}); // stop() was asked for: not news
      console.error(`[backend] ${why}: the local backend stops.`);
      await stop();
      return why;
    });
    return {
      url: `http://127.0.0.1:${port}`,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      secretKey: LOCAL_SECRET_KEY,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwks: jwt.jwks,
      adminEmail,
      adminPassword,
      startMs: Date.now() - started,
      createdDatabase: database.created,
      mail,
      stopped,
      pids: () => ({ postgres: database.pid, postgrest: postgrest.pid() }),
      storageDir,
      runRetention: () => retention.run(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

function close(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The local staff login: created (confirmed) when missing, and always a row of admin_users. */
async function ensureStaffAccount(sql: postgres.Sql, email: string, password: string) {
  const store = createAuthStore(sql);
  const user = (await store.userByEmail(email)) ?? (await store.createUser({ email, password, confirmed: true }));
  await sql`insert into public.admin_users (user_id) values (${user.id}) on conflict do nothing`;
}
