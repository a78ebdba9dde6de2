import type { IncomingMessage, ServerResponse } from "node:http";
import type { Sql } from "postgres";
import type { ProjectJwt } from "../jwt";
import type { Mailer } from "../mail/send";
import { createEmailLinks, type LinkType } from "./emailLinks";
import { createInvite } from "./invite";
import { createRecovery, DEFAULT_VERIFY_LIMITS, type VerifyLimits } from "./recovery";
import { AuthError, bearerToken, objectField, readBody, sendError, sendJson, stringField } from "./http";
import { checkNewPassword, passwordMatches } from "./passwords";
import { createPasswordSignIn, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./signIn";
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

/** GoTrue's page and per_page (internal/api/pagination.go paginate), its refusal in admin.go adminUsers. */
function pagination(query: URLSearchParams): { page: number; perPage: number } {
  const whole = (name: string, fallback: number) => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d+$/.test(raw)) {
      throw new AuthError(
        400,
        "validation_failed",
        `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`,
      );
    }
    return Number(raw);
  };
  const page = whole("page", 1);
  const perPage = whole("per_page", 50);
  if (perPage === 0)
    throw new AuthError(400, "validation_failed", "Bad Pagination Parameters: per_page must be greater than 0");
  return { page, perPage };
}

/** The caller's address, for the per-client limits (the gateway hands over the client's own socket). */
const clientIp = (req: IncomingMessage) => req.socket.remoteAddress ?? "unknown";

/**
 * The part of Supabase Auth's HTTP API that supabase-js uses for e-mail/password sessions,
 * plus the admin user endpoints (service_role only). Sign-up is closed, as in config.toml.
 * `path` is the request path below /auth/v1.
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
}) {
  const store = createAuthStore(options.sql);
  const signIn = createPasswordSignIn(store, { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits });
  const tokens = createTokens(options.jwt, options.issuer);
  const verifyLimits = { ...DEFAULT_VERIFY_LIMITS, ...options.verifyLimits };
  const links = createEmailLinks({ ...options, maxWrongCodes: verifyLimits.wrongCodes });
  const recovery = createRecovery({ store, mailer: options.mailer, links, limits: verifyLimits });
  const invite = createInvite({ store, mailer: options.mailer, links });

  async function session(user: UserRow, sessionId: string, refreshToken: string) {
    const now = Math.floor(Date.now() / 1000);
    return {
      access_token: await tokens.signAccessToken(
        {
          id: user.id,
          email: user.email,
          app_metadata: user.raw_app_meta_data,
          user_metadata: user.raw_user_meta_data,
        },
        sessionId,
        now,
      ),
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
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

  async function updateUser(req: IncomingMessage) {
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
    const email = stringField(body, "email");
    if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AuthError(422, "email_change_disabled", "Changing the e-mail address is not available here");
    }
    const data = objectField(body, "data");
    if (data) updated = await store.setUserMetadata(user.id, data);
    return publicUser(updated);
  }

  /** A followed link or code: an invitation also confirms the address. */
  async function linkSession(userId: string, type: LinkType) {
    if (type === "invite") await store.confirmEmail(userId);
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
    const type = query.get("type");
    let fragment: URLSearchParams;
    try {
      if (type !== "recovery" && type !== "invite") throw new AuthError(400, "validation_failed", "Unsupported type");
      const created = await linkSession(links.byLink(query.get("token") ?? "", type), type);
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
    return publicUser(
      await store.createUser({ email, password, confirmed: body.email_confirm === true, userMetadata }),
    );
  }

  /** Healthy only while Auth's database answers: a dead Postgres is not "OK". */
  async function health(res: ServerResponse) {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), 2000).unref());
    await Promise.race([options.sql`select 1`, timeout]).catch((error: Error) => {
      throw new AuthError(503, "unexpected_failure", `Database unavailable: ${error.message}`);
    });
    return sendJson(res, 200, { version: "local-stand-in", name: "GoTrue", description: "Auth stand-in" });
  }

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const route = `${req.method} ${path.replace(/\/+$/, "") || "/"}`;
    try {
      if (route === "GET /health") return await health(res);
      // The public half of the signing keys, which auth.getClaims() and the functions verify sessions with.
      if (route === "GET /.well-known/jwks.json") return sendJson(res, 200, options.jwt.jwks);
      if (route === "GET /settings") {
        return sendJson(res, 200, {
          external: { email: true, phone: false },
          disable_signup: true,
          mailer_autoconfirm: false,
        });
      }
      if (route === "POST /signup")
        throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      if (route === "POST /token") {
        const body = await readBody(req);
        const grant = query.get("grant_type");
        if (grant === "password") return sendJson(res, 200, await passwordGrant(req, body));
        if (grant === "refresh_token") return sendJson(res, 200, await refreshGrant(body));
        throw new AuthError(400, "invalid_credentials", "unsupported_grant_type"); // internal/api/token.go
      }
      if (route === "POST /recover") {
        return sendJson(res, 200, await recovery.recover(await readBody(req), query.get("redirect_to")));
      }
      if (route === "GET /verify" || route === "POST /verify") recovery.countVerification(clientIp(req));
      if (route === "GET /verify") return await verifyLink(res, query);
      if (route === "POST /verify") {
        const { userId, type } = await recovery.byCode(await readBody(req));
        return sendJson(res, 200, await linkSession(userId, type));
      }
      if (route === "POST /invite") {
        await requireServiceRole(req);
        return sendJson(res, 200, await invite(await readBody(req), query.get("redirect_to")));
      }
      if (route === "GET /user") return sendJson(res, 200, publicUser((await caller(req)).user));
      if (route === "PUT /user") return sendJson(res, 200, await updateUser(req));
      if (route === "POST /logout") {
        const { user, claims } = await caller(req);
        const scope = query.get("scope");
        await store.endSessions(user.id, scope === "local" || scope === "others" ? scope : "global", claims.session_id);
        return sendJson(res, 204, undefined);
      }
      if (route === "GET /admin/users") {
        await requireServiceRole(req);
        const { page, perPage } = pagination(query);
        const users = await store.listUsers();
        // auth-js reads the total from X-Total-Count (GoTrue's addPaginationHeaders).
        res.setHeader("X-Total-Count", String(users.length));
        const from = (Math.max(page, 1) - 1) * perPage;
        return sendJson(res, 200, {
          users: users.slice(from, from + perPage).map(publicUser),
          aud: "authenticated",
        });
      }
      if (route === "POST /admin/users") return sendJson(res, 200, await adminCreateUser(req));
      const adminUser = /^(GET|DELETE) \/admin\/users\/([0-9a-f-]{36})$/.exec(route);
      if (adminUser) {
        await requireServiceRole(req);
        const user = await store.userById(adminUser[2]);
        if (!user) throw new AuthError(404, "user_not_found", "User not found");
        if (adminUser[1] === "GET") return sendJson(res, 200, publicUser(user));
        // supabase/auth internal/api/admin.go adminUserDelete: the answer is an empty object.
        await store.deleteUser(user.id);
        return sendJson(res, 200, {});
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
