import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeJwt } from "jose";
import { describe, expect, it, vi } from "vitest";
import { totpCode } from "../../supabase/local/auth/totp";
import { client, serviceClient, useBackend } from "../integration/backend";
import { call, newAccount, passwordGrant, session, signedInAccount, userShape } from "./http";

// The Auth calls the product makes (docs/architecture.md#the-stand-ins-against-upstream), on the
// wire, as real Supabase Auth (GoTrue, github.com/supabase/auth) answers them. Each expectation
// names the upstream file it comes from. The error body is the 2024-01-01 API version's
// `{ code, message }` (internal/api/errors.go HandleResponseError, HTTPErrorResponse20240101), with
// the code also in the `x-sb-error-code` header and the version in `X-Supabase-Api-Version`.

const ctx = useBackend();

function expectError(
  answer: { status: number; headers: Headers; body: unknown },
  status: number,
  code: string,
  message?: string | RegExp,
) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  expect(answer.headers.get("x-sb-error-code")).toBe(code);
  expect(answer.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  expect(answer.body).toMatchObject({ code, ...(message === undefined ? {} : { message }) });
}

describe("POST /token?grant_type=password (auth.signInWithPassword: admin sign-in)", () => {
  it("answers 200 with the session and the user (internal/api/token.go, internal/tokens/service.go AccessTokenResponse)", async () => {
    const account = await newAccount(ctx.backend);
    const answer = await passwordGrant(ctx.backend, account.email, account.password);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({
      access_token: expect.any(String),
      token_type: "bearer",
      expires_in: 3600,
      expires_at: expect.any(Number),
      refresh_token: expect.any(String),
      user: userShape(account.email),
    });
  });

  it("finds the account whatever the case of the typed address, and keeps it lower-cased (internal/models/user.go FindUserByEmailAndAudience, NewUser)", async () => {
    const email = `Mixed.Case-${Date.now()}@Example.org`;
    const created = await call(ctx.backend, "POST", "/auth/v1/admin/users", {
      apikey: ctx.backend.serviceRoleKey,
      token: ctx.backend.serviceRoleKey,
      body: { email, password: "contract-password-1", email_confirm: true },
    });
    expect(created.status).toBe(200);
    expect((created.body as { email: string }).email).toBe(email.toLowerCase());
    const answer = await passwordGrant(ctx.backend, email.toUpperCase(), "contract-password-1");
    expect(answer.status).toBe(200);
    expect((answer.body as { user: { email: string } }).user.email).toBe(email.toLowerCase());
  });

  it("answers a wrong password and an unknown address alike: 400 invalid_credentials (internal/api/token.go InvalidLoginMessage)", async () => {
    const account = await newAccount(ctx.backend);
    const wrong = await passwordGrant(ctx.backend, account.email, "not-the-password");
    expectError(wrong, 400, "invalid_credentials", "Invalid login credentials");
    const unknown = await passwordGrant(ctx.backend, `nobody-${Date.now()}@example.org`, "whatever-1");
    expectError(unknown, 400, "invalid_credentials", "Invalid login credentials");
  });

  it("answers an unconfirmed account 400 email_not_confirmed (internal/api/token.go)", async () => {
    const email = `unconfirmed-${Date.now()}@example.org`;
    await call(ctx.backend, "POST", "/auth/v1/admin/users", {
      apikey: ctx.backend.serviceRoleKey,
      token: ctx.backend.serviceRoleKey,
      body: { email, password: "contract-password-1" },
    });
    expectError(
      await passwordGrant(ctx.backend, email, "contract-password-1"),
      400,
      "email_not_confirmed",
      "Email not confirmed",
    );
  });

  it("answers an unknown grant 400 invalid_credentials 'unsupported_grant_type' (internal/api/token.go)", async () => {
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/token?grant_type=magic", { body: {} }),
      400,
      "invalid_credentials",
      "unsupported_grant_type",
    );
  });

  it("supabase-js reads the refusal as an AuthApiError with status and code (auth-js src/lib/fetch.ts handleError)", async () => {
    const { error } = await client(ctx.backend).auth.signInWithPassword({
      email: `nobody-${Date.now()}@example.org`,
      password: "whatever-1",
    });
    expect(error).toMatchObject({ name: "AuthApiError", status: 400, code: "invalid_credentials" });
  });
});

describe("POST /token?grant_type=refresh_token (the session's refresh, setSession)", () => {
  it("answers 200 with a new refresh token (internal/api/token_refresh.go)", async () => {
    const account = await newAccount(ctx.backend);
    const first = await session(ctx.backend, account.email, account.password);
    const answer = await call(ctx.backend, "POST", "/auth/v1/token?grant_type=refresh_token", {
      body: { refresh_token: first.refresh_token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      access_token: expect.any(String),
      token_type: "bearer",
      refresh_token: expect.any(String),
      user: userShape(account.email),
    });
    expect((answer.body as { refresh_token: string }).refresh_token).not.toBe(first.refresh_token);
  });

  it("answers an unknown token 400 refresh_token_not_found and a reused one 400 refresh_token_already_used (internal/api/token_refresh.go)", async () => {
    const unknown = await call(ctx.backend, "POST", "/auth/v1/token?grant_type=refresh_token", {
      body: { refresh_token: "no-such-token" },
    });
    expectError(unknown, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

    const account = await newAccount(ctx.backend);
    const first = await session(ctx.backend, account.email, account.password);
    const refresh = () =>
      call(ctx.backend, "POST", "/auth/v1/token?grant_type=refresh_token", {
        body: { refresh_token: first.refresh_token },
      });
    expect((await refresh()).status).toBe(200);
    // The local backend's tests run with refresh_token_reuse_interval = 0, so the second use is refused at once.
    expectError(await refresh(), 400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  });
});

describe("GET /user (auth.getUser: every admin page load)", () => {
  it("answers 200 with the user (internal/api/user.go UserGet)", async () => {
    const { account, access_token } = await signedInAccount(ctx.backend);
    const answer = await call(ctx.backend, "GET", "/auth/v1/user", { token: access_token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(userShape(account.email));
    expect(answer.headers.get("x-supabase-api-version")).toBeNull(); // set on errors only (errors.go)
  });

  it("answers the anon key 403 bad_jwt (no sub), a forged token 403 bad_jwt, an ended session 403 session_not_found (internal/api/auth.go)", async () => {
    // With no session supabase-js sends the anon key as the bearer token (supabase-js SupabaseClient._getAccessToken).
    expectError(
      await call(ctx.backend, "GET", "/auth/v1/user", { token: ctx.backend.anonKey }),
      403,
      "bad_jwt",
      "invalid claim: missing sub claim",
    );
    const forged = `${ctx.backend.anonKey.split(".").slice(0, 2).join(".")}.AAAA`;
    expectError(
      await call(ctx.backend, "GET", "/auth/v1/user", { token: forged }),
      403,
      "bad_jwt",
      /^invalid JWT: unable to parse or verify signature, /,
    );
    const { access_token } = await signedInAccount(ctx.backend);
    expect((await call(ctx.backend, "POST", "/auth/v1/logout?scope=local", { token: access_token })).status).toBe(204);
    expectError(
      await call(ctx.backend, "GET", "/auth/v1/user", { token: access_token }),
      403,
      "session_not_found",
      "Session from session_id claim in JWT does not exist",
    );
  });
});

describe("POST /logout (auth.signOut({ scope: 'local' }))", () => {
  it("answers 204 with no body (internal/api/logout.go)", async () => {
    const { access_token } = await signedInAccount(ctx.backend);
    const answer = await call(ctx.backend, "POST", "/auth/v1/logout?scope=local", { token: access_token });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
  });
});

describe("PUT /user (auth.updateUser({ password }): set password, change password)", () => {
  it("answers 200 with the user (internal/api/user.go UserUpdate)", async () => {
    const { account, access_token } = await signedInAccount(ctx.backend);
    const answer = await call(ctx.backend, "PUT", "/auth/v1/user", {
      token: access_token,
      body: { password: "a-new-password-2" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(userShape(account.email));
  });

  it("answers a short password 422 weak_password with its reasons (internal/api/password.go, errors.go handleResponseErrorWeakPassword)", async () => {
    const { account, access_token } = await signedInAccount(ctx.backend);
    const answer = await call(ctx.backend, "PUT", "/auth/v1/user", { token: access_token, body: { password: "123" } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      weak_password: { reasons: ["length"] },
    });
    // auth-js turns it into AuthWeakPasswordError with the reasons (src/lib/fetch.ts).
    const c = client(ctx.backend);
    await c.auth.signInWithPassword({ email: account.email, password: account.password });
    const { error } = await c.auth.updateUser({ password: "123" });
    expect(error).toMatchObject({
      name: "AuthWeakPasswordError",
      status: 422,
      code: "weak_password",
      reasons: ["length"],
    });
  });

  it("answers a password over 72 bytes 400 validation_failed, the same password 422 same_password (internal/api/password.go, user.go)", async () => {
    const { account, access_token } = await signedInAccount(ctx.backend);
    expectError(
      await call(ctx.backend, "PUT", "/auth/v1/user", { token: access_token, body: { password: "x".repeat(73) } }),
      400,
      "validation_failed",
      "Password cannot be longer than 72 characters",
    );
    expectError(
      await call(ctx.backend, "PUT", "/auth/v1/user", { token: access_token, body: { password: account.password } }),
      422,
      "same_password",
      "New password should be different from the old password.",
    );
  });
});

describe("POST /recover (auth.resetPasswordForEmail: forgot password)", () => {
  it("answers 200 {} for a known address, then 429 over_email_send_rate_limit within the minute (internal/api/recover.go, mail.go, errors.go)", async () => {
    const account = await newAccount(ctx.backend);
    const first = await call(ctx.backend, "POST", "/auth/v1/recover", { body: { email: account.email } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({});
    const again = await call(ctx.backend, "POST", "/auth/v1/recover", { body: { email: account.email } });
    expectError(
      again,
      429,
      "over_email_send_rate_limit",
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    // The product tells "too soon" from its status (src/admin/providers/auth.ts).
    const { error } = await client(ctx.backend).auth.resetPasswordForEmail(account.email);
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
  });

  it("answers 200 {} for an unknown address, every time (internal/api/recover.go: not found is {} before any limit)", async () => {
    const email = `nobody-${Date.now()}@example.org`;
    for (let i = 0; i < 2; i++) {
      const answer = await call(ctx.backend, "POST", "/auth/v1/recover", { body: { email } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({});
    }
  });

  it("answers no address 400 validation_failed (internal/api/recover.go RecoverParams.Validate)", async () => {
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/recover", { body: {} }),
      400,
      "validation_failed",
      "Password recovery requires an email",
    );
  });
});

describe("GET /verify (the link in the e-mail: recovery and invitation)", () => {
  it("redirects 303 to redirect_to with the session in the fragment (internal/api/verify.go, internal/tokens/service.go AsRedirectURL)", async () => {
    const redirect = "http://localhost:5173/admin/update-password";
    const account = await newAccount(ctx.backend);
    await call(ctx.backend, "POST", `/auth/v1/recover?redirect_to=${encodeURIComponent(redirect)}`, {
      body: { email: account.email },
    });
    const link = await vi.waitFor(
      async () => {
        const listed = (await (await fetch(`${ctx.backend.mail.url}/api/v1/messages`)).json()) as {
          messages: { ID: string; To: { Address: string }[] }[];
        };
        const mail = listed.messages.find((m) => m.To.some((to) => to.Address === account.email));
        if (!mail) throw new Error("no e-mail yet");
        const { Text } = (await (await fetch(`${ctx.backend.mail.url}/api/v1/message/${mail.ID}`)).json()) as {
          Text: string;
        };
        return /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(Text)![0];
      },
      { timeout: 10_000, interval: 50 },
    );
    const answer = await call(
      ctx.backend,
      "GET",
      new URL(link).pathname.replace(/^.*\/auth\/v1/, "/auth/v1") + new URL(link).search,
      {
        apikey: null,
      },
    );
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const fragment = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
    expect(Object.keys(fragment).sort()).toEqual(
      ["access_token", "expires_at", "expires_in", "refresh_token", "sb", "token_type", "type"].sort(),
    );
    expect(fragment).toMatchObject({ token_type: "bearer", type: "recovery", sb: "", expires_in: "3600" });
  });

  it("redirects 303 to redirect_to with the error in the fragment for a bad token (internal/api/verify.go prepErrorRedirectURL)", async () => {
    const redirect = "http://localhost:5173/admin/update-password";
    const answer = await call(
      ctx.backend,
      "GET",
      `/auth/v1/verify?token=not-a-token&type=recovery&redirect_to=${encodeURIComponent(redirect)}`,
    );
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
  });
});

describe("POST /invite (auth.admin.inviteUserByEmail in the invite-staff function)", () => {
  const invite = (email: string, token = ctx.backend.serviceRoleKey) =>
    call(ctx.backend, "POST", "/auth/v1/invite", {
      apikey: token === ctx.backend.serviceRoleKey ? token : ctx.backend.anonKey,
      token,
      body: { email },
    });

  it("answers 200 with the invited user, address lower-cased (internal/api/invite.go, mail.go validateEmail)", async () => {
    const email = `Invited-${Date.now()}@Example.org`;
    const answer = await invite(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ...userShape(email.toLowerCase()), invited_at: expect.any(String) });
    expect((answer.body as { email_confirmed_at?: string }).email_confirmed_at).toBeUndefined();
  });

  it("answers a confirmed account's address 422 email_exists and a malformed one 400 validation_failed (internal/api/invite.go, errors.go DuplicateEmailMsg)", async () => {
    const account = await newAccount(ctx.backend);
    expectError(
      await invite(account.email.toUpperCase()),
      422,
      "email_exists",
      "A user with this email address has already been registered",
    );
    expectError(await invite("not an address"), 400, "validation_failed", /^Unable to validate email address: /);
  });

  it("answers a caller without the service role 403 not_admin (internal/api/auth.go requireAdmin)", async () => {
    const { access_token } = await signedInAccount(ctx.backend);
    expectError(await invite(`x-${Date.now()}@example.org`, access_token), 403, "not_admin", "User not allowed");
  });
});

describe("DELETE /admin/users/{id} (auth.admin.deleteUser in the invite-staff function)", () => {
  it("answers 200 {} and the user is gone (internal/api/admin.go adminUserDelete)", async () => {
    const account = await newAccount(ctx.backend);
    const path = `/auth/v1/admin/users/${account.id}`;
    const key = ctx.backend.serviceRoleKey;
    const answer = await call(ctx.backend, "DELETE", path, { apikey: key, token: key });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    expectError(
      await call(ctx.backend, "GET", path, { apikey: key, token: key }),
      404,
      "user_not_found",
      "User not found",
    );
    // auth-js reads the {} as a user without error (packages/core/auth-js src/GoTrueAdminApi.ts deleteUser, xform _userResponse).
    const other = await newAccount(ctx.backend);
    expect((await serviceClient(ctx.backend).auth.admin.deleteUser(other.id)).error).toBeNull();
  });

  it("answers an unknown id 404 user_not_found (internal/api/admin.go loadUser)", async () => {
    const key = ctx.backend.serviceRoleKey;
    expectError(
      await call(ctx.backend, "DELETE", "/auth/v1/admin/users/00000000-0000-4000-8000-000000000000", {
        apikey: key,
        token: key,
      }),
      404,
      "user_not_found",
      "User not found",
    );
  });
});

describe("routes", () => {
  it("answers an unknown route as Auth answers a route it does not have: chi's plain 404 (internal/api/router.go sets no NotFound), never 501, which auth-js may retry", async () => {
    const answer = await call(ctx.backend, "GET", "/auth/v1/no-such-route");
    expect([answer.status, answer.text]).toEqual([404, "404 page not found\n"]);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  it("answers a switched-off feature as hosted Auth does, after asking who calls (internal/api/api.go middleware order, middleware.go, mfa.go, web3.go)", async () => {
    const { access_token } = await signedInAccount(ctx.backend);
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/factors", { token: access_token, body: { factor_type: "totp" } }),
      422,
      "mfa_totp_enroll_not_enabled",
      "MFA enroll is disabled for TOTP",
    );
    expectError(await call(ctx.backend, "POST", "/auth/v1/factors", { body: {} }), 403, "bad_jwt");
    expectError(await call(ctx.backend, "POST", "/auth/v1/sso", { body: {} }), 404, "saml_provider_disabled");
    expectError(
      await call(ctx.backend, "GET", "/auth/v1/admin/oauth/clients", { apikey: ctx.backend.secretKey }),
      404,
      "feature_disabled",
      "OAuth server is disabled",
    );
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/token?grant_type=web3", { body: {} }),
      422,
      "web3_provider_disabled",
      "Web3 provider is disabled",
    );
  });
});

describe("PUT /admin/users/{id} (auth.admin.updateUserById)", () => {
  it("changes the address, password, metadata (merged; null removes a key) and ban (internal/api/admin.go adminUserUpdate, models/user.go UpdateUserMetaData)", async () => {
    const account = await newAccount(ctx.backend);
    const id = account.id;
    const email = `renamed-${Date.now()}@example.org`;
    await call(ctx.backend, "PUT", `/auth/v1/admin/users/${id}`, {
      apikey: ctx.backend.secretKey,
      body: { user_metadata: { keep: 1, drop: 2 } },
    });
    const answer = await call(ctx.backend, "PUT", `/auth/v1/admin/users/${id}`, {
      apikey: ctx.backend.secretKey,
      body: {
        email: email.toUpperCase(),
        password: "changed-password-1",
        user_metadata: { drop: null, added: "x" },
        app_metadata: { staff: true },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ...userShape(email),
      user_metadata: { keep: 1, added: "x" },
      app_metadata: { staff: true },
    });
    expect((answer.body as { user_metadata: object }).user_metadata).not.toHaveProperty("drop");
    expect((await passwordGrant(ctx.backend, email, "changed-password-1")).status).toBe(200);

    const banned = await call(ctx.backend, "PUT", `/auth/v1/admin/users/${id}`, {
      apikey: ctx.backend.secretKey,
      body: { ban_duration: "24h" },
    });
    expect(Date.parse((banned.body as { banned_until: string }).banned_until)).toBeGreaterThan(
      Date.now() + 23 * 3600e3,
    );
    expectError(await passwordGrant(ctx.backend, email, "changed-password-1"), 400, "user_banned");
    const lifted = await call(ctx.backend, "PUT", `/auth/v1/admin/users/${id}`, {
      apikey: ctx.backend.secretKey,
      body: { ban_duration: "none" },
    });
    expect(lifted.body).not.toHaveProperty("banned_until");
  });

  it("answers an unknown id 404 user_not_found, a malformed one 404 'user_id must be an UUID', a bad ban 400, the anon key 403 not_admin (admin.go loadUser, adminUserUpdate)", async () => {
    const path = "/auth/v1/admin/users/00000000-0000-4000-8000-000000000000";
    const key = { apikey: ctx.backend.secretKey, body: {} };
    expectError(await call(ctx.backend, "PUT", path, key), 404, "user_not_found", "User not found");
    expectError(
      await call(ctx.backend, "PUT", "/auth/v1/admin/users/nope", key),
      404,
      "validation_failed",
      "user_id must be an UUID",
    );
    const account = await newAccount(ctx.backend);
    expectError(
      await call(ctx.backend, "PUT", `/auth/v1/admin/users/${account.id}`, {
        ...key,
        body: { ban_duration: "a day" },
      }),
      400,
      "validation_failed",
      /^invalid format for ban duration/,
    );
    expectError(await call(ctx.backend, "PUT", path, { body: {} }), 403, "not_admin");
  });
});

describe("POST /admin/generate_link (auth.admin.generateLink)", () => {
  it("answers the user with action_link, email_otp, hashed_token, verification_type and redirect_to; the hashed token verifies once (internal/api/mail.go adminGenerateLink, verify.go)", async () => {
    const account = await newAccount(ctx.backend);
    const answer = await call(ctx.backend, "POST", "/auth/v1/admin/generate_link", {
      apikey: ctx.backend.secretKey,
      body: { type: "recovery", email: account.email },
    });
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, string>;
    expect(body).toMatchObject({
      ...userShape(account.email),
      action_link: expect.stringMatching(/\/auth\/v1\/verify\?token=\w+&type=recovery&redirect_to=/),
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
      verification_type: "recovery",
      redirect_to: "http://localhost:5173",
    });
    const verify = () =>
      call(ctx.backend, "POST", "/auth/v1/verify", { body: { type: "recovery", token_hash: body.hashed_token } });
    expect(await verify()).toMatchObject({ status: 200, body: { access_token: expect.any(String) } });
    expectError(await verify(), 403, "otp_expired");
  });

  it("makes a sign-up link for a new address, refuses recovery for an unknown one 404 and an unknown type 400 (mail.go)", async () => {
    const email = `generated-${Date.now()}@example.org`;
    const signup = await call(ctx.backend, "POST", "/auth/v1/admin/generate_link", {
      apikey: ctx.backend.secretKey,
      body: { type: "magiclink", email },
    });
    expect(signup.body).toMatchObject({
      email,
      verification_type: "signup",
      action_link: expect.stringMatching(/type=signup/),
    });
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/admin/generate_link", {
        apikey: ctx.backend.secretKey,
        body: { type: "recovery", email: `nobody-${Date.now()}@example.org` },
      }),
      404,
      "user_not_found",
      "User with this email not found",
    );
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/admin/generate_link", {
        apikey: ctx.backend.secretKey,
        body: { type: "nonsense", email },
      }),
      400,
      "validation_failed",
      "Invalid email action link type requested: nonsense",
    );
  });
});

describe("POST /resend (auth.resend)", () => {
  it("answers 200 {} for an unknown or confirmed address, 400 without a type (internal/api/resend.go)", async () => {
    const account = await newAccount(ctx.backend);
    for (const email of [account.email, `nobody-${Date.now()}@example.org`]) {
      expect(await call(ctx.backend, "POST", "/auth/v1/resend", { body: { type: "signup", email } })).toMatchObject({
        status: 200,
        body: {},
      });
    }
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/resend", { body: { email: account.email } }),
      400,
      "validation_failed",
      "Missing one of these types: signup, email_change, sms, phone_change",
    );
  });
});

describe("POST /signup with config.toml's enable_signup = false", () => {
  it("answers 422 signup_disabled, and an anonymous sign-in 422 anonymous_provider_disabled (internal/api/signup.go, api.go)", async () => {
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/signup", {
        body: { email: `new-${Date.now()}@example.org`, password: "password-1" },
      }),
      422,
      "signup_disabled",
      "Signups not allowed for this instance",
    );
    expectError(
      await call(ctx.backend, "POST", "/auth/v1/signup", { body: {} }),
      422,
      "anonymous_provider_disabled",
      "Anonymous sign-ins are disabled",
    );
  });
});

describe("GET /admin/users (auth.admin.listUsers)", () => {
  it("pages with page and per_page, the total in X-Total-Count (internal/api/pagination.go, admin.go adminUsers)", async () => {
    await newAccount(ctx.backend);
    await newAccount(ctx.backend);
    const answer = await call(ctx.backend, "GET", "/auth/v1/admin/users?page=1&per_page=1", {
      apikey: ctx.backend.secretKey,
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { users: unknown[] }).users).toHaveLength(1);
    const total = Number(answer.headers.get("x-total-count"));
    expect(total).toBeGreaterThan(1);
    // pagination.go addPaginationHeaders: the request's own URL with the page replaced, keys sorted.
    expect(answer.headers.get("link")).toBe(
      `</auth/v1/admin/users?page=2&per_page=1>; rel="next", </auth/v1/admin/users?page=${total}&per_page=1>; rel="last"`,
    );
  });

  it("refuses a negative page 400 validation_failed, as listUsers({ page: -1 }) meets it", async () => {
    expectError(
      await call(ctx.backend, "GET", "/auth/v1/admin/users?page=-1", { apikey: ctx.backend.secretKey }),
      400,
      "validation_failed",
      'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    );
    const { error } = await serviceClient(ctx.backend).auth.admin.listUsers({ page: -1 });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("MFA with config.toml's [auth.mfa.totp] switched on (internal/api/mfa.go)", () => {
  const dir = mkdtempSync(join(tmpdir(), "auth-mfa-"));
  const configFile = join(dir, "config.toml");
  writeFileSync(configFile, ["[auth.mfa.totp]", "enroll_enabled = true", "verify_enabled = true"].join("\n"));
  const mfaCtx = useBackend({ auth: { configFile } });

  it("enrols, challenges and verifies a TOTP factor; the session rises to aal2 with totp in amr (mfa.go, models/sessions.go)", async () => {
    const { account, access_token } = await signedInAccount(mfaCtx.backend);
    const enrolled = await call(mfaCtx.backend, "POST", "/auth/v1/factors", {
      token: access_token,
      body: { factor_type: "totp", friendly_name: "phone app" },
    });
    expect(enrolled.status).toBe(200);
    const factor = enrolled.body as { id: string; totp: { secret: string; uri: string; qr_code: string } };
    expect(factor).toMatchObject({ type: "totp", friendly_name: "phone app" });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(factor.totp.qr_code).toMatch(/^<svg/);

    const challenge = async () => {
      const answer = await call(mfaCtx.backend, "POST", `/auth/v1/factors/${factor.id}/challenge`, {
        token: access_token,
        body: {},
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: expect.any(String), type: "totp", expires_at: expect.any(Number) });
      return (answer.body as { id: string }).id;
    };
    const verify = (challengeId: string, code: string) =>
      call(mfaCtx.backend, "POST", `/auth/v1/factors/${factor.id}/verify`, {
        token: access_token,
        body: { challenge_id: challengeId, code },
      });
    const wrong = String((Number(totpCode(factor.totp.secret)) + 500_000) % 1_000_000).padStart(6, "0");
    expectError(await verify(await challenge(), wrong), 422, "mfa_verification_failed", "Invalid TOTP code entered");
    const unknown = await verify("f7850041-ba10-4eb3-851c-8ceb7ff8463d", totpCode(factor.totp.secret));
    expectError(unknown, 422, "mfa_factor_not_found");

    const verified = await verify(await challenge(), totpCode(factor.totp.secret));
    expect(verified.status).toBe(200);
    const claims = decodeJwt((verified.body as { access_token: string }).access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(["totp", "password"]);

    const listed = await call(mfaCtx.backend, "GET", `/auth/v1/admin/users/${account.id}/factors`, {
      apikey: mfaCtx.backend.secretKey,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: factor.id, factor_type: "totp", status: "verified" })]);
  });

  it("refuses to unenrol a verified factor from an aal1 session: 422 insufficient_aal (mfa.go UnenrollFactor)", async () => {
    const { account, access_token } = await signedInAccount(mfaCtx.backend);
    const enrolled = await call(mfaCtx.backend, "POST", "/auth/v1/factors", {
      token: access_token,
      body: { factor_type: "totp" },
    });
    const factor = enrolled.body as { id: string; totp: { secret: string } };
    const challenged = await call(mfaCtx.backend, "POST", `/auth/v1/factors/${factor.id}/challenge`, {
      token: access_token,
      body: {},
    });
    const verified = await call(mfaCtx.backend, "POST", `/auth/v1/factors/${factor.id}/verify`, {
      token: access_token,
      body: { challenge_id: (challenged.body as { id: string }).id, code: totpCode(factor.totp.secret) },
    });
    expect(verified.status).toBe(200);
    const aal1 = await session(mfaCtx.backend, account.email, account.password);
    expectError(
      await call(mfaCtx.backend, "DELETE", `/auth/v1/factors/${factor.id}`, { token: aal1.access_token }),
      422,
      "insufficient_aal",
      "AAL2 required to unenroll verified factor",
    );
    const aal2Token = (verified.body as { access_token: string }).access_token;
    const removed = await call(mfaCtx.backend, "DELETE", `/auth/v1/factors/${factor.id}`, { token: aal2Token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: factor.id });
  });
});

describe("OAuth clients and passkeys with config.toml's [auth.oauth_server] and [auth.passkey] switched on", () => {
  const dir = mkdtempSync(join(tmpdir(), "auth-oauth-passkeys-"));
  const configFile = join(dir, "config.toml");
  writeFileSync(
    configFile,
    [
      "[auth.oauth_server]",
      "enabled = true",
      "[auth.passkey]",
      "enabled = true",
      "[auth.webauthn]",
      'rp_display_name = "Foundation"',
      'rp_id = "localhost"',
      'rp_origins = ["http://localhost:5173"]',
    ].join("\n"),
  );
  const onCtx = useBackend({ auth: { configFile } });

  it("makes an OAuth client: 201 with the secret once, reads it without; deletes it: 204, then 404 oauth_client_not_found (oauthserver/handlers.go)", async () => {
    const admin = { apikey: onCtx.backend.secretKey };
    const created = await call(onCtx.backend, "POST", "/auth/v1/admin/oauth/clients", {
      ...admin,
      body: { client_name: "Contract client", redirect_uris: ["https://app.example.org/cb"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client_secret: expect.stringMatching(/^[\w-]{43}$/),
      client_type: "confidential",
      redirect_uris: ["https://app.example.org/cb"],
      token_endpoint_auth_method: "client_secret_basic",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      client_name: "Contract client",
      registration_type: "manual",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = (created.body as { client_id: string }).client_id;
    const read = await call(onCtx.backend, "GET", `/auth/v1/admin/oauth/clients/${id}`, admin);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty("client_secret");
    const removed = await call(onCtx.backend, "DELETE", `/auth/v1/admin/oauth/clients/${id}`, admin);
    expect([removed.status, removed.text]).toEqual([204, ""]);
    expectError(
      await call(onCtx.backend, "GET", `/auth/v1/admin/oauth/clients/${id}`, admin),
      404,
      "oauth_client_not_found",
      "OAuth client not found",
    );
    expectError(
      await call(onCtx.backend, "POST", "/auth/v1/admin/oauth/clients", { ...admin, body: { redirect_uris: [] } }),
      400,
      "validation_failed",
      "redirect_uris is required",
    );
    expectError(await call(onCtx.backend, "GET", "/auth/v1/admin/oauth/clients"), 403, "not_admin");
  });

  it("answers passkey registration and sign-in options in WebAuthn's JSON, each with a challenge id (passkey_registration.go, passkey_authentication.go)", async () => {
    const { account, access_token } = await signedInAccount(onCtx.backend);
    const registration = await call(onCtx.backend, "POST", "/auth/v1/passkeys/registration/options", {
      token: access_token,
      body: {},
    });
    expect(registration.status).toBe(200);
    expect(registration.body).toMatchObject({
      challenge_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expires_at: expect.any(Number),
      options: {
        challenge: expect.stringMatching(/^[\w-]+$/),
        rp: { id: "localhost", name: "Foundation" },
        user: { id: Buffer.from(account.id).toString("base64url"), name: account.email },
        pubKeyCredParams: expect.arrayContaining([{ alg: -7, type: "public-key" }]),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        attestation: "none",
      },
    });
    const signIn = await call(onCtx.backend, "POST", "/auth/v1/passkeys/authentication/options", { body: {} });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({
      challenge_id: expect.any(String),
      options: { challenge: expect.any(String), rpId: "localhost" },
    });
    expectError(
      await call(onCtx.backend, "POST", "/auth/v1/passkeys/authentication/verify", {
        body: { challenge_id: "00000000-0000-0000-0000-000000000000", credential: { id: "x" } },
      }),
      400,
      "webauthn_challenge_not_found",
      "Challenge not found or already used",
    );
    expectError(
      await call(onCtx.backend, "PATCH", "/auth/v1/passkeys/00000000-0000-0000-0000-000000000000", {
        token: access_token,
        body: { friendly_name: "nope" },
      }),
      404,
      "validation_failed",
      "Passkey not found",
    );
  });
});
