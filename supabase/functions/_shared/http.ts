// What the functions the admin calls from the browser (invite-staff, rebuild-site, send-receipt)
// share: the CORS headers the admin's origin needs, JSON answers, POST only, and clients that
// keep no session, one of them asking as the caller, with the caller's own JWT, so that
// public.is_admin()/is_staff() and row level security decide as for any other request of theirs.
import { createClient, type SupabaseClient } from "npm:@supabase/supabase-js@2.119.1";
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

/** A client that asks as whoever sent the request: the anon key with their Authorization header. */
export function callerClient(project: ProjectSettings, authorization: string): SupabaseClient {
  return createClient(project.url, project.anonKey, {
    ...noSession,
    global: { headers: { Authorization: authorization } },
  });
}

/** A client with the service-role key: past row level security, for what the caller may not do. */
export function serviceClient(project: ProjectSettings): SupabaseClient {
  return createClient(project.url, project.serviceRoleKey, noSession);
}

/**
 * A POST that only an admin may make (public.is_admin(), asked as the caller): either the answer
 * to send instead (a preflight, another method, or 403 with `notAdmin` for anyone else: the anon
 * key and the service-role key are no member of staff), or the client that asks as that admin.
 */
export async function fromAdmin(
  req: Request,
  project: ProjectSettings,
  notAdmin: string,
): Promise<{ refused: Response } | { caller: SupabaseClient }> {
  const refused = notPost(req);
  if (refused) return { refused };
  const caller = callerClient(project, req.headers.get("Authorization") ?? "");
  const { data: isAdmin, error } = await caller.rpc("is_admin");
  if (error || isAdmin !== true) return { refused: answer(403, { error: notAdmin }) };
  return { caller };
}
