// The Edge Functions' settings, read from Deno.env in this one module and checked when a function
// starts: a missing or malformed value stops it with one message naming each wrong value (the
// function's log shows it), rather than a request that fails later with a URL of "undefined".
// Hosted Supabase sets SUPABASE_URL, the keys and the JWKS itself; the rest are the project's secrets
// (README.md, "E-mail from a hosted project" and "Rebuilds, batched"); the local backend sets them
// all (supabase/local/backend.ts). The browser, the build scripts and the local backend have
// their own modules: src/lib/settings.ts, scripts/settings.ts, supabase/local/settings.ts.

/** Reads one value; empty counts as unset. */
export type Read = (name: string) => string | undefined;

const fromDeno: Read = (name) => Deno.env.get(name) || undefined;

export class SettingsError extends Error {}

function refuse(problems: string[]): never {
  throw new SettingsError(`This function's settings are wrong: ${problems.join("; ")}.`);
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/.test(value);

/** The project's own address, keys and signing keys, which every function uses. */
export interface ProjectSettings {
  url: string;
  /** The key a function's own requests go with: the default publishable key, else the legacy anon key. */
  publishableKey: string;
  /** The key for what the caller may not do: the default secret key, else the legacy service-role key. */
  secretKey: string;
  /** Every key of each kind the project has (a caller may hold any of them). */
  publishableKeys: string[];
  secretKeys: string[];
  /** The public signing keys (SUPABASE_JWKS); unset, the project's /auth/v1/.well-known/jwks.json. */
  jwks: { keys: Record<string, unknown>[] } | undefined;
  legacyAnonKey: string | undefined;
  legacyServiceRoleKey: string | undefined;
}

/** SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS: a JSON object of name -> key ({"default": "sb_…"}). */
function keyList(read: Read, name: string, problems: string[]): { all: string[]; preferred: string | undefined } {
  const raw = read(name);
  if (!raw) return { all: [], preferred: undefined };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      const named = parsed as Record<string, unknown>;
      const all = Object.values(named).filter((key): key is string => typeof key === "string" && key !== "");
      const preferred = typeof named.default === "string" ? named.default : all[0];
      if (all.length) return { all, preferred };
    }
  } catch {
    // named below
  }
  problems.push(`${name} is not a JSON object of named keys like {"default": "sb_…"}`);
  return { all: [], preferred: undefined };
}

function jwksOf(read: Read, problems: string[]): ProjectSettings["jwks"] {
  const raw = read("SUPABASE_JWKS");
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown } | null)?.keys;
    if (Array.isArray(keys)) return { keys: keys as Record<string, unknown>[] };
  } catch {
    // named below
  }
  problems.push("SUPABASE_JWKS is not a JSON Web Key Set");
  return undefined;
}

export function projectSettings(read: Read = fromDeno): ProjectSettings {
  const problems: string[] = [];
  const url = read("SUPABASE_URL");
  if (!url) problems.push("SUPABASE_URL is not set");
  else if (!isHttpUrl(url)) problems.push(`SUPABASE_URL is not an http(s) address (it is "${url}")`);
  const publishable = keyList(read, "SUPABASE_PUBLISHABLE_KEYS", problems);
  const secret = keyList(read, "SUPABASE_SECRET_KEYS", problems);
  const legacyAnonKey = read("SUPABASE_ANON_KEY");
  const legacyServiceRoleKey = read("SUPABASE_SERVICE_ROLE_KEY");
  const publishableKey = publishable.preferred ?? legacyAnonKey;
  const secretKey = secret.preferred ?? legacyServiceRoleKey;
  if (!publishableKey) problems.push("neither SUPABASE_PUBLISHABLE_KEYS nor SUPABASE_ANON_KEY is set");
  if (!secretKey) problems.push("neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set");
  const jwks = jwksOf(read, problems);
  if (problems.length) refuse(problems);
  return {
    url: url!.replace(/\/+$/, ""),
    publishableKey: publishableKey!,
    secretKey: secretKey!,
    publishableKeys: publishable.all,
    secretKeys: secret.all.length ? secret.all : [],
    jwks,
    legacyAnonKey,
    legacyServiceRoleKey,
  };
}

/** How the functions that send e-mail reach the SMTP server, and the site their mails link to. */
export interface MailSettings {
  smtp: { host: string; port: number; secure: boolean; auth: { user: string; pass: string } | undefined };
  from: string;
  /** The public site's origin, without a trailing slash. */
  siteUrl: string;
}

export function mailSettings(read: Read = fromDeno): MailSettings {
  const problems: string[] = [];
  const port = read("SMTP_PORT") ?? "587";
  if (!/^\d+$/.test(port) || Number(port) > 65535)
    problems.push(`SMTP_PORT is not a port number from 0 to 65535 (it is "${port}")`);
  const secure = read("SMTP_SECURE") ?? "false";
  if (secure !== "true" && secure !== "false")
    problems.push(`SMTP_SECURE is neither true nor false (it is "${secure}")`);
  const user = read("SMTP_USER");
  const pass = read("SMTP_PASS");
  if (user && !pass) problems.push("SMTP_USER is set without SMTP_PASS");
  const siteUrl = read("SITE_URL") ?? "http://localhost:5173";
  if (!isHttpUrl(siteUrl)) problems.push(`SITE_URL is not an http(s) address (it is "${siteUrl}")`);
  if (problems.length) refuse(problems);
  return {
    smtp: {
      host: read("SMTP_HOST") ?? "127.0.0.1",
      port: Number(port),
      secure: secure === "true",
      auth: user ? { user, pass: pass! } : undefined,
    },
    from: read("SMTP_FROM") ?? "Foundation website <no-reply@localhost>",
    siteUrl: siteUrl.replace(/\/+$/, ""),
  };
}

/** rebuild-site: the static host's build hook, a secret; unset means "no hook" (the button says so). */
export function buildHookSettings(read: Read = fromDeno): { hook: string | undefined } {
  const hook = read("SITE_BUILD_HOOK_URL");
  if (hook && !/^https?:\/\/[^\s/]+/.test(hook))
    refuse([`SITE_BUILD_HOOK_URL is not an http(s) address (it is "${hook}")`]);
  return { hook };
}
