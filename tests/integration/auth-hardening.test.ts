import { describe, expect, it } from "vitest";
import type { Backend } from "../../supabase/local/backend";
import { freshAddress, serviceClient, useBackend } from "./backend";
import { fetchFrom } from "../../supabase/local/nodeClient";
import { freshEmail } from "../support/rows";

// The Auth stand-in against what an attacker tries, answered as Supabase Auth answers.
const limited = useBackend({ auth: { signInLimits: { perIp: 6 } } });
const open = useBackend({
  auth: { refreshTokenReuseSeconds: 1, signInLimits: { perIp: 200 } },
});

function auth(
  backend: Backend,
  path: string,
  body: unknown,
  init: { method?: string; token?: string; from?: string } = {},
) {
  return (init.from ? fetchFrom(init.from) : fetch)(`${backend.url}/auth/v1${path}`, {
    method: init.method ?? "POST",
    headers: {
      apikey: backend.anonKey,
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const signIn = (backend: Backend, email: string, password: string, from?: string) =>
  auth(backend, "/token?grant_type=password", { email, password }, { from });

async function newAccount(backend: Backend, password = "parent-password") {
  const email = freshEmail("parent");
  const { error } = await serviceClient(backend).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  return email;
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  expect(await res.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
}

describe("sign-in rate limits (by client address, as hosted Auth)", () => {
  it("after 6 sign-ins from one client address, right or wrong, the next answers 429 there", async () => {
    const { backend } = limited;
    const from = freshAddress();
    for (let i = 0; i < 3; i++)
      expect((await signIn(backend, backend.adminEmail, "wrong-password", from)).status).toBe(400);
    for (let i = 0; i < 3; i++)
      expect((await signIn(backend, backend.adminEmail, backend.adminPassword, from)).status).toBe(200);
    await expectRateLimited(await signIn(backend, backend.adminEmail, backend.adminPassword, from));
  });

  it("never locks an account out: wrong passwords for one address from elsewhere leave its owner signing in", async () => {
    const { backend } = limited;
    const email = await newAccount(backend);
    // More failures for one address than the old per-address lockout (10) allowed, from three places.
    for (let i = 0; i < 12; i++) {
      expect((await signIn(backend, email, "wrong-password", freshAddress())).status).toBe(400);
    }
    expect((await signIn(backend, email, "parent-password", freshAddress())).status).toBe(200);
  });
});

describe("passwords", () => {
  it("costs an unknown address the same bcrypt work as a known one", async () => {
    const { backend } = open;
    const email = await newAccount(backend);
    const time = async (address: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        expect((await signIn(backend, address, "wrong-password")).status).toBe(400);
        times.push(performance.now() - started);
      }
      return Math.min(...times); // load on a busy machine only ever adds time: the fastest run is the work
    };
    const known = await time(email);
    const unknown = await time(`nobody-${Date.now()}@example.org`);
    expect(unknown).toBeGreaterThan(known * 0.5); // bcrypt at cost 10 is tens of ms; a lookup alone is ~1 ms
  });

  it("refuses passwords over 72 bytes as Supabase Auth does, instead of cutting them short", async () => {
    const { backend } = open;
    const tooLong = { code: "validation_failed", message: "Password cannot be longer than 72 characters" };
    const created = await auth(
      backend,
      "/admin/users",
      { email: `long-${Date.now()}@example.org`, password: "p".repeat(73) },
      { token: backend.serviceRoleKey },
    );
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual(tooLong);

    // 25 Devanagari letters are 75 bytes: the limit counts bytes, as bcrypt does.
    const email = await newAccount(backend, "p".repeat(72));
    const session = await (await signIn(backend, email, "p".repeat(72))).json();
    const update = await auth(
      backend,
      "/user",
      { password: "अ".repeat(25) },
      { method: "PUT", token: session.access_token },
    );
    expect(update.status).toBe(400);
    expect(await update.json()).toEqual(tooLong);

    // bcrypt alone would accept these 73 bytes: their first 72 are the password.
    const truncated = await signIn(backend, email, "p".repeat(72) + "x");
    expect(truncated.status).toBe(400);
    expect((await truncated.json()).code).toBe("invalid_credentials");
  });
});

describe("refresh token reuse", () => {
  it("tolerates a replay within the reuse interval, and after it ends the whole session", async () => {
    const { backend } = open;
    const email = await newAccount(backend);
    const first = await (await signIn(backend, email, "parent-password")).json();
    const refresh = (token: string) => auth(backend, "/token?grant_type=refresh_token", { refresh_token: token });
    const second = await (await refresh(first.refresh_token)).json();
    const third = await (await refresh(second.refresh_token)).json();
    expect(new Set([first.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);

    // Two tabs refreshing at once: the late one gets the session's current token, not an error.
    const late = await refresh(second.refresh_token);
    expect(late.status).toBe(200);
    expect((await late.json()).refresh_token).toBe(third.refresh_token);

    // A time, on purpose: past the window in which a refresh token may be used again (two tabs at once).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });
    // The family is gone: the newest refresh token and the session's access token with it.
    expect((await (await refresh(third.refresh_token)).json()).code).toBe("refresh_token_not_found");
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${third.access_token}` },
    });
    expect(user.status).toBe(403);
    expect((await user.json()).code).toBe("session_not_found");
  });
});

describe("malformed input gets a 4xx in Auth's shape, and Auth keeps answering", () => {
  const health = async (backend: Backend) =>
    (await fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.anonKey } })).status;

  it.each([
    ["a NUL in the e-mail", { email: "admin\u0000@example.org", password: "x-password" }, 400, "validation_failed"],
    ["an array for the body", [{ email: "a@example.org" }], 400, "bad_json"],
    ["a number for the e-mail", { email: 42, password: "x-password" }, 400, "bad_json"],
    ["a body that is not JSON", "email=admin@example.org&password", 400, "bad_json"],
  ])("sign-in with %s", async (_what, body, status, code) => {
    const { backend } = open;
    const res = await auth(backend, "/token?grant_type=password", body);
    expect(res.status).toBe(status);
    expect((await res.json()).code).toBe(code);
    expect(await health(backend)).toBe(200);
  });

  it("refuses an array as user metadata, and keeps the metadata an object", async () => {
    const { backend } = open;
    const email = await newAccount(backend);
    const session = await (await signIn(backend, email, "parent-password")).json();
    const res = await auth(backend, "/user", { data: ["a"] }, { method: "PUT", token: session.access_token });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("bad_json");
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    expect((await user.json()).user_metadata).toEqual({});
  });
});
