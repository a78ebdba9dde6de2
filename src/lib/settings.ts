// The browser's settings, checked in one place: the Supabase project's URL and its publishable
// key (or the legacy anon key), the site's public origin and the contact form's optional other endpoint,
// baked in at build time. `vite build` checks the same values with this
// function before it builds (vite.config.ts), so a built site never carries a missing or
// malformed one; src/lib/env.ts checks them again where the browser reads them.

/** Where the browser's key came from: the publishable key, or the legacy anon key (deprecated by Supabase at the end of 2026). */
export type BrowserKeySource = "VITE_SUPABASE_PUBLISHABLE_KEY" | "VITE_SUPABASE_ANON_KEY";

export type BrowserSettings = {
  supabaseUrl: string;
  /** The key every request carries in `apikey`: the project's publishable key (sb_publishable_…), or its legacy anon key. */
  supabasePublishableKey: string;
  supabaseKeySource: BrowserKeySource;
  /** VITE_SITE_URL without a trailing slash; unset, the local preview server (the build says so). */
  siteOrigin: string;
  /** VITE_CONTACT_ENDPOINT: where the contact form posts instead of our RPC, if set. */
  contactEndpoint: string | undefined;
};

const httpUrl = /^https?:\/\/[^\s/]+(\/\S*)?$/;

/** A publishable key (sb_publishable_…) or a legacy anon key (a JWT). */
const browserKeyShape = /^(sb_publishable_[\w-]+|eyJ[\w-]+\.[\w-]+\.[\w-]+)$/;

/**
 * The settings from the build's environment, or an error that names every missing or malformed
 * value and where to find it. The key's value is never repeated in the message.
 */
export function browserSettings(env: Readonly<Record<string, unknown>>): BrowserSettings {
  const problems: string[] = [];
  const url = env.VITE_SUPABASE_URL;
  const given = (name: BrowserKeySource) => (typeof env[name] === "string" && env[name] !== "" ? env[name] : undefined);
  const source: BrowserKeySource = given("VITE_SUPABASE_PUBLISHABLE_KEY")
    ? "VITE_SUPABASE_PUBLISHABLE_KEY"
    : "VITE_SUPABASE_ANON_KEY";
  const key = given(source);
  if (typeof url !== "string" || url === "") problems.push("VITE_SUPABASE_URL is missing");
  else if (!/^https?:\/\/[^\s/]+\/?$/.test(url))
    problems.push(`VITE_SUPABASE_URL is not a project's address like https://abcd.supabase.co (it is "${url}")`);
  if (key === undefined) problems.push("VITE_SUPABASE_PUBLISHABLE_KEY is missing (or, legacy, VITE_SUPABASE_ANON_KEY)");
  else if (/^sb_secret_/.test(key))
    problems.push(`${source} is a secret key (sb_secret_…), which must never reach a browser: use the publishable key`);
  else if (!browserKeyShape.test(key))
    problems.push(`${source} is not a publishable key (sb_publishable_…) or a legacy anon key (a JWT, eyJ…)`);
  const site = env.VITE_SITE_URL;
  if (site !== undefined && site !== "" && (typeof site !== "string" || !httpUrl.test(site)))
    problems.push(`VITE_SITE_URL is not the site's address like https://www.your-foundation.org (it is "${site}")`);
  const contact = env.VITE_CONTACT_ENDPOINT;
  if (contact !== undefined && contact !== "" && (typeof contact !== "string" || !httpUrl.test(contact)))
    problems.push(`VITE_CONTACT_ENDPOINT is not an http(s) address (it is "${contact}")`);
  if (problems.length) {
    throw new Error(
      `The site's settings are wrong: ${problems.join("; ")}. They name the Supabase project the site reads ` +
        "from (Supabase dashboard -> Project Settings -> API Keys); set them in the environment or in .env.local.",
    );
  }
  return {
    supabaseUrl: String(url).replace(/\/$/, ""),
    supabasePublishableKey: String(key),
    supabaseKeySource: source,
    siteOrigin: (typeof site === "string" && site ? site : "http://localhost:4173").replace(/\/+$/, ""),
    contactEndpoint: typeof contact === "string" && contact ? contact : undefined,
  };
}
