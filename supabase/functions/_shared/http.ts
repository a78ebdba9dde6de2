// What the functions the admin calls from the browser (invite-staff, rebuild-site, send-receipt)
// share: the CORS headers the admin's origin needs, JSON answers, POST only, and clients that
// keep no session, one of them asking as the caller, with the caller's own JWT, so that
// public.is_admin()/is_staff() and row level security decide as for any other request of theirs.
import { createClient, type SupabaseClient } from "npm:@supabase/supabase-js@2.119.1";
import { callerOf } from "./caller.ts";
import type { ProjectSettings } from "./settings.ts";

export const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, "Content-Type": "application/json" } });

/** The answer to a preflight or to any method but POST; null for a POST, which the function serves. */
export function notPost(req: Request): Response | null {
  if (req.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  if (req.method !== "POST") return answer(405, { error: "Use POST." });
  return null;
}

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A client that asks as a signed-in user: the publishable key with their verified session's JWT. */
export function userClient(project: ProjectSettings, token: string): SupabaseClient {
  return createClient(project.url, project.publishableKey, {
    ...noSession,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** A client with the secret key: past row level security, for what the caller may not do. */
export function serviceClient(project: ProjectSettings): SupabaseClient {
  return createClient(project.url, project.secretKey, noSession);
}

/**
 * A POST that only a member of staff may make (`check`, public.is_admin() or is_staff(), asked
 * as the caller): either the answer to send instead (a preflight, another method, 401 for a
 * missing or bad credential, 403 with `refusal` for anyone else: the publishable key and the
 * secret key are no member of staff), or the client that asks as that person.
 */
export async function fromStaff(
  req: Request,
  project: ProjectSettings,
  check: "is_admin" | "is_staff",
  refusal: string,
): Promise<{ refused: Response } | { caller: SupabaseClient }> {
  const refused = notPost(req);
  if (refused) return { refused };
  const asked = await callerOf(req, project);
  if ("refused" in asked) return { refused: withCors(asked.refused) };
  if (asked.caller.kind !== "user") return { refused: answer(403, { error: refusal }) };
  const caller = userClient(project, asked.caller.token);
  const { data: isStaff, error } = await caller.rpc(check);
  if (error || isStaff !== true) return { refused: answer(403, { error: refusal }) };
  return { caller };
}

/** An admin's POST (public.is_admin()): fromStaff's answers. */
export const fromAdmin = (req: Request, project: ProjectSettings, notAdmin: string) =>
  fromStaff(req, project, "is_admin", notAdmin);

/** The browser must be able to read a refusal too. */
export function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
  return response;
}
