import { expect } from "vitest";
import type { Backend } from "../../supabase/local/backend";
import { freshEmail } from "../support/rows";

// Raw HTTP against the local front door, for the contract tests: what the wire carries (status,
// headers, JSON body), which is what the real services are compared on. supabase-js sends
// `X-Supabase-Api-Version: 2024-01-01` to Auth (auth-js src/lib/fetch.ts), so these requests do too:
// without it real GoTrue answers errors in its older shape `{ code: <status>, error_code, msg }`.

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null for an empty one; the raw text otherwise. */
  body: unknown;
  text: string;
}

export async function call(
  backend: Backend,
  method: string,
  path: string,
  init: { body?: unknown; token?: string; headers?: Record<string, string>; apikey?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "X-Supabase-Api-Version": "2024-01-01", ...init.headers };
  const apikey = init.apikey === undefined ? backend.publishableKey : init.apikey;
  if (apikey) headers.apikey = apikey;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof Blob || typeof init.body === "string") body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers["Content-Type"] ??= "application/json";
  }
  const response = await fetch(`${backend.url}${path}`, { method, headers, body, redirect: "manual" });
  const text = method === "HEAD" ? "" : await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** A fresh confirmed account through the admin API (POST /admin/users), for a test of its own. */
export async function newAccount(backend: Backend, password = "contract-password-1") {
  const email = freshEmail("contract");
  const created = await call(backend, "POST", "/auth/v1/admin/users", {
    apikey: backend.secretKey,
    body: { email, password, email_confirm: true },
  });
  if (created.status !== 200) throw new Error(`creating ${email}: ${created.status} ${created.text}`);
  return { email, password, id: (created.body as { id: string }).id };
}

export async function passwordGrant(backend: Backend, email: string, password: string) {
  return call(backend, "POST", "/auth/v1/token?grant_type=password", { body: { email, password } });
}

/** The session of a fresh sign-in; throws when it fails. */
export async function session(backend: Backend, email: string, password: string) {
  const answer = await passwordGrant(backend, email, password);
  if (answer.status !== 200) throw new Error(`sign-in as ${email}: ${answer.status} ${answer.text}`);
  return answer.body as { access_token: string; refresh_token: string; user: { id: string } };
}

/** A fresh account, signed in with its password: the account, and its session's tokens and user. */
export async function signedInAccount(backend: Backend) {
  const account = await newAccount(backend);
  return { account, ...(await session(backend, account.email, account.password)) };
}

/** The shape of a user as GoTrue answers it (supabase/auth internal/models/user.go, identity.go). */
export const userShape = (email: string) => ({
  id: expectAnyString(),
  aud: "authenticated",
  role: "authenticated",
  email,
  phone: "",
  app_metadata: { provider: "email", providers: ["email"] },
  user_metadata: expectAnyObject(),
  identities: [
    {
      identity_id: expectAnyString(),
      id: expectAnyString(),
      user_id: expectAnyString(),
      provider: "email",
      email,
      identity_data: { email, sub: expectAnyString(), email_verified: expectAnyBoolean(), phone_verified: false },
    },
  ],
  created_at: expectAnyString(),
  updated_at: expectAnyString(),
  is_anonymous: false,
});

function expectAnyString(): string {
  return expect.any(String) as unknown as string;
}
function expectAnyObject(): Record<string, unknown> {
  return expect.any(Object) as unknown as Record<string, unknown>;
}
function expectAnyBoolean(): boolean {
  return expect.any(Boolean) as unknown as boolean;
}
