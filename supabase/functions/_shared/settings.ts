// The Edge Functions' settings, read from Deno.env in this one module and checked when a function
// starts: a missing or malformed value stops it with one message naming each wrong value (the
// function's log shows it), rather than a request that fails later with a URL of "undefined".
// Hosted Supabase sets SUPABASE_URL and the two keys itself; the rest are the project's secrets
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

/** The project's own address and keys, which every function uses. */
export interface ProjectSettings {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export function projectSettings(read: Read = fromDeno): ProjectSettings {
  const problems: string[] = [];
  const url = read("SUPABASE_URL");
  if (!url) problems.push("SUPABASE_URL is not set");
  else if (!isHttpUrl(url)) problems.push(`SUPABASE_URL is not an http(s) address (it is "${url}")`);
  const anonKey = read("SUPABASE_ANON_KEY");
  if (!anonKey) problems.push("SUPABASE_ANON_KEY is not set");
  const serviceRoleKey = read("SUPABASE_SERVICE_ROLE_KEY");
  if (!serviceRoleKey) problems.push("SUPABASE_SERVICE_ROLE_KEY is not set");
  if (problems.length) refuse(problems);
  return { url: url!.replace(/\/+$/, ""), anonKey: anonKey!, serviceRoleKey: serviceRoleKey! };
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
