import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { AuthError } from "./http";

export const ACCESS_TOKEN_SECONDS = 3600;

export interface AccessClaims extends JWTPayload {
  role: string;
  email?: string;
  session_id?: string;
}

export interface TokenUser {
  id: string;
  email: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

export function createTokens(secret: string, issuer: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccessToken(user: TokenUser, sessionId: string, now = Math.floor(Date.now() / 1000)) {
      return new SignJWT({
        email: user.email,
        phone: "",
        app_metadata: user.app_metadata,
        user_metadata: user.user_metadata,
        role: "authenticated",
        aal: "aal1",
        amr: [{ method: "password", timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(issuer)
        .setSubject(user.id)
        .setAudience("authenticated")
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
        .sign(key);
    },
    /** Verified claims, or Supabase Auth's 403 `bad_jwt` for a forged, malformed or expired token. */
    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (typeof payload.role !== "string") throw new Error("missing role claim");
        return payload as AccessClaims;
      } catch (error) {
        throw new AuthError(
          403,
          "bad_jwt",
          `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
        );
      }
    },
  };
}

export function newRefreshToken(): string {
  return randomBytes(16).toString("base64url");
}
