import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { totpCode } from "../../supabase/local/auth/totp";
import { SoftwareAuthenticator } from "../support/softwareAuthenticator";
import { client, serviceClient, useBackend } from "./backend";

// Authenticator-app MFA through supabase-js's real client (docs/architecture.md, "The local
// stand-in"), under a config.toml that switches TOTP and WebAuthn factors on, as the auth-js test
// suite's does, for a site at http://localhost:5173.
const dir = mkdtempSync(join(tmpdir(), "auth-mfa-config-"));
const configFile = join(dir, "config.toml");
const ORIGIN = "http://localhost:5173";
writeFileSync(
  configFile,
  [
    "[auth.mfa.totp]",
    "enroll_enabled = true",
    "verify_enabled = true",
    "[auth.mfa.web_authn]",
    "enroll_enabled = true",
    "verify_enabled = true",
    "[auth.webauthn]",
    'rp_id = "localhost"',
    `rp_origins = ["${ORIGIN}"]`,
  ].join("\n"),
);
const ctx = useBackend({ auth: { configFile } });

describe("MFA with an authenticator app", () => {
  it("enrolls, verifies a code and raises the session to aal2; the admin lists and deletes the factor", async () => {
    const email = `mfa-${Date.now()}@example.org`;
    const admin = serviceClient(ctx.backend).auth.admin;
    const created = await admin.createUser({ email, password: "password-1", email_confirm: true });
    expect(created.error).toBeNull();
    const auth = client(ctx.backend).auth;
    expect((await auth.signInWithPassword({ email, password: "password-1" })).error).toBeNull();

    const enrolled = await auth.mfa.enroll({ factorType: "totp", friendlyName: "Asha's phone" });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });

    const verified = await auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    expect(verified.error).toBeNull();
    const level = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect(level.data!.currentAuthenticationMethods.map((m) => (typeof m === "string" ? m : m.method))).toEqual([
      "totp",
      "password",
    ]);
    const listed = await auth.mfa.listFactors();
    expect(listed.data!.totp).toEqual([expect.objectContaining({ id: factor.id, status: "verified" })]);

    const adminListed = await admin.mfa.listFactors({ userId: created.data.user!.id });
    expect(adminListed.data!.factors.map((f) => f.id)).toEqual([factor.id]);
    const deleted = await admin.mfa.deleteFactor({ userId: created.data.user!.id, id: factor.id });
    expect(deleted.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: created.data.user!.id })).data!.factors).toEqual([]);
  });

  it("refuses a wrong code", async () => {
    const email = `mfa-wrong-${Date.now()}@example.org`;
    await serviceClient(ctx.backend).auth.admin.createUser({ email, password: "password-1", email_confirm: true });
    const auth = client(ctx.backend).auth;
    await auth.signInWithPassword({ email, password: "password-1" });
    const { data } = await auth.mfa.enroll({ factorType: "totp" });
    const wrong = String((Number(totpCode(data!.totp.secret)) + 500_000) % 1_000_000).padStart(6, "0");
    const answer = await auth.mfa.challengeAndVerify({ factorId: data!.id, code: wrong });
    expect(answer.error?.message).toBe("Invalid TOTP code entered");
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1");
  });
});

describe("MFA with a security key (WebAuthn)", () => {
  /** POST /factors/{id}/{step} as auth-js sends it, with the answer's JSON (verify takes the browser's JSON as is). */
  async function factorCall(token: string, factorId: string, step: "challenge" | "verify", body: object) {
    const answer = await fetch(`${ctx.backend.url}/auth/v1/factors/${factorId}/${step}`, {
      method: "POST",
      headers: {
        apikey: ctx.backend.publishableKey,
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, never> };
  }

  it("enrols a key by registering it, then raises a later session to aal2 with an assertion from that key only", async () => {
    const email = `mfa-key-${Date.now()}@example.org`;
    await serviceClient(ctx.backend).auth.admin.createUser({ email, password: "password-1", email_confirm: true });
    const auth = client(ctx.backend).auth;
    const signedIn = await auth.signInWithPassword({ email, password: "password-1" });
    const token = signedIn.data.session!.access_token;

    const enrolled = await auth.mfa.webauthn.enroll({ friendlyName: "Blue key" });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toMatchObject({ type: "webauthn", friendly_name: "Blue key" });
    const factorId = enrolled.data!.id;

    const key = new SoftwareAuthenticator("localhost", ORIGIN);
    const create = await factorCall(token, factorId, "challenge", {});
    expect(create.body).toMatchObject({ type: "webauthn", webauthn: { type: "create" } });
    const options = (create.body.webauthn as { credential_options: { publicKey: never } }).credential_options.publicKey;
    const registered = await factorCall(token, factorId, "verify", {
      challenge_id: create.body.id,
      webauthn: { type: "create", credential_response: key.create(options) },
    });
    expect(registered.status).toBe(200);
    expect(decodeJwt(registered.body.access_token as string)).toMatchObject({ aal: "aal2" });

    const later = (await client(ctx.backend).auth.signInWithPassword({ email, password: "password-1" })).data.session!;
    const request = await factorCall(later.access_token, factorId, "challenge", {});
    expect(request.body).toMatchObject({ webauthn: { type: "request" } });
    const requestOptions = (request.body.webauthn as { credential_options: { publicKey: never } }).credential_options
      .publicKey;
    const stranger = new SoftwareAuthenticator("localhost", ORIGIN);
    stranger.create(options);
    const forged = await factorCall(later.access_token, factorId, "verify", {
      challenge_id: request.body.id,
      webauthn: { type: "request", credential_response: stranger.get(requestOptions) },
    });
    expect(forged).toMatchObject({ status: 422, body: { code: "mfa_verification_failed" } });

    const again = await factorCall(later.access_token, factorId, "challenge", {});
    const assertion = key.get(
      (again.body.webauthn as { credential_options: { publicKey: never } }).credential_options.publicKey,
    );
    const raised = await factorCall(later.access_token, factorId, "verify", {
      challenge_id: again.body.id,
      webauthn: { type: "request", credential_response: assertion },
    });
    expect(raised.status).toBe(200);
    const claims = decodeJwt(raised.body.access_token as string);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(["webauthn", "password"]);
  });
});
