import type { IncomingMessage, ServerResponse } from "node:http";
import type { Sql } from "postgres";
import type { ProjectJwt } from "../jwt";
import type { Mailer } from "../mail/send";
import { adminUpdateUser, createGenerateLink, loadUser, pagination, paginationHeaders } from "./admin";
import { DEFAULT_AUTH_CONFIG, type AuthConfig } from "./config";
import { createEmailLinks, type Redeemed } from "./emailLinks";
import { disabledFeature } from "./disabled";
import { createInvite } from "./invite";
import { createMailings } from "./mailings";
import { createMfa, publicFactor, type MfaCaller } from "./mfa";
import { createOAuthClients } from "./oauthClients";
import { createPasskeys } from "./passkeys";
import { createRecovery, DEFAULT_VERIFY_LIMITS, VERIFY_TYPES, type VerifyLimits } from "./recovery";
import {
  AuthError,
  bearerToken,
  objectField,
  readBody,
  sendError,
  sendJson,
  stringField,
  tooManyRequests,
} from "./http";
import { checkNewPassword, passwordMatches } from "./passwords";
import { createRateLimiter } from "./rateLimit";
import { createPasswordSignIn, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./signIn";
import { createSignup, validEmail } from "./signup";
import { createAuthStore, publicUser, type UserRow } from "./store";
import { ACCESS_TOKEN_SECONDS, createTokens, type AccessClaims } from "./tokens";
import { isEmailAddress } from "../../../src/lib/email";

/**
 * A route the stand-in does not serve, answered as Supabase Auth answers a route it does not
 * have: its router sets no NotFound handler (supabase/auth internal/api/router.go), so chi's
 * http.NotFound answers, in plain text. Not 501, which a client may read as "try again later".
 */
function routeNotFound(res: ServerResponse) {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" });
  res.end("404 page not found\n");
}

/** verify.go's answer to the first of an address change's two links. */
const LINK_ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** The caller's address, for the per-client limits (the gateway hands over the client's own socket). */
const clientIp = (req: IncomingMessage) => req.socket.remoteAddress ?? "unknown";

/**
 * The part of Supabase Auth's HTTP API that supabase-js uses for e-mail sessions (password,
 * e-mailed links and codes, sign-up as config.toml's `[auth]` allows it), plus the admin user
 * endpoints (service_role only). `path` is the request path below /auth/v1.
 */
export function createAuthHandler(options: {
  sql: Sql;
  jwt: ProjectJwt;
  issuer: string;
  mailer: Mailer;
  siteUrl: string;
  apiUrl: () => string;
  /** config.toml's refresh_token_reuse_interval. */
  refreshTokenReuseSeconds: number;
  signInLimits?: Partial<SignInLimits>;
  verifyLimits?: Partial<VerifyLimits>;
  /** config.toml's `[auth]` settings (./config.ts); the CLI's defaults when not given. */
  config?: AuthConfig;
}) {
  const config = options.config ?? DEFAULT_AUTH_CONFIG;
  const store = createAuthStore(options.sql);
  const signInLimits = { ...DEFAULT_SIGN_IN_LIMITS, perIp: config.signInsPerWindow, ...options.signInLimits };
  const signIn = createPasswordSignIn(store, signInLimits);
  // Sign-ups count against the same sign_in_sign_ups limit, as in Supabase Auth, in a window of their own.
  const signUpsByIp = createRateLimiter(signInLimits.perIp, signInLimits.windowSeconds * 1000);
  const tokens = createTokens(options.jwt, options.issuer);
  const verifyLimits = { ...DEFAULT_VERIFY_LIMITS, perIp: config.verificationsPerWindow, ...options.verifyLimits };
  const links = createEmailLinks({ ...options, maxWrongCodes: verifyLimits.wrongCodes });
  const recovery = createRecovery({ store, mailer: options.mailer, links, limits: verifyLimits });
  const invite = createInvite({ store, mailer: options.mailer, links });
  const mailings = createMailings({ mailer: options.mailer, links, emailSeconds: config.emailSeconds });
  const redirectFor = (wanted: string | null) => links.redirectFor(wanted);
  const generateLink = createGenerateLink({ store, links, config, redirectFor });
  const oauthClients = createOAuthClients(options.sql);

  async function session(user: UserRow, sessionId: string, refreshToken: string) {
    const now = Math.floor(Date.now() / 1000);
    const assurance = await store.sessionAssurance(sessionId);
    return {
      access_token: await tokens.signAccessToken(
        {
          id: user.id,
          email: user.email ?? "",
          is_anonymous: user.is_anonymous,
          app_metadata: user.raw_app_meta_data,
          user_metadata: user.raw_user_meta_data,
        },
        sessionId,
        now,
        assurance && { aal: assurance.aal ?? "aal1", amr: assurance.amr, signedInAt: assurance.created },
      ),
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  }

  const mfa = createMfa({
    sql: options.sql,
    config,
    siteUrl: options.siteUrl,
    sessionAnswer: async (userId, sessionId) =>
      session((await store.userById(userId))!, sessionId, await store.reissueRefreshToken(userId, sessionId)),
  });

  const passkeys =
    config.passkeys &&
    config.webauthn &&
    createPasskeys({
      sql: options.sql,
      rp: config.webauthn,
      signIn: async (userId) => {
        const user = (await store.userById(userId))!;
        // passkey_authentication.go: the account's own checks, after the key's.
        if (user.email && !user.email_confirmed_at)
          throw new AuthError(403, "email_not_confirmed", "Email not confirmed");
        if (user.banned_until && user.banned_until > new Date())
          throw new AuthError(403, "user_banned", "User is banned");
        return newSession(userId);
      },
    });

  // RATE_LIMIT_PASSKEY's 30 per 5 minutes per client address, on the one route open to anyone that
  // stores something (a challenge), as api.go limits it.
  const passkeyOptionsByIp = createRateLimiter(30, 300_000);

  /**
   * passkey_webauthn.go requirePasskeyManagementAAL: once a user has a verified factor, only an
   * aal2 session adds, renames or removes passkeys, so a stolen password alone cannot add one.
   */
  async function passkeyManager(req: IncomingMessage) {
    const { user, claims } = await caller(req);
    const verified = (await mfa.factorsOf(user.id)).some((factor) => factor.status === "verified");
    const aal = claims.session_id ? (await store.sessionAssurance(claims.session_id))?.aal : undefined;
    if (verified && aal !== "aal2") {
      throw new AuthError(403, "insufficient_aal", "AAL2 session is required to manage passkeys when MFA is enabled");
    }
    return user;
  }

  async function mfaCaller(req: IncomingMessage): Promise<MfaCaller> {
    const { user, claims } = await caller(req);
    return { userId: user.id, email: user.email, sessionId: claims.session_id, isAnonymous: user.is_anonymous };
  }

  /** The user as GET /user and the admin answer them: with their factors, when they have any. */
  async function userWithFactors(user: UserRow) {
    const factors = await mfa.factorsOf(user.id);
    return { ...publicUser(user), ...(factors.length > 0 && { factors: factors.map(publicFactor) }) };
  }

  /** The signed-in caller: a valid token whose session still exists and whose user still exists. */
  async function caller(req: IncomingMessage): Promise<{ user: UserRow; claims: AccessClaims }> {
    const token = bearerToken(req);
    if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    const claims = await tokens.verify(token);
    if (claims.role !== "authenticated" || !claims.sub)
      throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
    if (claims.session_id && !(await store.sessionExists(claims.session_id))) {
      throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
    const user = await store.userById(claims.sub);
    if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
    return { user, claims };
  }

  async function requireServiceRole(req: IncomingMessage) {
    const token = bearerToken(req);
    const claims = token ? await tokens.verify(token) : null;
    if (claims?.role !== "service_role") throw new AuthError(403, "not_admin", "User not allowed");
  }

  async function passwordGrant(req: IncomingMessage, body: Record<string, unknown>) {
    const user = await signIn(body, clientIp(req));
    const { sessionId, refreshToken } = await store.startSession(user.id);
    return session((await store.userById(user.id))!, sessionId, refreshToken);
  }

  async function refreshGrant(body: Record<string, unknown>) {
    const token = stringField(body, "refresh_token");
    if (!token) throw new AuthError(400, "validation_failed", "refresh_token required");
    const result = await store.rotateRefreshToken(token, options.refreshTokenReuseSeconds);
    if (result.status === "not_found") {
      throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
    if (result.status === "revoked") {
      throw new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
    }
    const user = await store.userById(result.userId);
    if (!user) throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    return session(user, result.sessionId, result.refreshToken);
  }

  async function updateUser(req: IncomingMessage, query: URLSearchParams) {
    const { user, claims } = await caller(req);
    const body = await readBody(req);
    let updated = user;
    const password = stringField(body, "password");
    if (password !== undefined) {
      checkNewPassword(password);
      if (await passwordMatches(user.encrypted_password, password)) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }
      updated = await store.setPassword(user.id, password);
      // As after a reset on Supabase: whoever else was signed in with the old password is signed out.
      await store.endSessions(user.id, "others", claims.session_id);
    }
    if (objectField(body, "app_metadata")) {
      throw new AuthError(403, "not_admin", "Updating app_metadata requires admin privileges");
    }
    const data = objectField(body, "data");
    if (data) updated = await store.setUserMetadata(updated, data);
    const rawEmail = stringField(body, "email");
    const email = rawEmail ? validEmail(rawEmail) : undefined;
    if (email && email !== updated.email) updated = await changeEmail(updated, email, query.get("redirect_to"));
    return publicUser(updated);
  }

  /**
   * user.go UserUpdate: a new address waits in email_change until confirmed from the new mailbox
   * (and the current one, with double_confirm_changes); an anonymous user's is taken at once when
   * sign-ups need no confirmation.
   */
  async function changeEmail(user: UserRow, email: string, redirectTo: string | null): Promise<UserRow> {
    const other = await store.userByEmail(email);
    if (other && other.id !== user.id) {
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    }
    const pending = await store.setEmailChange(user.id, email);
    if (user.is_anonymous && !config.confirmEmail) return store.applyEmailChange(user.id);
    const redirect = redirectFor(redirectTo);
    await mailings.send(user.id, "email_change", email, redirect);
    if (config.doubleConfirmChanges && user.email) {
      await mailings.send(user.id, "email_change", user.email, redirect);
    }
    return pending;
  }

  /**
   * A followed link or code. An invitation, a sign-up confirmation and a magic link confirm the
   * address; an address change is made once every link it sent is followed, and only then signs
   * in (until then: null, verify.go's "Confirmation link accepted" answer).
   */
  async function linkSession({ userId, type }: Redeemed) {
    if (type === "invite" || type === "signup" || type === "magiclink") await store.confirmEmail(userId);
    if (type === "email_change") {
      if (links.hasPending(userId, "email_change")) return null;
      await store.applyEmailChange(userId);
    }
    return newSession(userId);
  }

  async function newSession(userId: string) {
    const { sessionId, refreshToken } = await store.startSession(userId);
    return session((await store.userById(userId))!, sessionId, refreshToken);
  }

  /**
   * The link in the e-mail: to the site with the session in the fragment, or the error there. A
   * changed `redirect_to` is refused first (400), so the link's token is still good.
   */
  async function verifyLink(res: ServerResponse, query: URLSearchParams) {
    const redirect = links.checkedRedirect(query.get("redirect_to"));
    const type = query.get("type") ?? "";
    let fragment: URLSearchParams;
    try {
      if (!Object.hasOwn(VERIFY_TYPES, type)) throw new AuthError(400, "validation_failed", "Unsupported type");
      const created = await linkSession(links.byLink(query.get("token") ?? "", VERIFY_TYPES[type]));
      if (!created) {
        res.writeHead(303, { Location: `${redirect}#${new URLSearchParams({ message: LINK_ACCEPTED, sb: "" })}` });
        res.end();
        return;
      }
      fragment = new URLSearchParams({
        access_token: created.access_token,
        expires_at: String(created.expires_at),
        expires_in: String(created.expires_in),
        refresh_token: created.refresh_token,
        token_type: "bearer",
        type,
        // supabase/auth internal/tokens/service.go AsRedirectURL: marks a Supabase Auth redirect.
        sb: "",
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      fragment = new URLSearchParams({
        error: "access_denied",
        error_code: error.code,
        error_description: "Email link is invalid or has expired",
        sb: "", // internal/api/verify.go prepErrorRedirectURL
      });
    }
    res.writeHead(303, { Location: `${redirect}#${fragment}` });
    res.end();
  }

  async function adminCreateUser(req: IncomingMessage) {
    await requireServiceRole(req);
    const body = await readBody(req);
    const email = stringField(body, "email")?.trim() ?? "";
    const password = stringField(body, "password") ?? "";
    if (!isEmailAddress(email))
      throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
    checkNewPassword(password);
    if (await store.userByEmail(email)) {
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    }
    const userMetadata = objectField(body, "user_metadata") ?? objectField(body, "data");
    const created = await store.createUser({
      email,
      password,
      confirmed: body.email_confirm === true,
      userMetadata,
      appMetadata: { provider: "email", providers: ["email"], ...objectField(body, "app_metadata") },
    });
    return publicUser(created);
  }

  /** The caller of /reauthenticate gets a code by e-mail (reauthenticate.go). */
  async function reauthenticate(req: IncomingMessage) {
    const { user } = await caller(req);
    if (!user.email) {
      throw new AuthError(
        400,
        "validation_failed",
        "Reauthentication requires the user to have an email or a phone number",
      );
    }
    if (!user.email_confirmed_at) throw new AuthError(422, "email_not_confirmed", "Please verify your email first.");
    await mailings.sendNonce(user.email);
    return {};
  }

  /** Healthy only while Auth's database answers: a dead Postgres is not "OK". */
  async function health(res: ServerResponse) {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), 2000).unref());
    await Promise.race([options.sql`select 1`, timeout]).catch((error: Error) => {
      throw new AuthError(503, "unexpected_failure", `Database unavailable: ${error.message}`);
    });
    return sendJson(res, 200, { version: "local-stand-in", name: "GoTrue", description: "Auth stand-in" });
  }

  const signup = createSignup({
    store,
    config,
    mailings,
    redirectFor,
    session: (user) => newSession(user.id),
    countSignIn: (ip) => {
      if (!signUpsByIp.take(ip)) throw tooManyRequests();
    },
  });

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const route = `${req.method} ${path.replace(/\/+$/, "") || "/"}`;
    const redirectTo = query.get("redirect_to");
    try {
      if (route === "GET /health") return await health(res);
      // The public half of the signing keys, which auth.getClaims() and the functions verify sessions with.
      if (route === "GET /.well-known/jwks.json") return sendJson(res, 200, options.jwt.jwks);
      if (route === "GET /settings") {
        return sendJson(res, 200, {
          external: { email: true, phone: false, anonymous_users: config.anonymousSignIns },
          disable_signup: !config.signup,
          mailer_autoconfirm: !config.confirmEmail,
          phone_autoconfirm: false,
          sms_provider: "",
          saml_enabled: false,
        });
      }
      if (route === "POST /signup") {
        return sendJson(res, 200, await signup.signup(await readBody(req), redirectTo, clientIp(req)));
      }
      if (route === "POST /resend") return sendJson(res, 200, await signup.resend(await readBody(req), redirectTo));
      if (route === "POST /otp" || route === "POST /magiclink") {
        return sendJson(res, 200, await signup.otp(await readBody(req), redirectTo));
      }
      if (route === "GET /reauthenticate") return sendJson(res, 200, await reauthenticate(req));
      if (route === "POST /token") {
        const body = await readBody(req);
        const grant = query.get("grant_type");
        if (grant === "password") return sendJson(res, 200, await passwordGrant(req, body));
        if (grant === "refresh_token") return sendJson(res, 200, await refreshGrant(body));
        const disabled = disabledFeature(`POST /token?grant_type=${grant ?? ""}`, body);
        if (disabled) throw disabled;
        throw new AuthError(400, "invalid_credentials", "unsupported_grant_type"); // internal/api/token.go
      }
      if (route === "POST /recover") {
        return sendJson(res, 200, await recovery.recover(await readBody(req), query.get("redirect_to")));
      }
      if (route === "GET /verify" || route === "POST /verify") recovery.countVerification(clientIp(req));
      if (route === "GET /verify") return await verifyLink(res, query);
      if (route === "POST /verify") {
        const created = await linkSession(await recovery.byCode(await readBody(req)));
        return sendJson(res, 200, created ?? { msg: LINK_ACCEPTED, code: 200 });
      }
      if (route === "POST /invite") {
        await requireServiceRole(req);
        return sendJson(res, 200, await invite(await readBody(req), query.get("redirect_to")));
      }
      if (route === "GET /user") return sendJson(res, 200, await userWithFactors((await caller(req)).user));
      if (route === "POST /factors")
        return sendJson(res, 200, await mfa.enroll(await mfaCaller(req), await readBody(req)));
      const factorRoute = /^(POST|DELETE) \/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(route);
      if (factorRoute) {
        const [, method, factorId, step] = factorRoute;
        const who = await mfaCaller(req);
        if (method === "DELETE" && !step) return sendJson(res, 200, await mfa.unenroll(who, factorId));
        if (method === "POST" && step === "/challenge") {
          return sendJson(res, 200, await mfa.challenge(who, factorId, clientIp(req)));
        }
        if (method === "POST" && step === "/verify") {
          return sendJson(res, 200, await mfa.verify(who, factorId, await readBody(req), clientIp(req)));
        }
      }
      if (route === "PUT /user") return sendJson(res, 200, await updateUser(req, query));
      if (route === "POST /logout") {
        const { user, claims } = await caller(req);
        const scope = query.get("scope");
        await store.endSessions(user.id, scope === "local" || scope === "others" ? scope : "global", claims.session_id);
        return sendJson(res, 204, undefined);
      }
      if (route === "GET /admin/users") {
        await requireServiceRole(req);
        const { page, perPage } = pagination(query);
        const { users, total } = await store.listUsers(page, perPage);
        // auth-js reads the total from X-Total-Count and the pages from Link.
        paginationHeaders(res, new URL(req.url ?? "/", "http://local"), page, perPage, total);
        return sendJson(res, 200, { users: users.map(publicUser), aud: "authenticated" });
      }
      if (route === "POST /admin/users") return sendJson(res, 200, await adminCreateUser(req));
      const factors = /^GET \/admin\/users\/([^/]+)\/factors$/.exec(route);
      if (factors) {
        await requireServiceRole(req);
        return sendJson(res, 200, await mfa.adminList((await loadUser(store, factors[1])).id));
      }
      const adminFactor = /^DELETE \/admin\/users\/([^/]+)\/factors\/([^/]+)$/.exec(route);
      if (adminFactor) {
        await requireServiceRole(req);
        const user = await loadUser(store, adminFactor[1]);
        return sendJson(res, 200, await mfa.adminDelete(user.id, adminFactor[2]));
      }
      if (route === "POST /admin/generate_link") {
        await requireServiceRole(req);
        return sendJson(res, 200, await generateLink(await readBody(req)));
      }
      const adminUser = /^(GET|PUT|DELETE) \/admin\/users\/([^/]+)$/.exec(route);
      if (adminUser) {
        await requireServiceRole(req);
        const user = await loadUser(store, adminUser[2]);
        if (adminUser[1] === "GET") return sendJson(res, 200, await userWithFactors(user));
        if (adminUser[1] === "PUT") return sendJson(res, 200, await adminUpdateUser(store, user, await readBody(req)));
        // supabase/auth internal/api/admin.go adminUserDelete: the answer is an empty object.
        await store.deleteUser(user.id);
        return sendJson(res, 200, {});
      }
      if (passkeys && (route.startsWith("POST /passkeys/") || /^(GET|PATCH|DELETE) \/passkeys(\/|$)/.test(route))) {
        if (route === "POST /passkeys/authentication/options") {
          if (!passkeyOptionsByIp.take(clientIp(req))) throw tooManyRequests();
          return sendJson(res, 200, await passkeys.authenticationOptions());
        }
        if (route === "POST /passkeys/authentication/verify")
          return sendJson(res, 200, await passkeys.authenticationVerify(await readBody(req)));
        if (route === "POST /passkeys/registration/options") {
          const user = await passkeyManager(req);
          const name = user.raw_user_meta_data.name;
          return sendJson(
            res,
            200,
            await passkeys.registrationOptions({
              id: user.id,
              email: user.email,
              name: typeof name === "string" ? name : null,
            }),
          );
        }
        if (route === "POST /passkeys/registration/verify") {
          const user = await passkeyManager(req);
          return sendJson(res, 200, await passkeys.registrationVerify(user.id, await readBody(req)));
        }
        if (route === "GET /passkeys") return sendJson(res, 200, await passkeys.list((await caller(req)).user.id));
        const one = /^(PATCH|DELETE) \/passkeys\/([^/]+)$/.exec(route);
        if (one) {
          const user = await passkeyManager(req);
          if (one[1] === "PATCH")
            return sendJson(res, 200, await passkeys.rename(user.id, one[2], await readBody(req)));
          await passkeys.remove(user.id, one[2]);
          return sendJson(res, 204, undefined);
        }
      }
      const adminPasskeys = /^(GET|DELETE) \/admin\/users\/([^/]+)\/passkeys(?:\/([^/]+))?$/.exec(route);
      if (passkeys && adminPasskeys) {
        await requireServiceRole(req);
        const [, method, userId, passkeyId] = adminPasskeys;
        const user = await loadUser(store, userId);
        if (method === "GET" && !passkeyId) return sendJson(res, 200, await passkeys.list(user.id));
        if (method === "DELETE" && passkeyId) {
          await passkeys.remove(user.id, passkeyId);
          return sendJson(res, 204, undefined);
        }
      }
      const oauthClient = /^(GET|POST|PUT|DELETE) \/admin\/oauth\/clients(?:\/([^/]+)(\/regenerate_secret)?)?$/.exec(
        route,
      );
      if (oauthClient && config.oauthServer) {
        await requireServiceRole(req);
        const [, method, clientId, regenerate] = oauthClient;
        if (!clientId && method === "GET") return sendJson(res, 200, await oauthClients.list());
        if (!clientId && method === "POST") return sendJson(res, 201, await oauthClients.create(await readBody(req)));
        if (clientId && regenerate && method === "POST")
          return sendJson(res, 200, await oauthClients.regenerateSecret(clientId));
        if (clientId && !regenerate && method === "GET") return sendJson(res, 200, await oauthClients.get(clientId));
        if (clientId && !regenerate && method === "PUT")
          return sendJson(res, 200, await oauthClients.update(clientId, await readBody(req)));
        if (clientId && !regenerate && method === "DELETE") {
          await oauthClients.remove(clientId);
          return sendJson(res, 204, undefined);
        }
      }
      const disabled = disabledFeature(route, {});
      if (disabled) {
        // Each of these routes asks who is calling before it says the feature is off (api.go's middleware order).
        if (disabled.afterCaller === "user") await caller(req);
        if (disabled.afterCaller === "admin") await requireServiceRole(req);
        throw disabled;
      }
      return routeNotFound(res);
    } catch (error) {
      if (error instanceof AuthError) return sendError(res, error);
      console.error("[auth]", error);
      return sendError(
        res,
        new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
      );
    }
  };
}
