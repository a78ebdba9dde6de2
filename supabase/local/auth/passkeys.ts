import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Sql } from "postgres";
import type { RelyingParty } from "./config";
import { AuthError, stringField } from "./http";

// Passkeys (sign-in without a password, `[auth.passkey] enabled`), after supabase/auth
// internal/api/passkey_*.go, in upstream's tables auth.webauthn_credentials and
// auth.webauthn_challenges. The WebAuthn checks (challenge, origin, RP ID hash, signature,
// counter) are @simplewebauthn/server's: docs/decisions/107-passkeys-and-oauth-clients-in-the-auth-stand-in.md.

/** conf.WebAuthnConfiguration's challenge_expiry_duration and conf.PasskeyConfiguration's max_passkeys_per_user. */
const CHALLENGE_SECONDS = 300;
const MAX_PASSKEYS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CredentialRow {
  id: string;
  user_id: string;
  credential_id: Buffer;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** passkey_manage.go PasskeyListItem: an empty name and a never-used key leave their fields out. */
export function publicPasskey(row: CredentialRow) {
  return {
    id: row.id,
    ...(row.friendly_name && { friendly_name: row.friendly_name }),
    created_at: row.created_at.toISOString(),
    ...(row.last_used_at && { last_used_at: row.last_used_at.toISOString() }),
  };
}

const passkeyNotFound = () => new AuthError(404, "validation_failed", "Passkey not found");
const verificationFailed = () => new AuthError(400, "webauthn_verification_failed", "Credential verification failed");

/** The ceremony's request: a challenge id and the browser's credential, as the handlers check them first. */
function ceremony(body: Record<string, unknown>) {
  const challengeId = stringField(body, "challenge_id");
  if (!challengeId) throw new AuthError(400, "validation_failed", "challenge_id is required");
  const credential = body.credential;
  if (!credential || typeof credential !== "object" || Array.isArray(credential))
    throw new AuthError(400, "validation_failed", "credential is required");
  if (!UUID.test(challengeId)) throw new AuthError(400, "validation_failed", "challenge_id must be a valid UUID");
  return { challengeId, credential };
}

export function createPasskeys(options: {
  sql: Sql;
  rp: RelyingParty;
  /** A new session for the user (the answer of a password sign-in), after a passkey sign-in. */
  signIn: (userId: string) => Promise<Record<string, unknown>>;
}) {
  const { sql, rp } = options;
  const expiresAt = () => new Date(Date.now() + CHALLENGE_SECONDS * 1000);

  /** A challenge is used once: taken out as it is read, whatever the outcome (replays get not found). */
  async function takeChallenge(id: string, type: "registration" | "authentication", userId: string | null) {
    const [row] = await sql<{ challenge: string; expires_at: Date }[]>`
      delete from auth.webauthn_challenges
      where id = ${id} and challenge_type = ${type} and user_id is not distinct from ${userId}
      returning session_data ->> 'challenge' as challenge, expires_at`;
    if (!row) throw new AuthError(400, "webauthn_challenge_not_found", "Challenge not found or already used");
    if (row.expires_at.getTime() < Date.now())
      throw new AuthError(400, "webauthn_challenge_expired", "Challenge has expired");
    return row.challenge;
  }

  async function storeChallenge(type: "registration" | "authentication", userId: string | null, challenge: string) {
    const expires = expiresAt();
    // Old challenges nobody answered are cleared as new ones are made.
    await sql`delete from auth.webauthn_challenges where expires_at < now()`;
    const [row] = await sql<{ id: string }[]>`
      insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
      values (${userId}, ${type}, ${sql.json({ challenge })}, ${expires})
      returning id`;
    return { challenge_id: row.id, expires_at: Math.floor(expires.getTime() / 1000) };
  }

  const credentialsOf = (userId: string) => sql<CredentialRow[]>`
    select * from auth.webauthn_credentials where user_id = ${userId} order by created_at`;

  async function ownPasskey(userId: string, passkeyId: string) {
    if (!UUID.test(passkeyId)) throw passkeyNotFound();
    const [row] = await sql<CredentialRow[]>`
      select * from auth.webauthn_credentials where id = ${passkeyId} and user_id = ${userId}`;
    if (!row) throw passkeyNotFound();
    return row;
  }

  return {
    /** POST /passkeys/registration/options: creation options for a discoverable credential. */
    async registrationOptions(user: { id: string; email: string | null; name: string | null }) {
      const existing = await credentialsOf(user.id);
      if (existing.length >= MAX_PASSKEYS)
        throw new AuthError(422, "too_many_passkeys", "Maximum number of passkeys reached");
      const creation = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        // The user handle is the user's id, which the sign-in finds the account by.
        userID: new TextEncoder().encode(user.id),
        userName: user.email ?? user.id,
        userDisplayName: user.name ?? user.email ?? "",
        attestationType: "none",
        excludeCredentials: existing.map((row) => ({ id: row.credential_id.toString("base64url") })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        timeout: CHALLENGE_SECONDS * 1000,
      });
      return { ...(await storeChallenge("registration", user.id, creation.challenge)), options: creation };
    },

    /** POST /passkeys/registration/verify: the attestation checked, the credential kept. */
    async registrationVerify(userId: string, body: Record<string, unknown>) {
      const { challengeId, credential } = ceremony(body);
      const challenge = await takeChallenge(challengeId, "registration", userId);
      const result = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }).catch(() => null);
      if (!result?.verified) throw verificationFailed();
      const info = result.registrationInfo;
      if ((await credentialsOf(userId)).length >= MAX_PASSKEYS)
        throw new AuthError(422, "too_many_passkeys", "Maximum number of passkeys reached");
      const [row] = await sql<CredentialRow[]>`
        insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type,
          aaguid, sign_count, transports, backup_eligible, backed_up)
        values (${userId}, ${Buffer.from(info.credential.id, "base64url")}, ${Buffer.from(info.credential.publicKey)},
          ${info.fmt}, ${info.aaguid}, ${info.credential.counter}, ${sql.json(info.credential.transports ?? [])},
          ${info.credentialDeviceType === "multiDevice"}, ${info.credentialBackedUp})
        on conflict (credential_id) do nothing
        returning *`;
      if (!row) throw new AuthError(422, "webauthn_credential_exists", "This credential is already registered");
      return {
        id: row.id,
        ...(row.friendly_name && { friendly_name: row.friendly_name }),
        created_at: row.created_at.toISOString(),
      };
    },

    /** POST /passkeys/authentication/options: no credentials named, so any passkey of the site may answer. */
    async authenticationOptions() {
      const request = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: "preferred",
        timeout: CHALLENGE_SECONDS * 1000,
      });
      return { ...(await storeChallenge("authentication", null, request.challenge)), options: request };
    },

    /** POST /passkeys/authentication/verify: the assertion checked against the stored key; a session. */
    async authenticationVerify(body: Record<string, unknown>) {
      const { challengeId, credential } = ceremony(body);
      const challenge = await takeChallenge(challengeId, "authentication", null);
      const response = credential as AuthenticationResponseJSON;
      if (typeof response.rawId !== "string" && typeof response.id !== "string") throw verificationFailed();
      const [row] = await sql<CredentialRow[]>`
        select * from auth.webauthn_credentials
        where credential_id = ${Buffer.from(String(response.rawId ?? response.id), "base64url")}`;
      if (!row) throw verificationFailed();
      // The assertion's user handle must name the credential's owner (a discoverable login).
      const handle = response.response?.userHandle;
      if (handle && Buffer.from(handle, "base64url").toString("utf8") !== row.user_id) throw verificationFailed();
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: row.credential_id.toString("base64url"),
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.sign_count),
          transports: row.transports as never,
        },
        requireUserVerification: false,
      }).catch(() => null);
      if (!result?.verified) throw verificationFailed();
      await sql`
        update auth.webauthn_credentials
        set sign_count = ${result.authenticationInfo.newCounter}, last_used_at = now(), updated_at = now()
        where id = ${row.id}`;
      return options.signIn(row.user_id);
    },

    async list(userId: string) {
      return (await credentialsOf(userId)).map(publicPasskey);
    },

    /** PATCH /passkeys/{id}: a new friendly name (1 to 120 characters). */
    async rename(userId: string, passkeyId: string, body: Record<string, unknown>) {
      const row = await ownPasskey(userId, passkeyId);
      const name = stringField(body, "friendly_name")?.trim() ?? "";
      if (!name) throw new AuthError(400, "validation_failed", "friendly_name is required");
      if ([...name].length > 120)
        throw new AuthError(400, "validation_failed", "friendly_name must be 120 characters or less");
      const [updated] = await sql<CredentialRow[]>`
        update auth.webauthn_credentials set friendly_name = ${name}, updated_at = now()
        where id = ${row.id} returning *`;
      return publicPasskey(updated);
    },

    async remove(userId: string, passkeyId: string) {
      const row = await ownPasskey(userId, passkeyId);
      await sql`delete from auth.webauthn_credentials where id = ${row.id}`;
    },
  };
}
