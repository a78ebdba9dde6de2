import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { RelyingParty } from "./config";
import { AuthError, stringField } from "./http";

// The WebAuthn half of a security-key factor (mfa.go challengeWebAuthnFactor, verifyWebAuthnFactor):
// an unverified factor is challenged with creation options and verified by registering a key; a
// verified one with request options for its key. The checks are @simplewebauthn/server's (decision 107).

/** The key a verified factor holds, as auth.mfa_factors.web_authn_credential keeps it. */
export interface FactorCredential {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** What the challenge keeps in auth.mfa_challenges.web_authn_session_data until it is answered. */
export interface WebauthnSession {
  type: "create" | "request";
  challenge: string;
}

/** The challenge's options, in the `credential_options: { publicKey }` shape auth-js reads. */
export async function webauthnChallenge(
  rp: RelyingParty,
  user: { id: string; email: string | null },
  credential: FactorCredential | null,
  otherCredentials: FactorCredential[],
) {
  if (!credential) {
    const publicKey = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userID: new TextEncoder().encode(user.id),
      userName: user.email ?? user.id,
      attestationType: "none",
      excludeCredentials: otherCredentials.map((other) => ({ id: other.id })),
    });
    const session: WebauthnSession = { type: "create", challenge: publicKey.challenge };
    return { session, webauthn: { type: "create", credential_options: { publicKey } } };
  }
  const publicKey = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [{ id: credential.id }],
    userVerification: "preferred",
  });
  const session: WebauthnSession = { type: "request", challenge: publicKey.challenge };
  return { session, webauthn: { type: "request", credential_options: { publicKey } } };
}

const failed = () => new AuthError(422, "mfa_verification_failed", "WebAuthn verification failed");

/**
 * The browser's answer to a challenge, checked against the challenge, the site's origins and RP
 * ID and (for a request) the factor's key: the key to keep, with its new counter.
 */
export async function checkWebauthnAnswer(
  rp: RelyingParty,
  session: WebauthnSession,
  credential: FactorCredential | null,
  body: Record<string, unknown>,
): Promise<FactorCredential> {
  const params = body.webauthn;
  if (!params || typeof params !== "object" || Array.isArray(params))
    throw new AuthError(400, "validation_failed", "WebAuthn config required");
  const fields = params as Record<string, unknown>;
  const type = stringField(fields, "type");
  if (type !== "create" && type !== "request")
    throw new AuthError(400, "validation_failed", "WebAuthn type must be create or request");
  const response = fields.credential_response;
  if (!response || typeof response !== "object")
    throw new AuthError(400, "validation_failed", "credential_response required");
  if (type !== session.type) throw failed();
  const expected = { expectedChallenge: session.challenge, expectedOrigin: rp.origins, expectedRPID: rp.id };
  if (type === "create") {
    const result = await verifyRegistrationResponse({
      ...expected,
      response: response as RegistrationResponseJSON,
      requireUserVerification: false,
    }).catch(() => null);
    if (!result?.verified) throw failed();
    const made = result.registrationInfo.credential;
    return {
      id: made.id,
      publicKey: Buffer.from(made.publicKey).toString("base64url"),
      counter: made.counter,
      transports: made.transports ?? [],
    };
  }
  if (!credential) throw failed();
  const result = await verifyAuthenticationResponse({
    ...expected,
    response: response as AuthenticationResponseJSON,
    credential: {
      id: credential.id,
      publicKey: new Uint8Array(Buffer.from(credential.publicKey, "base64url")),
      counter: credential.counter,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw failed();
  return { ...credential, counter: result.authenticationInfo.newCounter };
}
