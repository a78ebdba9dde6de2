import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { client, signedIn, useBackend } from "./backend";

// Test functions (echo, crash, broken) rather than the product's, so that each answer is known.
const ctx = useBackend({ functionsDir: fileURLToPath(new URL("./functions", import.meta.url)) });
// The first call starts Deno, which downloads the function's npm: packages when its cache is empty.
const FIRST_START_MS = 200_000;

const call = (name: string, init: RequestInit = {}) => fetch(`${ctx.backend.url}/functions/v1/${name}`, init);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("Edge Functions under /functions/v1, run by Deno", () => {
  it(
    "runs a function for a caller with a valid JWT, with Supabase's variables and npm: packages",
    async () => {
      // The legacy anon key is a JWT, which functions.invoke sends as the bearer token.
      const legacy = client(ctx.backend, ctx.backend.anonKey);
      const { data, error } = await legacy.functions.invoke("echo/sub?x=1", { body: { hello: "world" } });
      expect(error).toBeNull();
      expect(data).toEqual({
        method: "POST",
        path: "/echo/sub",
        search: "?x=1",
        body: { hello: "world" },
        escaped: "&lt;b&gt;",
        supabaseUrl: ctx.backend.url,
        hasAnonKey: true,
        hasServiceRoleKey: true,
        publishableKeys: { default: ctx.backend.publishableKey },
        secretKeys: { default: ctx.backend.secretKey },
        jwks: ctx.backend.jwks,
      });
    },
    FIRST_START_MS,
  );

  it("refuses the publishable key alone under verify_jwt (it is no JWT, and functions.invoke sends no bearer for it)", async () => {
    const { error } = await client(ctx.backend, ctx.backend.publishableKey).functions.invoke("echo", { body: {} });
    const context = (error as { context?: Response } | null)?.context;
    expect(context?.status).toBe(401);
    expect(await context?.json()).toEqual({ code: 401, message: "Missing authorization header" });
    const asBearer = await call("echo", {
      headers: { apikey: ctx.backend.publishableKey, ...bearer(ctx.backend.publishableKey) },
    });
    expect(asBearer.status).toBe(401);
    expect(await asBearer.json()).toEqual({ code: 401, message: "Invalid JWT" });
  });

  it("accepts a signed-in user's session and the service-role key", async () => {
    const staff = await signedIn(ctx.backend, ctx.backend.adminEmail, ctx.backend.adminPassword);
    expect((await staff.functions.invoke("echo", { body: {} })).error).toBeNull();
    expect((await call("echo", { headers: bearer(ctx.backend.serviceRoleKey) })).status).toBe(200);
  });

  it("answers 401 without a key or with a forged one, as the edge runtime does", async () => {
    const none = await call("echo");
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 401, message: "Missing authorization header" });
    const [header, payload] = ctx.backend.serviceRoleKey.split(".");
    const forged = await call("echo", { headers: bearer(`${header}.${payload}.${"x".repeat(43)}`) });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: "Invalid JWT" });
  });

  it("answers 404 in Supabase's shape for a function that does not exist", async () => {
    for (const name of ["no-such-function", "..%2Fecho", ""]) {
      const response = await call(name, { headers: bearer(ctx.backend.anonKey) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" });
    }
  });

  it(
    "answers 500 for a crashing function and 503 for one that cannot start, and keeps serving the rest",
    async () => {
      const headers = bearer(ctx.backend.anonKey);
      const thrown = await call("crash", { headers });
      expect(thrown.status).toBe(500);
      expect(await thrown.json()).toEqual({
        code: "WORKER_ERROR",
        message: "Function exited due to an error (please check logs)",
      });
      const exited = await call("crash?exit=1", { headers });
      expect(exited.status).toBe(500);
      expect((await call("crash", { headers })).status).toBe(500); // started again, and crashed again

      const broken = await call("broken", { headers });
      expect(broken.status).toBe(503);
      expect(await broken.json()).toEqual({
        code: "BOOT_ERROR",
        message: "Function failed to start (please check logs)",
      });

      expect((await call("echo", { headers })).status).toBe(200);
      const { error } = await client(ctx.backend).from("news_articles").select("id").limit(1);
      expect(error).toBeNull();
    },
    FIRST_START_MS,
  );
});
