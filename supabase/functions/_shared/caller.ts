// Who is calling a function, checked by the function itself (docs/architecture.md, "Edge
// Functions and their callers"): the runtime's `verify_jwt` cannot read the new API keys, so every
// function sets it false (supabase/config.toml) and asks here. A secret key in `apikey` is the
// service role; a user's session is verified against the project's JWKS (ES256, jose); the
// publishable key, or nothing but it, is anonymous. The legacy keys keep their old meaning.
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from "npm:jose@6.2.17";
import type { ProjectSettings } from "./settings.ts";

export type Caller = { kind: "service" } | { kind: "user"; token: string; claims: JWTPayload } | { kind: "anonymous" };

/** The runtime's own answers to a missing or bad credential, kept so that clients read them alike. */
const missing = () => Response.json({ code: 401, message: "Missing authorization header" }, { status: 401 });
const invalid = () => Response.json({ code: 401, message: "Invalid JWT" }, { status: 401 });

type KeySet = ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, KeySet>();

/** SUPABASE_JWKS when the platform gives it, else the project's published set (fetched and cached by jose). */
function keySetOf(project: ProjectSettings): KeySet {
  let keys = keySets.get(project.url);
  if (!keys) {
    keys = project.jwks
      ? createLocalJWKSet(project.jwks as Parameters<typeof createLocalJWKSet>[0])
      : createRemoteJWKSet(new URL(`${project.url}/auth/v1/.well-known/jwks.json`));
    keySets.set(project.url, keys);
  }
  return keys;
}

/** The caller, or the 401 to answer: a credential that is there but proves nothing is refused, never read as anonymous. */
export async function callerOf(
  req: Request,
  project: ProjectSettings,
): Promise<{ caller: Caller } | { refused: Response }> {
  const apikey = req.headers.get("apikey");
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get("Authorization") ?? "")?.[1];
  if (!apikey && !bearer) return { refused: missing() };
  if (apikey && (project.secretKeys.includes(apikey) || apikey === project.legacyServiceRoleKey)) {
    return { caller: { kind: "service" } };
  }
  if (apikey && !project.publishableKeys.includes(apikey) && apikey !== project.legacyAnonKey) {
    return { refused: invalid() };
  }
  if (!bearer || bearer === apikey) return { caller: { kind: "anonymous" } };
  // The legacy JWT keys, for callers not yet moved (hosted's cron SQL of old, scripts).
  if (project.legacyServiceRoleKey && bearer === project.legacyServiceRoleKey) return { caller: { kind: "service" } };
  if (project.legacyAnonKey && bearer === project.legacyAnonKey) return { caller: { kind: "anonymous" } };
  try {
    const { payload } = await jwtVerify(bearer, keySetOf(project));
    if (payload.role !== "authenticated" || typeof payload.sub !== "string") return { refused: invalid() };
    return { caller: { kind: "user", token: bearer, claims: payload } };
  } catch {
    return { refused: invalid() };
  }
}
