import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import type { AuthConfig } from "./config";
import { AuthError, stringField } from "./http";
import { createRateLimiter } from "./rateLimit";
import { newTotpKey, totpValid } from "./totp";
import { checkWebauthnAnswer, webauthnChallenge, type FactorCredential, type WebauthnSession } from "./webauthnFactors";

// Multi-factor authentication with authenticator-app (TOTP) factors, after supabase/auth
// internal/api/mfa.go and models/factor.go, kept in upstream's tables (auth.mfa_factors,
// auth.mfa_challenges, auth.mfa_amr_claims, auth.sessions.aal). Each step is open only as far as
// config.toml's [auth.mfa] switches say; phone factors are not built and answer as switched off
// (docs/decisions/096-the-auth-stand-in-follows-config-toml-and-answers-switched-off-features.md).
// WebAuthn factors (security keys) need [auth.webauthn]'s relying party too (./webauthnFactors.ts).

/** conf.MFAConfiguration's defaults: MFA_CHALLENGE_EXPIRY_DURATION, MFA_FACTOR_EXPIRY_DURATION, MFA_MAX_VERIFIED_FACTORS. */
const CHALLENGE_SECONDS = 300;
const UNVERIFIED_FACTOR_SECONDS = 300;
const MAX_VERIFIED_FACTORS = 10;
/** RATE_LIMIT_OTP's neighbour for factors: 15 challenges or verifications a minute per client address. */
const FACTOR_REQUESTS_PER_MINUTE = 15;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: "totp" | "phone" | "webauthn";
  status: "unverified" | "verified";
  secret: string | null;
  web_authn_credential: FactorCredential | null;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
}

/** models.Factor as JSON: the secret never leaves the server; an empty friendly name is omitted. */
export function publicFactor(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  };
}

/** The caller as ./handler.ts's caller() finds them: the user and the session of the access token. */
export interface MfaCaller {
  userId: string;
  email: string | null;
  sessionId: string | undefined;
  isAnonymous: boolean;
}

export function createMfa(options: {
  sql: Sql;
  config: AuthConfig;
  siteUrl: string;
  /** A fresh session answer (access and refresh token) for a session whose assurance just rose. */
  sessionAnswer: (userId: string, sessionId: string) => Promise<unknown>;
}) {
  const { sql, config } = options;
  const factorRequests = createRateLimiter(FACTOR_REQUESTS_PER_MINUTE, 60_000);

  const factorsOf = (userId: string) =>
    sql<FactorRow[]>`select * from auth.mfa_factors where user_id = ${userId} order by created_at`;

  async function sessionAal(sessionId: string | undefined): Promise<string> {
    if (!sessionId) return "aal1";
    const [row] = await sql<{ aal: string | null }[]>`select aal from auth.sessions where id = ${sessionId}`;
    return row?.aal ?? "aal1";
  }

  /** api.go requireNotAnonymous, then admin.go loadFactor: the caller's own factor or 404. */
  async function ownFactor(caller: MfaCaller, factorId: string): Promise<FactorRow> {
    if (caller.isAnonymous) {
      throw new AuthError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
    }
    return loadFactor(caller.userId, factorId);
  }

  async function loadFactor(userId: string, factorId: string): Promise<FactorRow> {
    if (!UUID.test(factorId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
    const [factor] = await sql<FactorRow[]>`
      select * from auth.mfa_factors where id = ${factorId} and user_id = ${userId}`;
    if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
    return factor;
  }

  /** mfa.go validateFactors: expired unverified factors go first, then the limits and the name. */
  async function checkRoomFor(caller: MfaCaller, friendlyName: string) {
    await sql`
      delete from auth.mfa_factors f where status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and created_at + make_interval(secs => ${UNVERIFIED_FACTOR_SECONDS}) < now()`;
    const factors = await factorsOf(caller.userId);
    if (factors.some((f) => (f.friendly_name ?? "") === friendlyName)) {
      throw new AuthError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    const verified = factors.filter((f) => f.status === "verified").length;
    if (factors.length >= config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
      throw new AuthError(
        422,
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (verified > 0 && (await sessionAal(caller.sessionId)) !== "aal2") {
      throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    }
  }

  /** POST /factors (mfa.go EnrollFactor): TOTP only; an unverified factor and its secret. */
  async function enroll(caller: MfaCaller, body: Record<string, unknown>) {
    if (caller.isAnonymous) {
      throw new AuthError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
    }
    const type = stringField(body, "factor_type");
    if (type === "phone") {
      // Not built: answered as a project with the type switched off.
      throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    }
    if (type === "webauthn") return enrollWebauthn(caller, stringField(body, "friendly_name") ?? "");
    if (type !== "totp") {
      throw new AuthError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
    }
    if (!config.mfa.totp.enroll) {
      throw new AuthError(422, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
    }
    const friendlyName = stringField(body, "friendly_name") ?? "";
    await checkRoomFor(caller, friendlyName);
    const issuer = stringField(body, "issuer") || new URL(options.siteUrl).host;
    const key = newTotpKey(issuer, caller.email ?? "");
    const [factor] = await sql<FactorRow[]>`
      insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
      values (${randomUUID()}, ${caller.userId}, ${friendlyName}, 'totp', 'unverified', ${key.secret}, now(), now())
      returning *`;
    return { id: factor.id, type: "totp", friendly_name: friendlyName, totp: key };
  }

  /** mfa.go enrollWebAuthnFactor: only the factor; its key is registered by the first challenge. */
  async function enrollWebauthn(caller: MfaCaller, friendlyName: string) {
    if (!config.mfa.webauthn.enroll || !config.webauthn) {
      throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    }
    await checkRoomFor(caller, friendlyName);
    const [factor] = await sql<FactorRow[]>`
      insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
      values (${randomUUID()}, ${caller.userId}, ${friendlyName}, 'webauthn', 'unverified', now(), now())
      returning *`;
    return { id: factor.id, type: "webauthn", friendly_name: friendlyName };
  }

  function verifyEnabled(factor: FactorRow) {
    const on =
      (factor.factor_type === "totp" && config.mfa.totp.verify) ||
      (factor.factor_type === "webauthn" && config.mfa.webauthn.verify && config.webauthn !== null);
    if (!on) {
      const kind = { totp: "TOTP", phone: "Phone", webauthn: "WebAuthn" }[factor.factor_type];
      throw new AuthError(
        422,
        `mfa_${factor.factor_type}_verify_not_enabled`,
        `MFA verification is disabled for ${kind}`,
      );
    }
  }

  function countFactorRequest(ip: string) {
    if (!factorRequests.take(ip)) throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
  }

  /** POST /factors/{id}/challenge (challengeTOTPFactor): a challenge bound to the caller's address. */
  async function challenge(caller: MfaCaller, factorId: string, ip: string) {
    countFactorRequest(ip);
    const factor = await ownFactor(caller, factorId);
    verifyEnabled(factor);
    const webauthn =
      factor.factor_type === "webauthn"
        ? await webauthnChallenge(
            config.webauthn!,
            { id: caller.userId, email: caller.email },
            factor.web_authn_credential,
            (await factorsOf(caller.userId)).flatMap((f) => (f.web_authn_credential ? [f.web_authn_credential] : [])),
          )
        : null;
    const [row] = await sql.begin(async (tx) => {
      await tx`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = ${factor.id}`;
      return tx<{ id: string; created_at: Date }[]>`
        insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
        values (${randomUUID()}, ${factor.id}, now(), ${ip}, ${webauthn ? sql.json({ ...webauthn.session }) : null})
        returning id, created_at`;
    });
    return {
      id: row.id,
      type: factor.factor_type,
      expires_at: Math.floor(row.created_at.getTime() / 1000) + CHALLENGE_SECONDS,
      ...(webauthn && { webauthn: webauthn.webauthn }),
    };
  }

  /**
   * POST /factors/{id}/verify (verifyTOTPFactor): a right code verifies the factor, raises the
   * session to aal2 with `totp` among its methods, ends the user's other aal1 sessions and drops
   * their other unverified TOTP factors; the answer is the raised session.
   */
  async function verify(caller: MfaCaller, factorId: string, body: Record<string, unknown>, ip: string) {
    countFactorRequest(ip);
    const factor = await ownFactor(caller, factorId);
    const code = stringField(body, "code") ?? "";
    if (code === "" && factor.factor_type !== "webauthn")
      throw new AuthError(400, "validation_failed", "Code needs to be non-empty");
    verifyEnabled(factor);
    const challengeId = stringField(body, "challenge_id") ?? "";
    const [found] = UUID.test(challengeId)
      ? await sql<
          {
            id: string;
            verified_at: Date | null;
            ip_address: string;
            expired: boolean;
            web_authn_session_data: WebauthnSession | null;
          }[]
        >`
          select id, verified_at, host(ip_address) as ip_address, web_authn_session_data,
                 created_at + make_interval(secs => ${CHALLENGE_SECONDS}) < now() as expired
          from auth.mfa_challenges where id = ${challengeId} and factor_id = ${factor.id}`
      : [];
    if (!found) {
      throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    }
    if (found.verified_at || found.ip_address !== ip) {
      throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
    }
    if (found.expired) {
      await sql`delete from auth.mfa_challenges where id = ${found.id}`;
      throw new AuthError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    let key: FactorCredential | null = null;
    if (factor.factor_type === "webauthn") {
      if (!found.web_authn_session_data)
        throw new AuthError(422, "mfa_verification_failed", "WebAuthn verification failed");
      // Used once, right or wrong, as upstream destroys a WebAuthn challenge once answered.
      await sql`update auth.mfa_challenges set verified_at = now() where id = ${found.id}`;
      key = await checkWebauthnAnswer(
        config.webauthn!,
        found.web_authn_session_data,
        factor.web_authn_credential,
        body,
      );
    } else if (!totpValid(factor.secret ?? "", code)) {
      throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    }
    if (!caller.sessionId) throw new AuthError(403, "session_not_found", "Session not found");
    const method = factor.factor_type;
    await sql.begin(async (tx) => {
      await tx`update auth.mfa_challenges set verified_at = now() where id = ${found.id}`;
      await tx`update auth.mfa_factors set status = 'verified', updated_at = now(),
               web_authn_credential = ${key ? sql.json({ ...key }) : null} where id = ${factor.id}`;
      await tx`update auth.sessions set aal = 'aal2', factor_id = ${factor.id}, updated_at = now()
               where id = ${caller.sessionId!}`;
      await tx`insert into auth.mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
               values (${randomUUID()}, ${caller.sessionId!}, ${method}, now(), now())
               on conflict (session_id, authentication_method) do update set updated_at = now()`;
      // models.InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
      await tx`delete from auth.sessions where user_id = ${caller.userId} and id <> ${caller.sessionId!}
               and coalesce(aal, 'aal1') < 'aal2'`;
      await tx`delete from auth.mfa_factors where user_id = ${caller.userId} and factor_type = ${method}
               and status = 'unverified'`;
    });
    return options.sessionAnswer(caller.userId, caller.sessionId);
  }

  /**
   * factor.DowngradeSessionsToAAL1: the sessions this factor raised go back to aal1 without its
   * method; the factor goes, and its challenges with it.
   */
  async function removeFactor(factor: FactorRow) {
    await sql.begin(async (tx) => {
      await tx`delete from auth.mfa_amr_claims where authentication_method = ${factor.factor_type}
               and session_id in (select id from auth.sessions where factor_id = ${factor.id})`;
      await tx`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = ${factor.id}`;
      await tx`delete from auth.mfa_factors where id = ${factor.id}`;
    });
  }

  /** DELETE /factors/{id} (UnenrollFactor): a verified factor only from an aal2 session. */
  async function unenroll(caller: MfaCaller, factorId: string) {
    const factor = await ownFactor(caller, factorId);
    if (factor.status === "verified" && (await sessionAal(caller.sessionId)) !== "aal2") {
      throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    await removeFactor(factor);
    return { id: factor.id };
  }

  return {
    factorsOf,
    enroll,
    challenge,
    verify,
    unenroll,
    /** GET /admin/users/{id}/factors (adminUserGetFactors). */
    adminList: async (userId: string) => (await factorsOf(userId)).map(publicFactor),
    /** DELETE /admin/users/{id}/factors/{factor_id} (adminUserDeleteFactor): the deleted factor. */
    adminDelete: async (userId: string, factorId: string) => {
      const factor = await loadFactor(userId, factorId);
      await removeFactor(factor);
      return publicFactor(factor);
    },
  };
}

export type Mfa = ReturnType<typeof createMfa>;
