import { randomBytes } from "node:crypto";
import type { JWTPayload } from "jose";
import type { ProjectJwt } from "../jwt";
import { AuthError } from "./http";

export const ACCESS_TOKEN_SECONDS = 3600;

export interface AccessClaims extends JWTPayload {
  role: string;
  email?: string;
  session_id?: string;
}

/** The session's assurance: its level and how it was signed in, newest method first (RFC 8176 amr). */
export interface Assurance {
  aal: string;
  /** Methods added after signing in (a verified factor), newest first. */
  amr: { method: string; timestamp: number }[];
  /** When the session began (Unix seconds): the first method's time. */
  signedInAt?: number;
}

export interface TokenUser {
  id: string;
  email: string;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

/** Sessions signed with the project's signing key (ES256), as a new hosted project's Auth signs them. */
export function createTokens(jwt: ProjectJwt, issuer: string) {
  return {
    async signAccessToken(
      user: TokenUser,
      sessionId: string,
      now = Math.floor(Date.now() / 1000),
      assurance: Assurance = { aal: "aal1", amr: [] },
    ) {
      const firstMethod = {
        method: user.is_anonymous ? "anonymous" : "password",
        timestamp: assurance.signedInAt ?? now,
      };
      return jwt.sign(
        {
          iss: issuer,
          sub: user.id,
          aud: "authenticated",
          email: user.email,
          phone: "",
          app_metadata: user.app_metadata,
          user_metadata: user.user_metadata,
          role: "authenticated",
          aal: assurance.aal,
          amr: [...assurance.amr, firstMethod],
          session_id: sessionId,
          is_anonymous: user.is_anonymous,
        },
        ACCESS_TOKEN_SECONDS,
        now,
      );
    },
    /** Verified claims, or Supabase Auth's 403 `bad_jwt` for a forged, malformed or expired token. */
    async verify(token: string): Promise<AccessClaims> {
      try {
        const payload = await jwt.verify(token);
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
