// @vitest-environment node
import { importJWK, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createProjectJwt } from "../../supabase/local/jwt";
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_SIGNING_KEY,
} from "../../supabase/local/keys";

// The local keys must be the Supabase CLI's, so the stand-in and `supabase start` are interchangeable.
describe("local API keys", () => {
  const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);

  it("has a publishable and a secret key in the new format, which are no JWTs", () => {
    expect(LOCAL_PUBLISHABLE_KEY).toMatch(/^sb_publishable_[\w-]+$/);
    expect(LOCAL_SECRET_KEY).toMatch(/^sb_secret_[\w-]+$/);
  });

  it.each([
    ["anon", LOCAL_ANON_KEY],
    ["service_role", LOCAL_SERVICE_ROLE_KEY],
  ])("the legacy %s key is signed with the local JWT secret and carries its role", async (role, key) => {
    const { payload, protectedHeader } = await jwtVerify(key, secret);
    expect(protectedHeader.alg).toBe("HS256");
    expect(payload).toMatchObject({ iss: "supabase-demo", role });
  });

  it("refuses a key signed with another secret", async () => {
    await expect(
      jwtVerify(LOCAL_ANON_KEY, new TextEncoder().encode("another-secret-another-secret-another")),
    ).rejects.toThrow();
  });
});

describe("the project's JWTs (supabase/local/jwt.ts)", () => {
  const jwt = createProjectJwt({ signingKey: LOCAL_SIGNING_KEY, legacySecret: LOCAL_JWT_SECRET });

  it("signs with ES256 and verifies with the published key; publishes no private or symmetric key", async () => {
    const token = await jwt.sign({ role: "authenticated", sub: "u" }, 60);
    const published = await importJWK(jwt.jwks.keys[0], "ES256");
    expect((await jwtVerify(token, published)).payload).toMatchObject({ role: "authenticated", sub: "u" });
    expect(jwt.jwks.keys).toHaveLength(1);
    expect(jwt.jwks.keys[0]).not.toHaveProperty("d");
    expect(JSON.stringify(jwt.jwks)).not.toContain(Buffer.from(LOCAL_JWT_SECRET).toString("base64url"));
  });

  it("gives PostgREST the public key and the legacy secret as one JWKS", () => {
    const { keys } = JSON.parse(jwt.postgrestSecret) as { keys: Array<{ kty: string; d?: string }> };
    expect(keys.map((key) => key.kty).sort()).toEqual(["EC", "oct"]);
    expect(keys.every((key) => key.d === undefined)).toBe(true);
  });

  it("verifies its own tokens and legacy HS256 ones, and nothing else", async () => {
    expect(await jwt.verify(LOCAL_SERVICE_ROLE_KEY)).toMatchObject({ role: "service_role" });
    expect(await jwt.verify(await jwt.roleToken("anon"))).toMatchObject({ role: "anon" });
    const other = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another"));
    await expect(jwt.verify(other)).rejects.toThrow();
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"role":"service_role"}').toString("base64url")}.`;
    await expect(jwt.verify(none)).rejects.toThrow();
  });

  it("keeps a role's minted token for a while instead of signing one per request", async () => {
    expect(await jwt.roleToken("service_role")).toBe(await jwt.roleToken("service_role"));
  });
});
