// The go-live checks of `npm run check:hosted` (scripts/check-hosted.ts): what can be checked of a
// Supabase project from outside, read-only, with the keys a deployment holds (docs/architecture.md,
// "Before going live: npm run check:hosted"). Each check says, in words a non-developer can act
// on, what it found and what to do.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export type Verdict = "pass" | "warn" | "fail";
export interface Check {
  title: string;
  verdict: Verdict;
  /** What was found, and when it is not a pass, what to do. */
  detail: string;
}

export interface Project {
  url: string;
  publishableKey: string;
  secretKey?: string;
}

const BROWSER =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

/** Columns that hold a person's details: no anonymous reader may see one filled in. */
const PERSONAL = new Set([
  "email",
  "phone",
  "whatsapp",
  "address",
  "pan",
  "donor_name",
  "parent_name",
  "child_name",
  "date_of_birth",
  "id_number",
  "message",
  "notes",
  "staff_notes",
  "concerns",
  "concern_details",
  "staff_email",
  "actor_email",
  "recipient",
  "old_row",
  "new_row",
  "personal_data",
  "user_id",
  "client_key",
  "email_key",
  "phone_key",
  "transaction_reference",
  "amount",
]);

/** The product's tables, as src/lib/database.types.ts (generated from the migrations) names them. */
export function productTables(): string[] {
  const file = fileURLToPath(new URL("../src/lib/database.types.ts", import.meta.url));
  const text = readFileSync(file, "utf8");
  const tables = text.slice(text.indexOf("Tables: {"), text.indexOf("Views:"));
  return [...tables.matchAll(/^ {6}([a-z_0-9]+): Table</gm)].map((match) => match[1]);
}

/** The functions in supabase/functions, each of which must be deployed. */
export function productFunctions(): string[] {
  const file = fileURLToPath(new URL("../supabase/config.toml", import.meta.url));
  return [...readFileSync(file, "utf8").matchAll(/^\[functions\.([\w-]+)\]/gm)].map((match) => match[1]);
}

/** The role a legacy JWT key claims, or null for anything else (its signature is the server's to check). */
function jwtRole(key: string): string | null {
  const payload = key.split(".")[1];
  if (!key.startsWith("eyJ") || !payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { role?: unknown };
    return typeof claims.role === "string" ? claims.role : null;
  } catch {
    return null;
  }
}

function keyChecks(project: Project): Check[] {
  const checks: Check[] = [];
  const browser = project.publishableKey;
  const browserRole = jwtRole(browser);
  if (browser.startsWith("sb_publishable_")) {
    checks.push({ title: "The site's key is a publishable key", verdict: "pass", detail: "sb_publishable_…" });
  } else if (browser.startsWith("sb_secret_") || browserRole === "service_role") {
    checks.push({
      title: "The site's key is a publishable key",
      verdict: "fail",
      detail:
        "The site is given a SECRET key, which lets anyone who opens the site read and change everything. " +
        "Delete that key in the dashboard (Project Settings → API Keys) and build the site with the publishable key.",
    });
  } else if (browserRole === "anon") {
    checks.push({
      title: "The site's key is a publishable key",
      verdict: "warn",
      detail:
        "The site uses the legacy anon key, which Supabase retires at the end of 2026. Set VITE_SUPABASE_PUBLISHABLE_KEY " +
        "to the publishable key (Project Settings → API Keys) and rebuild the site.",
    });
  } else {
    checks.push({
      title: "The site's key is a publishable key",
      verdict: "fail",
      detail: "The site's key is neither a publishable key (sb_publishable_…) nor a legacy anon key: copy it again.",
    });
  }
  if (project.secretKey === undefined) return checks;
  const secretRole = jwtRole(project.secretKey);
  if (project.secretKey.startsWith("sb_secret_")) {
    checks.push({ title: "The scripts' key is a secret key", verdict: "pass", detail: "sb_secret_…" });
  } else if (secretRole === "service_role") {
    checks.push({
      title: "The scripts' key is a secret key",
      verdict: "warn",
      detail:
        "The legacy service_role key is in use; Supabase retires it at the end of 2026. Create a secret key and use it instead.",
    });
  } else {
    checks.push({
      title: "The scripts' key is a secret key",
      verdict: "fail",
      detail:
        "SUPABASE_SECRET_KEY is not a secret key (sb_secret_…): the backups and checks cannot act for the project.",
    });
  }
  return checks;
}

type Fetch = typeof fetch;

async function apiChecks(project: Project, request: Fetch): Promise<Check[]> {
  const checks: Check[] = [];
  const get = (path: string, headers: Record<string, string>) => request(`${project.url}${path}`, { headers });
  const anon = { apikey: project.publishableKey };

  const reached = await get("/rest/v1/news_articles?select=id&limit=1", anon).catch((error: Error) => error);
  checks.push(
    reached instanceof Error || !reached.ok
      ? {
          title: "The project answers with the site's key",
          verdict: "fail",
          detail: `It did not (${reached instanceof Error ? reached.message : reached.status}): check the address and the key, and that the project is not paused.`,
        }
      : { title: "The project answers with the site's key", verdict: "pass", detail: project.url },
  );
  if (reached instanceof Error) return checks;

  const jwks = await get("/auth/v1/.well-known/jwks.json", {}).then(
    (r) => (r.ok ? r.json() : null),
    () => null,
  );
  const keys = (jwks as { keys?: Array<{ kty?: string }> } | null)?.keys ?? [];
  checks.push(
    keys.some((key) => key.kty === "EC" || key.kty === "RSA" || key.kty === "OKP")
      ? { title: "Sign-ins are signed with a published key (JWKS)", verdict: "pass", detail: `${keys.length} key(s)` }
      : {
          title: "Sign-ins are signed with a published key (JWKS)",
          verdict: "warn",
          detail:
            "Sign-ins are still signed with the legacy shared secret. In the dashboard (Project Settings → JWT Keys) create an ES256 signing key and rotate to it.",
        },
  );

  const settings = (await get("/auth/v1/settings", anon).then(
    (r) => (r.ok ? r.json() : null),
    () => null,
  )) as {
    disable_signup?: boolean;
  } | null;
  checks.push(
    settings?.disable_signup === true
      ? { title: "Nobody can sign up on their own", verdict: "pass", detail: "sign-up is off" }
      : {
          title: "Nobody can sign up on their own",
          verdict: "fail",
          detail:
            "Anyone can create an account. Turn off 'Allow new users to sign up' (Authentication → Sign In / Providers).",
        },
  );

  if (project.secretKey?.startsWith("sb_secret_")) {
    const fromBrowser = await get("/rest/v1/news_articles?select=id&limit=1", {
      apikey: project.secretKey,
      "User-Agent": BROWSER,
    });
    checks.push(
      fromBrowser.status === 401
        ? { title: "The secret key is refused from a browser", verdict: "pass", detail: "401" }
        : {
            title: "The secret key is refused from a browser",
            verdict: "fail",
            detail: `A browser using the secret key got ${fromBrowser.status}. Ask Supabase support: this protection should always be on.`,
          },
    );
  }
  return checks;
}

async function tableCheck(project: Project, request: Fetch, table: string): Promise<string | null> {
  const response = await request(`${project.url}/rest/v1/${table}?select=*&limit=100`, {
    headers: { apikey: project.publishableKey },
  });
  // Refused or not exposed: nothing to read.
  if ([401, 403, 404].includes(response.status)) return null;
  if (!response.ok) return `answered ${response.status}`;
  const rows = (await response.json()) as Array<Record<string, unknown>>;
  const now = Date.now();
  for (const row of rows) {
    const personal = Object.keys(row).filter(
      (column) => PERSONAL.has(column) && row[column] !== null && row[column] !== "",
    );
    if (personal.length) return `shows ${personal.join(", ")} to anyone`;
    if ("status" in row && row.status !== "published")
      return `shows a row that is ${String(row.status)}, not published`;
    if (typeof row.publish_at === "string" && Date.parse(row.publish_at) > now)
      return "shows a row before its publishing time";
  }
  return null;
}

async function rlsChecks(project: Project, request: Fetch): Promise<Check[]> {
  const problems: string[] = [];
  for (const table of productTables()) {
    const problem = await tableCheck(project, request, table).catch((error: Error) => error.message);
    if (problem) problems.push(`${table} ${problem}`);
  }
  return [
    problems.length
      ? {
          title: "Anyone reading the database sees only what is published",
          verdict: "fail",
          detail: `${problems.join("; ")}. Run the migrations on this project (npx supabase db push) and check again.`,
        }
      : {
          title: "Anyone reading the database sees only what is published",
          verdict: "pass",
          detail: `${productTables().length} tables read with the site's key`,
        },
  ];
}

async function functionChecks(project: Project, request: Fetch): Promise<Check[]> {
  const missing: string[] = [];
  const open: string[] = [];
  for (const name of productFunctions()) {
    const response = await request(`${project.url}/functions/v1/${name}`, {
      method: "POST",
      headers: { apikey: project.publishableKey, "Content-Type": "application/json" },
      body: "{}",
    });
    await response.body?.cancel();
    if (response.status === 404) missing.push(name);
    else if (response.status !== 401 && response.status !== 403) open.push(`${name} (${response.status})`);
  }
  const checks: Check[] = [];
  checks.push(
    missing.length
      ? {
          title: "Every function is deployed",
          verdict: "fail",
          detail: `Not deployed: ${missing.join(", ")}. Run npx supabase functions deploy <name> for each (README).`,
        }
      : { title: "Every function is deployed", verdict: "pass", detail: productFunctions().join(", ") },
  );
  checks.push(
    open.length
      ? {
          title: "Functions refuse anonymous callers",
          verdict: "fail",
          detail: `These did not refuse a caller with only the site's key: ${open.join(", ")}. Deploy them again from this repository.`,
        }
      : { title: "Functions refuse anonymous callers", verdict: "pass", detail: "401 or 403 for each" },
  );
  return checks;
}

/** Every check, in the order the checklist shows them. */
export async function runHostedChecks(project: Project, request: Fetch = fetch): Promise<Check[]> {
  const checks = [...keyChecks(project), ...(await apiChecks(project, request))];
  if (checks.some((check) => check.title === "The project answers with the site's key" && check.verdict === "fail")) {
    return checks;
  }
  return [...checks, ...(await rlsChecks(project, request)), ...(await functionChecks(project, request))];
}

const MARK: Record<Verdict, string> = { pass: "[ok]  ", warn: "[!]   ", fail: "[FIX] " };

/** The checklist as printed: one line per check, and what to do under each that is not a pass. */
export function checklist(checks: Check[]): string {
  const lines = checks.map((check) =>
    check.verdict === "pass"
      ? `${MARK.pass}${check.title}`
      : `${MARK[check.verdict]}${check.title}\n       ${check.detail}`,
  );
  const failed = checks.filter((check) => check.verdict === "fail").length;
  const warned = checks.filter((check) => check.verdict === "warn").length;
  const summary = failed
    ? `${failed} thing(s) to fix before going live${warned ? `, ${warned} to look at` : ""}.`
    : warned
      ? `Ready to go live; ${warned} thing(s) to look at.`
      : "Ready to go live.";
  return [...lines, "", summary].join("\n");
}
