import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { Caller } from "./caller";
import { errors } from "./errors";

// Signed URLs and signed uploads (docs/decisions/097-signed-storage-urls-carry-their-signer.md): a token is
// an HS256 JWT, as Storage's signJWT makes them (src/internal/auth/jwt.ts), with the object's
// `bucket/name` as `url`, the action as `scope`, and an expiry; signed with a key of the Storage
// stand-in's own, which no other service accepts, so a signed URL is never a session and a session
// never a signed URL. Unlike Storage, which serves a signed URL and writes a signed upload as its
// superuser, the token also names who signed it (role and user id), and the stand-in reads or
// writes as them then: the policies on storage.objects decide at use as at signing.

/** Fixed like the project's other local keys (../keys.ts), so a signed URL survives a restart. */
const URL_SIGNING_SECRET = new TextEncoder().encode("local-storage-url-signing-key-not-for-production-0001");

/** What a signed upload's URL is valid for: Storage's uploadSignedUrlExpirationTime, two hours. */
export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

type Scope = "download" | "upload";

export interface SignedToken {
  url: string;
  scope: Scope;
  /** The signer's role and user id: who the object is read or written as when the token is used. */
  role: Caller["role"];
  sub?: string;
  /** Signed uploads: whether an existing object may be replaced (x-upsert when the URL was made). */
  upsert?: boolean;
  exp: number;
}

export function signToken(
  caller: Caller,
  url: string,
  scope: Scope,
  expiresIn: number,
  extra: { upsert?: boolean } = {},
): Promise<string> {
  const sub = typeof caller.claims.sub === "string" ? caller.claims.sub : undefined;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...extra, url, scope, role: caller.role, ...(sub ? { sub } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(URL_SIGNING_SECRET);
}

/**
 * The token's claims if it is ours, for this action and this object, and not expired; else
 * Storage's refusals (object.ts verifyObjectSignature): InvalidJWT with the verifier's message
 * (an expired token is jose's '"exp" claim timestamp check failed', as Storage, which uses jose
 * too, answers), InvalidSignature for another action or object.
 */
export async function verifyToken(token: string | null, url: string, scope: Scope): Promise<SignedToken> {
  if (!token) throw errors.missingParameter("token");
  let payload: JWTPayload;
  try {
    payload = (await jwtVerify(token, URL_SIGNING_SECRET, { algorithms: ["HS256"] })).payload;
  } catch (error) {
    const message = error instanceof joseErrors.JOSEError ? error.message : "Invalid JWT";
    throw errors.invalidToken(message);
  }
  if (payload.scope !== scope) throw errors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw errors.invalidSignature();
  const role = payload.role;
  if (role !== "anon" && role !== "authenticated" && role !== "service_role") throw errors.invalidSignature();
  return payload as unknown as SignedToken;
}

/** The signer, as the caller the object is read or written as. */
export function signerOf(token: SignedToken): Caller {
  return { role: token.role, claims: { role: token.role, ...(token.sub ? { sub: token.sub } : {}) } };
}

/** An expiry as Storage takes it (getSignedURL.ts: an integer of at least 1 second). */
export function expiresInOf(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw errors.invalidRequest("body/expiresIn must be an integer of at least 1");
  }
  return value;
}
