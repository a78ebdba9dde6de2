// The build scripts' settings (README.md, "Settings"; scripts/*), read from the environment in
// this one module and checked: a missing or malformed value stops the script with one message
// naming each wrong value and what it should be, rather than a NaN port, a bench of no readers or
// a half-configured hosted project. The browser's settings are src/lib/settings.ts, the local
// backend's supabase/local/settings.ts, the Edge Functions' supabase/functions/_shared/settings.ts.
import { LOCAL_API_PORT } from "../supabase/local/keys";

type Env = Readonly<Record<string, string | undefined>>;
// The only place scripts/ touches the process's environment (eslint.config.js keeps it so).
const processEnv = process.env;

/** A setting that is missing or malformed: its message names every such value. */
export class SettingsError extends Error {}

/** Reads named values from one environment and collects every problem before refusing. */
class Reader {
  private readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  /** The value, or undefined when unset or empty. */
  text(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === "" ? undefined : value;
  }

  /** A whole number from `min` up, or the fallback when unset. */
  whole(name: string, fallback: number, min = 0): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min) {
      this.problems.push(`${name} is not a whole number from ${min} up (it is "${value}")`);
      return fallback;
    }
    return Number(value);
  }

  port(name: string, fallback: number): number {
    const port = this.whole(name, fallback);
    if (port > 65535) this.problems.push(`${name} is not a port number from 0 to 65535 (it is "${port}")`);
    return port;
  }

  /** An http(s) URL, without a trailing slash. */
  url(name: string): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^https?:\/\/[^\s/]+/.test(value)) {
      this.problems.push(`${name} is not an http:// or https:// address (it is "${value}")`);
      return undefined;
    }
    return value.replace(/\/+$/, "");
  }

  /** Several values given together or not at all: the missing ones are a problem when any is set. */
  together<N extends string>(names: readonly N[]): Record<N, string> | undefined {
    const given = names.filter((name) => this.text(name) !== undefined);
    if (given.length === 0) return undefined;
    if (given.length < names.length) {
      const missing = names.filter((name) => !given.includes(name));
      this.problems.push(`set all of ${names.join(", ")} or none (missing: ${missing.join(", ")})`);
      return undefined;
    }
    return Object.fromEntries(names.map((name) => [name, this.text(name)!])) as Record<N, string>;
  }

  /**
   * The current variable, or the legacy one it replaces when only that is set (Supabase's new
   * API keys, docs/decisions/091-the-new-api-keys-and-es256-sessions-locally.md): its value and which name it came from.
   */
  current<N extends string, L extends string>(name: N, legacy: L): { name: N | L; value: string } | undefined {
    const value = this.text(name);
    if (value !== undefined) return { name, value };
    const old = this.text(legacy);
    return old === undefined ? undefined : { name: legacy, value: old };
  }

  problem(message: string) {
    this.problems.push(message);
  }

  /** The settings, or a SettingsError naming every problem. */
  done<T>(who: string, settings: T): T {
    if (this.problems.length) {
      throw new SettingsError(
        `${who}: ${this.problems.join("; ")}. Fix them in the environment (README.md, Settings, says what each one means).`,
      );
    }
    return settings;
  }
}

/**
 * `npm start`: the site's port, and a hosted project when both of its browser settings are given:
 * its URL and its publishable key (or, legacy, its anon key), with the name the key came from.
 */
export function startSettings(env: Env = processEnv) {
  const read = new Reader(env);
  const webPort = read.port("WEB_PORT", 5173);
  const url = read.text("VITE_SUPABASE_URL");
  const key = read.current("VITE_SUPABASE_PUBLISHABLE_KEY", "VITE_SUPABASE_ANON_KEY");
  if (url && !key)
    read.problem("set VITE_SUPABASE_URL with VITE_SUPABASE_PUBLISHABLE_KEY (missing: VITE_SUPABASE_PUBLISHABLE_KEY)");
  if (key && !url) read.problem(`set ${key.name} with VITE_SUPABASE_URL (missing: VITE_SUPABASE_URL)`);
  if (url && !/^https?:\/\//.test(url))
    read.problem(`VITE_SUPABASE_URL is not an http:// or https:// address (it is "${url}")`);
  return read.done("npm start", {
    webPort,
    hosted: url && key ? { url, publishableKey: key.value, keyName: key.name } : undefined,
  });
}

/**
 * `npm run audit:perf`: runs per page (AUDIT_RUNS, 1 up), extra articles (AUDIT_ARTICLES) and the
 * CPU slowdowns Lighthouse simulates (AUDIT_CPU, e.g. "4,6": every page at each, one run).
 */
export function auditSettings(env: Env = processEnv) {
  const read = new Reader(env);
  const cpu = (env.AUDIT_CPU ?? "4").split(",").map((part) => Number(part.trim()));
  if (cpu.some((factor) => !Number.isInteger(factor) || factor < 1 || factor > 20))
    read.problem(`AUDIT_CPU is not a list of whole numbers from 1 to 20, such as "4,6" (it is "${env.AUDIT_CPU}")`);
  return read.done("npm run audit:perf", {
    runs: read.whole("AUDIT_RUNS", 1, 1),
    extraArticles: read.whole("AUDIT_ARTICLES", 0),
    cpuSlowdowns: [...new Set(cpu)],
  });
}

/** `npm run bench:readers`: where (a loopback address only), how many readers, for how long. */
export function benchReadersSettings(env: Env = processEnv) {
  const read = new Reader(env);
  const apiPort = read.port("API_PORT", LOCAL_API_PORT);
  const url = new URL(read.url("BENCH_URL") ?? `http://127.0.0.1:${apiPort}`);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
    read.problem(`BENCH_URL is a local backend only, not ${url.hostname} (this is a load generator)`);
  return read.done("npm run bench:readers", {
    url,
    readers: read.whole("BENCH_READERS", 50, 1),
    seconds: read.whole("BENCH_SECONDS", 20, 1),
  });
}

/**
 * `npm run bench:content`: the numbers of extra articles to build with (BENCH_ARTICLES=100,1000),
 * and with BENCH_HINDI=1 each size built twice, without and with their Hindi (issue 39).
 */
export function benchContentSettings(env: Env = processEnv) {
  const read = new Reader(env);
  const given = read.text("BENCH_ARTICLES") ?? "100,1000";
  const sizes = given.split(",").map((size) => size.trim());
  if (sizes.some((size) => !/^\d+$/.test(size)))
    read.problem(`BENCH_ARTICLES is not whole numbers separated by commas, such as 100,1000 (it is "${given}")`);
  const hindi = read.text("BENCH_HINDI") ?? "0";
  if (hindi !== "0" && hindi !== "1") read.problem(`BENCH_HINDI is 0 or 1 (it is "${hindi}")`);
  return read.done("npm run bench:content", { sizes: sizes.map(Number), hindi: hindi === "1" });
}

/**
 * `npm run db:backup` / `db:restore`: a hosted project when all three are given (the secret key,
 * SUPABASE_SECRET_KEY, or the legacy SUPABASE_SERVICE_ROLE_KEY), else undefined (the local one).
 */
export function hostedProjectSettings(env: Env = processEnv) {
  const read = new Reader(env);
  const key = read.current("SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY");
  const dbUrl = read.text("SUPABASE_DB_URL");
  const given = { SUPABASE_DB_URL: dbUrl, SUPABASE_URL: read.text("SUPABASE_URL"), SUPABASE_SECRET_KEY: key };
  const missing = Object.keys(given).filter((name) => given[name as keyof typeof given] === undefined);
  if (missing.length && missing.length < 3)
    read.problem(
      `set all of SUPABASE_DB_URL, SUPABASE_URL, SUPABASE_SECRET_KEY or none (missing: ${missing.join(", ")})`,
    );
  const project = missing.length ? undefined : { SUPABASE_DB_URL: dbUrl! };
  if (project && !/^postgres(ql)?:\/\//.test(project.SUPABASE_DB_URL))
    read.problem("SUPABASE_DB_URL is not a postgres:// or postgresql:// connection string");
  const url = project && read.url("SUPABASE_URL");
  return read.done(
    "The project to back up or restore",
    project && url && key ? { dbUrl: project.SUPABASE_DB_URL, url, serviceRoleKey: key.value } : undefined,
  );
}

/**
 * `npm run check:hosted`: the project to check, from outside, with what a deployment holds: its
 * URL, its publishable key (the site's) and, optionally, a secret key (the functions' and scripts').
 */
export function checkHostedSettings(env: Env = processEnv) {
  const read = new Reader(env);
  const url = read.url("SUPABASE_URL") ?? read.url("VITE_SUPABASE_URL");
  if (!url) read.problem("SUPABASE_URL is missing (the project's address, https://<ref>.supabase.co)");
  const publishable = read.current("VITE_SUPABASE_PUBLISHABLE_KEY", "VITE_SUPABASE_ANON_KEY");
  if (!publishable) read.problem("VITE_SUPABASE_PUBLISHABLE_KEY is missing (the key the site is built with)");
  const secret = read.current("SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY");
  return read.done("npm run check:hosted", {
    url: url ?? "",
    publishableKey: publishable?.value ?? "",
    secretKey: secret?.value,
  });
}

/**
 * The backend `vite build` and the dev server read (src/lib/settings.ts takes them from the
 * environment): scripts that start a local backend point the build at it here, the one place a
 * script writes a setting.
 */
export function pointBuildAt(backend: { url: string; publishableKey: string }) {
  Object.assign(processEnv, { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey });
}

/** This process's environment with some values added, for a child process (a `vite build`). */
export function environmentWith(values: Record<string, string>): NodeJS.ProcessEnv {
  return { ...processEnv, ...values };
}

/** Runs a script's settings reader: a SettingsError ends the process with its message, no stack. */
export function settingsOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
