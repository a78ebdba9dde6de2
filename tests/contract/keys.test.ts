import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { client, serviceClient, useBackend } from "../integration/backend";
import { call, signedInAccount } from "./http";

// The API keys of a project made today, on the wire, as hosted Supabase's gateway answers them
// (Supabase's docs, "Understanding API keys" and "JWT signing keys"; docs/decisions/091-the-new-api-keys-and-es256-sessions-locally.md):
// a publishable or secret key in `apikey` runs as anon or service_role; the key itself is no
// bearer token; a secret key is refused from a browser; sessions are ES256, verifiable with the
// JWKS at /auth/v1/.well-known/jwks.json; the legacy JWT keys still work.

const ctx = useBackend();
const BROWSER =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
/** Staff-only rows: nobody but staff and the service role reads one. */
const PRIVATE = "/rest/v1/contact_messages?select=id&limit=1";

describe("publishable and secret keys in apikey", () => {
  it("runs a publishable key as anon: public rows yes, private rows none", async () => {
    const doctors = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name");
    expect(doctors.status).toBe(200);
    expect(doctors.body).not.toHaveLength(0);
    const privateRows = await call(ctx.backend, "GET", PRIVATE);
    expect([200, 401]).toContain(privateRows.status);
    if (privateRows.status === 200) expect(privateRows.body).toEqual([]);
  });

  it("runs a secret key as service_role, past row level security", async () => {
    const made = await serviceClient(ctx.backend).from("contact_messages").insert({
      name: "Key test",
      email: "k@example.org",
      subject: "other",
      message: "Hello there, a test message.",
    });
    expect(made.error).toBeNull();
    const rows = await call(ctx.backend, "GET", PRIVATE, { apikey: ctx.backend.secretKey });
    expect(rows.status).toBe(200);
    expect(rows.body).toHaveLength(1);
  });

  it("takes the key as supabase-js sends it when nobody is signed in: in apikey and as its own bearer", async () => {
    const answer = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name", {
      token: ctx.backend.publishableKey,
    });
    expect(answer.status).toBe(200);
    const { data, error } = await client(ctx.backend).from("doctors").select("name");
    expect(error).toBeNull();
    expect(data).not.toHaveLength(0);
  });

  it("refuses a key as the bearer token of another key, or alone: 401", async () => {
    const asBearer = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name", {
      apikey: ctx.backend.publishableKey,
      token: ctx.backend.secretKey,
    });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body).toEqual({ message: "Invalid API key" });
    const alone = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name", {
      apikey: null,
      token: ctx.backend.publishableKey,
    });
    expect(alone.status).toBe(401);
    expect(alone.body).toEqual({ message: "No API key found in request" });
  });

  it("refuses an unknown sb_ key 401 Invalid API key", async () => {
    const answer = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name", {
      apikey: "sb_publishable_not-this-projects-key",
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: "Invalid API key" });
  });

  it("refuses a secret key from a browser (its User-Agent) 401, with hosted's words", async () => {
    for (const path of ["/rest/v1/doctors?select=name", "/auth/v1/admin/users", "/storage/v1/bucket"]) {
      const answer = await call(ctx.backend, "GET", path, {
        apikey: ctx.backend.secretKey,
        headers: { "User-Agent": BROWSER },
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("sb-error-code")).toBe("UNAUTHORIZED_INVALID_API_KEY_TYPE");
      expect(answer.body).toEqual({
        message: "Forbidden use of secret API key in browser",
        hint: "Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!",
      });
    }
    const publishable = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name", {
      headers: { "User-Agent": BROWSER },
    });
    expect(publishable.status).toBe(200);
  });

  it("lets a signed-in user's JWT decide the role beside the publishable key", async () => {
    const { access_token } = await signedInAccount(ctx.backend);
    const user = await call(ctx.backend, "GET", "/auth/v1/user", { token: access_token });
    expect(user.status).toBe(200);
    const rows = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name", { token: access_token });
    expect(rows.status).toBe(200);
  });
});

describe("ES256 sessions and the JWKS", () => {
  it("serves the public signing keys at /auth/v1/.well-known/jwks.json, without a key", async () => {
    const answer = await call(ctx.backend, "GET", "/auth/v1/.well-known/jwks.json", { apikey: null });
    expect(answer.status).toBe(200);
    const { keys } = answer.body as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty("d");
    expect(keys.some((key) => key.kty === "oct")).toBe(false);
  });

  it("signs a session with ES256, verifiable with the JWKS (jose, as a function does) and by auth.getClaims()", async () => {
    const { access_token, user } = await signedInAccount(ctx.backend);
    expect(decodeProtectedHeader(access_token)).toMatchObject({ alg: "ES256", kid: expect.any(String) });
    const jwks = createRemoteJWKSet(new URL(`${ctx.backend.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(access_token, jwks);
    expect(payload).toMatchObject({ sub: user.id, role: "authenticated", aud: "authenticated" });
    const signedIn = client(ctx.backend);
    await signedIn.auth.setSession({ access_token, refresh_token: "unused" });
    const { data, error } = await signedIn.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(user.id);
  });

  it("refuses a token signed with another key, everywhere", async () => {
    const { privateKey } = await import("node:crypto").then((c) =>
      c.generateKeyPairSync("ec", { namedCurve: "P-256" }),
    );
    const kid = (ctx.backend.jwks.keys[0] as { kid: string }).kid;
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "ES256", kid })
      .setExpirationTime("1h")
      .sign(privateKey);
    expect((await call(ctx.backend, "GET", PRIVATE, { token: forged })).status).toBe(401);
    expect((await call(ctx.backend, "GET", "/auth/v1/admin/users", { token: forged })).status).toBe(403);
    expect((await call(ctx.backend, "GET", "/storage/v1/bucket", { token: forged })).status).toBe(400);
  });
});

describe("the legacy JWT keys (the compatibility path)", () => {
  it("still runs the legacy anon key as anon and the legacy service_role key past RLS", async () => {
    const anon = await call(ctx.backend, "GET", "/rest/v1/doctors?select=name", { apikey: ctx.backend.anonKey });
    expect(anon.status).toBe(200);
    const service = await call(ctx.backend, "GET", PRIVATE, { apikey: ctx.backend.serviceRoleKey });
    expect(service.status).toBe(200);
    expect(service.body).toHaveLength(1);
    const legacyClient = client(ctx.backend, ctx.backend.anonKey);
    expect((await legacyClient.from("doctors").select("name")).data).not.toHaveLength(0);
  });
});
