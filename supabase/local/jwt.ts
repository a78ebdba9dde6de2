// The project's JWTs, as a new hosted project has them (docs/decisions/091-the-new-api-keys-and-es256-sessions-locally.md):
// Auth signs sessions with an asymmetric key (ES256) whose public half is the JWKS; the gateway
// turns a publishable or secret key into a short-lived JWT of its role, signed the same way; and
// the legacy HS256 secret still verifies the legacy anon and service_role keys. Every part that
// checks a JWT (PostgREST, Auth, Storage, the functions runner) checks it against this one set.
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { decodeProtectedHeader, jwtVerify, SignJWT, type JWK, type JWTPayload } from "jose";

export type Role = "anon" | "authenticated" | "service_role";

export interface ProjectJwt {
  /** What /auth/v1/.well-known/jwks.json serves: the public signing keys only. */
  jwks: { keys: JWK[] };
  /** PostgREST's PGRST_JWT_SECRET: the JWKS plus the legacy secret as an `oct` key. */
  postgrestSecret: string;
  /** Signs claims with the current signing key (ES256, with its `kid`). */
  sign(claims: JWTPayload, expiresInSeconds: number, now?: number): Promise<string>;
  /** The verified claims of an ES256 token of ours or a legacy HS256 one; throws otherwise. */
  verify(token: string): Promise<JWTPayload>;
  /** A short-lived JWT for a key's role (kept and reused until it nears its end). */
  roleToken(role: "anon" | "service_role"): Promise<string>;
}

/** Minted role tokens live ten minutes and are renewed when less than five are left. */
const ROLE_TOKEN_SECONDS = 600;

export function createProjectJwt(options: { signingKey: JWK & { kid: string }; legacySecret: string }): ProjectJwt {
  const { d: _private, ...publicJwk } = options.signingKey;
  const privateKey: KeyObject = createPrivateKey({ key: options.signingKey as never, format: "jwk" });
  const publicKey: KeyObject = createPublicKey({ key: publicJwk as never, format: "jwk" });
  const legacy = new TextEncoder().encode(options.legacySecret);
  const kid = options.signingKey.kid;
  const jwks = { keys: [{ ...publicJwk, kid, alg: "ES256", use: "sig", key_ops: ["verify"] }] };
  const oct = { kty: "oct", k: Buffer.from(options.legacySecret).toString("base64url"), alg: "HS256" };
  const minted = new Map<string, { token: string; until: number }>();

  async function sign(claims: JWTPayload, expiresInSeconds: number, now = Math.floor(Date.now() / 1000)) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "ES256", typ: "JWT", kid })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(privateKey);
  }

  return {
    jwks,
    postgrestSecret: JSON.stringify({ keys: [...jwks.keys, oct] }),
    sign,
    async verify(token) {
      const { alg, kid: tokenKid } = decodeProtectedHeader(token);
      if (alg === "HS256") return (await jwtVerify(token, legacy, { algorithms: ["HS256"] })).payload;
      if (alg === "ES256" && tokenKid === kid) {
        return (await jwtVerify(token, publicKey, { algorithms: ["ES256"] })).payload;
      }
      throw new Error(`no signing key for alg ${alg ?? "none"}, kid ${tokenKid ?? "none"}`);
    },
    async roleToken(role) {
      const now = Date.now();
      const kept = minted.get(role);
      if (kept && kept.until > now) return kept.token;
      const token = await sign({ iss: "supabase", role }, ROLE_TOKEN_SECONDS);
      minted.set(role, { token, until: now + (ROLE_TOKEN_SECONDS / 2) * 1000 });
      return token;
    },
  };
}
