import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { totpCode } from "../../supabase/local/auth/totp";
import { client, serviceClient, useBackend } from "./backend";

// Authenticator-app MFA through supabase-js's real client (docs/architecture.md, "The local
// stand-in"), under a config.toml that switches TOTP factors on, as the auth-js test suite's does.
const dir = mkdtempSync(join(tmpdir(), "auth-mfa-config-"));
const configFile = join(dir, "config.toml");
writeFileSync(configFile, ["[auth.mfa.totp]", "enroll_enabled = true", "verify_enabled = true"].join("\n"));
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
