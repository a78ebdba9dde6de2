// The local backend's settings (README.md, "Settings"), read from the environment in one place and
// checked: a malformed value stops `npm start`, `npm run backend` and `npm run db:reset` with one
// message naming each, rather than a port of NaN or a connection string Postgres cannot read.
import { join } from "node:path";
import { LOCAL_API_PORT } from "./keys";
import { LOCAL_MAIL_PORT, LOCAL_SMTP_PORT } from "./mail/catcher";

export type LocalBackendSettings = {
  dataDir: string;
  storageDir: string;
  databaseUrl: string | undefined;
  apiPort: number;
  mailPort: number;
  smtpPort: number;
  webPort: number;
  siteUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** LOCAL_AUTH_CONFIG: another config.toml whose `[auth]` settings Auth follows (supabase/config.toml otherwise). */
  authConfigFile: string | undefined;
};

type Env = Readonly<Record<string, string | undefined>>;

export function localBackendSettings(env: Env = process.env, cwd = process.cwd()): LocalBackendSettings {
  const problems: string[] = [];
  const set = (name: string) => (env[name] === undefined || env[name] === "" ? undefined : env[name]);
  const port = (name: string, fallback: number) => {
    const value = set(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) > 65535) {
      problems.push(`${name} is not a port number from 0 to 65535 (it is "${value}")`);
      return fallback;
    }
    return Number(value);
  };
  const databaseUrl = set("DATABASE_URL");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push("DATABASE_URL is not a postgres:// or postgresql:// connection string");
  const adminEmail = set("LOCAL_ADMIN_EMAIL");
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))
    problems.push(`LOCAL_ADMIN_EMAIL is not an e-mail address (it is "${adminEmail}")`);
  const settings = {
    dataDir: set("LOCAL_DATA_DIR") ?? join(cwd, ".data", "db"),
    storageDir: set("LOCAL_STORAGE_DIR") ?? join(cwd, ".data", "storage"),
    databaseUrl,
    apiPort: port("API_PORT", LOCAL_API_PORT),
    mailPort: port("MAIL_PORT", LOCAL_MAIL_PORT),
    smtpPort: port("SMTP_PORT", LOCAL_SMTP_PORT),
    webPort: port("WEB_PORT", 5173),
    adminEmail,
    adminPassword: set("LOCAL_ADMIN_PASSWORD"),
    authConfigFile: set("LOCAL_AUTH_CONFIG"),
  };
  if (problems.length) {
    throw new Error(
      `The local backend's settings are wrong: ${problems.join("; ")}. Fix them in the environment ` +
        "(README.md, Settings, says what each one means).",
    );
  }
  return { ...settings, siteUrl: `http://localhost:${settings.webPort}` };
}
