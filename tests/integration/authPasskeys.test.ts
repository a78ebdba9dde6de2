import { createClient } from "@supabase/supabase-js";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { fetchFrom } from "../../supabase/local/nodeClient";
import { SoftwareAuthenticator } from "../support/softwareAuthenticator";
import { serviceClient, useBackend } from "./backend";

// Passkeys through supabase-js's real client (docs/architecture.md, "The local stand-in"), under a
// config.toml that switches them on for a site at http://localhost:5173, as the auth-js test suite's does.
const RP_ID = "localhost";
const ORIGIN = "http://localhost:5173";
const dir = mkdtempSync(join(tmpdir(), "auth-passkeys-config-"));
const configFile = join(dir, "config.toml");
writeFileSync(
  configFile,
  ["[auth.passkey]", "enabled = true", "[auth.webauthn]", `rp_id = "${RP_ID}"`, `rp_origins = ["${ORIGIN}"]`].join(
    "\n",
  ),
);
const ctx = useBackend({ auth: { configFile } });

/** supabase-js as ../../supabase/local/nodeClient.ts makes it, with passkeys (an experimental API) opted in. */
function passkeyClient(key = ctx.backend.publishableKey) {
  return createClient(ctx.backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } },
    realtime: { transport: WebSocket as never },
  }).auth;
}

async function signedInUser() {
  const email = `passkey-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
  const created = await serviceClient(ctx.backend).auth.admin.createUser({
    email,
    password: "password-1",
    email_confirm: true,
  });
  const auth = passkeyClient();
  expect((await auth.signInWithPassword({ email, password: "password-1" })).error).toBeNull();
  return { auth, userId: created.data.user!.id };
}

async function register(auth: ReturnType<typeof passkeyClient>, device: SoftwareAuthenticator) {
  const options = await auth.passkey.startRegistration();
  expect(options.error).toBeNull();
  const created = await auth.passkey.verifyRegistration({
    challengeId: options.data!.challenge_id,
    credential: device.create(options.data!.options) as never,
  });
  expect(created.error).toBeNull();
  return created.data!.id;
}

describe("passkeys", () => {
  it("registers a passkey for the signed-in user and signs in with it, once per challenge", async () => {
    const { auth, userId } = await signedInUser();
    const device = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const options = await auth.passkey.startRegistration();
    expect(options.data!.options).toMatchObject({
      rp: { id: RP_ID },
      authenticatorSelection: { residentKey: "required" },
    });
    const passkeyId = await register(auth, device);

    const visitor = passkeyClient();
    const request = await visitor.passkey.startAuthentication();
    expect(request.error).toBeNull();
    expect(request.data!.options.allowCredentials ?? []).toEqual([]);
    const assertion = device.get(request.data!.options) as never;
    const signedIn = await visitor.passkey.verifyAuthentication({
      challengeId: request.data!.challenge_id,
      credential: assertion,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data!.user!.id).toBe(userId);
    expect((await visitor.getUser()).data.user?.id).toBe(userId);

    const replay = await visitor.passkey.verifyAuthentication({
      challengeId: request.data!.challenge_id,
      credential: assertion,
    });
    expect(replay.error).toMatchObject({ status: 400, code: "webauthn_challenge_not_found" });

    const listed = await auth.passkey.list();
    expect(listed.data).toEqual([expect.objectContaining({ id: passkeyId, last_used_at: expect.any(String) })]);
  });

  it("refuses an assertion signed by a key that was never registered, and one from a deleted passkey", async () => {
    const { auth } = await signedInUser();
    const device = new SoftwareAuthenticator(RP_ID, ORIGIN);
    const passkeyId = await register(auth, device);
    const stranger = new SoftwareAuthenticator(RP_ID, ORIGIN);
    stranger.create((await auth.passkey.startRegistration()).data!.options);

    const visitor = passkeyClient();
    const first = (await visitor.passkey.startAuthentication()).data!;
    const forged = await visitor.passkey.verifyAuthentication({
      challengeId: first.challenge_id,
      credential: stranger.get(first.options) as never,
    });
    expect(forged.error).toMatchObject({ status: 400, code: "webauthn_verification_failed" });

    expect((await auth.passkey.delete({ passkeyId })).error).toBeNull();
    const second = (await visitor.passkey.startAuthentication()).data!;
    const deleted = await visitor.passkey.verifyAuthentication({
      challengeId: second.challenge_id,
      credential: device.get(second.options) as never,
    });
    expect(deleted.error).toMatchObject({ code: "webauthn_verification_failed" });
  });

  it("refuses an assertion made for another site", async () => {
    const { auth } = await signedInUser();
    const elsewhere = new SoftwareAuthenticator(RP_ID, "http://evil.example");
    const options = await auth.passkey.startRegistration();
    const created = await auth.passkey.verifyRegistration({
      challengeId: options.data!.challenge_id,
      credential: elsewhere.create(options.data!.options) as never,
    });
    expect(created.error).toMatchObject({ status: 400, code: "webauthn_verification_failed" });
    expect((await auth.passkey.list()).data).toEqual([]);
  });

  it("needs a signed-in user to register, and lets the admin list and remove a user's passkeys", async () => {
    const anonymous = await fetch(`${ctx.backend.url}/auth/v1/passkeys/registration/options`, {
      method: "POST",
      headers: { apikey: ctx.backend.publishableKey, "Content-Type": "application/json" },
      body: "{}",
    });
    // The gateway hands Auth the anon role's token, which is no user (as hosted's gateway does).
    expect(anonymous.status).toBe(403);

    const { auth, userId } = await signedInUser();
    const passkeyId = await register(auth, new SoftwareAuthenticator(RP_ID, ORIGIN));
    const renamed = await auth.passkey.update({ passkeyId, friendlyName: "Asha's laptop" });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: "Asha's laptop" });

    const admin = passkeyClient(ctx.backend.secretKey).admin;
    expect((await admin.passkey.listPasskeys({ userId })).data!.map((p) => p.id)).toEqual([passkeyId]);
    expect((await admin.passkey.deletePasskey({ userId, passkeyId })).error).toBeNull();
    expect((await auth.passkey.list()).data).toEqual([]);

    const publishable = await fetch(`${ctx.backend.url}/auth/v1/admin/users/${userId}/passkeys`, {
      headers: { apikey: ctx.backend.publishableKey },
    });
    expect(publishable.status).toBe(403);
  });

  it("gives one client address 30 sign-in challenges in 5 minutes, then 429, as upstream's RATE_LIMIT_PASSKEY", async () => {
    const from = fetchFrom("127.0.0.29");
    const ask = () =>
      from(`${ctx.backend.url}/auth/v1/passkeys/authentication/options`, {
        method: "POST",
        headers: { apikey: ctx.backend.publishableKey, "Content-Type": "application/json" },
        body: "{}",
      });
    for (let i = 0; i < 30; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "over_request_rate_limit" });
  });
});
