import { startBackend, type Backend } from "./backend";
import { localBackendSettings } from "./settings";

/** Options from the environment, as README.md documents them, checked (./settings.ts). */
export function backendOptionsFromEnv() {
  const { webPort: _webPort, authConfigFile, ...options } = localBackendSettings();
  return { ...options, auth: authConfigFile ? { configFile: authConfigFile } : undefined };
}

export function describeBackend(backend: Backend): string {
  return [
    `API:          ${backend.url}  (REST ${backend.url}/rest/v1, Auth ${backend.url}/auth/v1, Storage ${backend.url}/storage/v1)`,
    `Publishable:  ${backend.publishableKey}  (the site and admin: VITE_SUPABASE_PUBLISHABLE_KEY)`,
    `Secret:       ${backend.secretKey}  (scripts and functions: SUPABASE_SECRET_KEY; never in a browser)`,
    `JWKS:         ${backend.url}/auth/v1/.well-known/jwks.json  (sessions are signed with ES256)`,
    `Mail:         ${backend.mail.url}  (every e-mail sent, caught; SMTP on port ${backend.mail.smtpPort})`,
    `Staff login:  ${backend.adminEmail} / ${backend.adminPassword}  (unless changed in Settings)`,
    `Started in ${backend.startMs} ms${backend.createdDatabase ? " (new database: migrations and seed applied)" : ""}`,
  ].join("\n");
}

/**
 * Runs `stop` on Ctrl-C or termination, then exits. (Not on SIGHUP, so `nohup npm start` keeps
 * running.) Other listeners go: Vite's servers exit the process on SIGTERM as soon as they are
 * closed, which would leave Postgres and PostgREST running without us.
 */
export function stopOnSignal(stop: () => Promise<void>) {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop().finally(() => process.exit(0));
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const backend = await startBackend(backendOptionsFromEnv());
    console.log(describeBackend(backend));
    stopOnSignal(backend.stop);
    void backend.stopped.then(() => process.exit(1));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
