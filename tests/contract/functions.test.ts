import { generateKeyPairSync } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { useBackend } from "../integration/backend";
import { call } from "./http";

// Each Edge Function checks its caller itself (supabase/functions/_shared/caller.ts), as a project
// on the new API keys needs: `verify_jwt = false` in supabase/config.toml, because the runtime's
// check cannot read a publishable or secret key. These pin each function's answer to each kind of
// credential (docs/architecture.md, "Edge Functions and their callers"). The answers to a missing
// or bad credential are the runtime's own (401, `{ code: 401, message }`), so a client reads them
// as before; anyone who is not who the function serves gets the function's own 403.

const ctx = useBackend();
const FIRST_START_MS = 200_000;

type Credential = "missing" | "legacy anon" | "legacy service_role" | "publishable" | "secret" | "forged";

async function forgedToken(): Promise<string> {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const kid = (ctx.backend.jwks.keys[0] as { kid: string }).kid;
  return new SignJWT({ role: "authenticated", sub: "00000000-0000-0000-0000-000000000000", aud: "authenticated" })
    .setProtectedHeader({ alg: "ES256", kid })
    .setExpirationTime("1h")
    .sign(privateKey);
}

async function ask(name: string, credential: Credential) {
  const { backend } = ctx;
  const as: Record<Credential, () => Promise<{ apikey: string | null; token?: string }>> = {
    missing: async () => ({ apikey: null }),
    // What supabase-js sends with a legacy key: the key in apikey and as the bearer.
    "legacy anon": async () => ({ apikey: backend.anonKey, token: backend.anonKey }),
    "legacy service_role": async () => ({ apikey: backend.serviceRoleKey, token: backend.serviceRoleKey }),
    // functions.invoke with a new key sends it in apikey only (supabase-js omitApiKeyAsBearer).
    publishable: async () => ({ apikey: backend.publishableKey }),
    secret: async () => ({ apikey: backend.secretKey }),
    forged: async () => ({ apikey: backend.publishableKey, token: await forgedToken() }),
  };
  const answer = await call(backend, "POST", `/functions/v1/${name}`, { ...(await as[credential]()), body: {} });
  return { status: answer.status, body: answer.body };
}

const MISSING = { status: 401, body: { code: 401, message: "Missing authorization header" } };
const INVALID = { status: 401, body: { code: 401, message: "Invalid JWT" } };
const refused = (error: string) => ({ status: 403, body: { error } });

const expected: Record<string, Record<Credential, { status: number; body: unknown }>> = {
  "invite-staff": {
    missing: MISSING,
    "legacy anon": refused("Only staff can invite people."),
    "legacy service_role": refused("Only staff can invite people."),
    publishable: refused("Only staff can invite people."),
    secret: refused("Only staff can invite people."),
    forged: INVALID,
  },
  "send-receipt": {
    missing: MISSING,
    "legacy anon": refused("Only staff can send receipts."),
    "legacy service_role": refused("Only staff can send receipts."),
    publishable: refused("Only staff can send receipts."),
    secret: refused("Only staff can send receipts."),
    forged: INVALID,
  },
  // The batching job holds the secret key; this backend has no build hook, so it gets as far as that.
  "rebuild-site": {
    missing: MISSING,
    "legacy anon": refused("Only staff can rebuild the site."),
    "legacy service_role": { status: 503, body: expect.objectContaining({ code: "no_hook" }) },
    publishable: refused("Only staff can rebuild the site."),
    secret: { status: 503, body: expect.objectContaining({ code: "no_hook" }) },
    forged: INVALID,
  },
  // Only the dispatcher (a secret key) may ask; {} is no alert, so it gets as far as that.
  "notify-staff": {
    missing: MISSING,
    "legacy anon": refused("Only the service role may send staff alerts."),
    "legacy service_role": { status: 400, body: expect.objectContaining({ error: expect.any(String) }) },
    publishable: refused("Only the service role may send staff alerts."),
    secret: { status: 400, body: expect.objectContaining({ error: expect.any(String) }) },
    forged: INVALID,
  },
};

describe.each(Object.keys(expected))("%s", (name) => {
  it(
    "answers each kind of credential as its callers need",
    async () => {
      for (const credential of Object.keys(expected[name]) as Credential[]) {
        expect({ credential, ...(await ask(name, credential)) }).toEqual({ credential, ...expected[name][credential] });
      }
    },
    FIRST_START_MS,
  );
});
