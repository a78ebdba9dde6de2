import type { ServerResponse } from "node:http";
import type { AuthConfig } from "./config";
import type { EmailLinks, LinkType } from "./emailLinks";
import { AuthError, objectField, stringField } from "./http";
import { checkNewPassword } from "./passwords";
import { validEmail } from "./signup";
import { publicUser, type AuthStore, type UserRow } from "./store";

const DUPLICATE_EMAIL = "A user with this email address has already been registered";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's page and per_page (internal/api/pagination.go paginate), its refusal in admin.go adminUsers. */
export function pagination(query: URLSearchParams): { page: number; perPage: number } {
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

/**
 * pagination.go addPaginationHeaders: `Link` with rel="next" (while there is a later page) and
 * rel="last", each the request's own URL with its page replaced, and `X-Total-Count`.
 */
export function paginationHeaders(res: ServerResponse, requestUrl: URL, page: number, perPage: number, total: number) {
  const totalPages = Math.ceil(total / perPage);
  const withPage = (n: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("page", String(n));
    url.searchParams.sort(); // Go's url.Values.Encode writes the keys sorted
    return `${url.pathname}?${url.searchParams}`;
  };
  let link = totalPages > page ? `<${withPage(page + 1)}>; rel="next", ` : "";
  link += `<${withPage(totalPages)}>; rel="last"`;
  res.setHeader("Link", link);
  res.setHeader("X-Total-Count", String(total));
}

/** The user of /admin/users/{id}: admin.go loadUser's refusals. */
export async function loadUser(store: AuthStore, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  const user = await store.userById(id);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  return user;
}

const DURATION_UNITS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/** Go's time.ParseDuration, in seconds: "24h", "1h30m", "90s"; admin.go's "none" lifts a ban. */
function banSeconds(raw: string): number {
  if (raw === "none") return 0;
  const parts = /^[+-]?((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))+$/.test(raw)
    ? [...raw.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)]
    : [];
  if (!parts.length && raw !== "0") {
    throw new AuthError(
      400,
      "validation_failed",
      `invalid format for ban duration: time: invalid duration ${JSON.stringify(raw)}`,
    );
  }
  const seconds = parts.reduce((sum, [, n, unit]) => sum + Number(n) * DURATION_UNITS[unit], 0);
  return raw.startsWith("-") ? -seconds : seconds;
}

/**
 * PUT /admin/users/{id} (auth.admin.updateUserById), as admin.go adminUserUpdate: email,
 * password, email_confirm, user_metadata and app_metadata (merged: a null value removes its
 * key), ban_duration ("24h", "none"). Phone is refused: phone sign-in is off here.
 */
export async function adminUpdateUser(store: AuthStore, user: UserRow, body: Record<string, unknown>) {
  const rawEmail = stringField(body, "email");
  const email = rawEmail ? validEmail(rawEmail) : undefined;
  if (stringField(body, "phone")) throw new AuthError(400, "phone_provider_disabled", "Phone logins are disabled");
  const password = stringField(body, "password");
  if (password !== undefined) checkNewPassword(password);
  const ban = stringField(body, "ban_duration");
  if (email && email !== user.email) {
    const other = await store.userByEmail(email);
    if (other && other.id !== user.id) throw new AuthError(422, "email_exists", DUPLICATE_EMAIL);
  }
  const updated = await store.adminUpdate(user, {
    email,
    password,
    emailConfirm: body.email_confirm === true,
    userMetadata: objectField(body, "user_metadata"),
    appMetadata: objectField(body, "app_metadata"),
    banSeconds: ban ? banSeconds(ban) : undefined,
  });
  // A banned user's sessions stop working at once, as GoTrue checks banned_until on every refresh.
  if (ban && ban !== "none") await store.endSessions(user.id, "global", undefined);
  return publicUser(updated);
}

const GENERATE_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"];

/**
 * POST /admin/generate_link (auth.admin.generateLink), as mail.go adminGenerateLink: the link and
 * code an e-mail would carry, handed to the admin instead of mailed, with the user. A magic link
 * for a new address is a sign-up link; recovery and address changes need an existing account.
 */
export function createGenerateLink(options: {
  store: AuthStore;
  links: EmailLinks;
  config: AuthConfig;
  redirectFor: (wanted: string | null) => string;
}) {
  const { store, links } = options;
  return async function generateLink(body: Record<string, unknown>) {
    const email = validEmail(stringField(body, "email"));
    let type = stringField(body, "type") ?? "";
    const redirectTo = options.redirectFor(stringField(body, "redirect_to") ?? null);
    let user = await store.userByEmail(email);
    if (!user && type === "magiclink") type = "signup";
    if (!user && ["recovery", "email_change_current", "email_change_new"].includes(type)) {
      throw new AuthError(404, "user_not_found", "User with this email not found");
    }
    if (!GENERATE_TYPES.includes(type)) {
      throw new AuthError(400, "validation_failed", `Invalid email action link type requested: ${type}`);
    }
    const data = objectField(body, "data");
    let linkType: LinkType = type as LinkType;
    let sentTo = email;
    if (type === "signup" || type === "invite") {
      if (user?.email_confirmed_at) throw new AuthError(422, "email_exists", DUPLICATE_EMAIL);
      if (!user) {
        const password = type === "signup" ? (stringField(body, "password") ?? null) : null;
        if (type === "signup" && password !== null) checkNewPassword(password);
        user =
          type === "invite"
            ? await store.createInvitedUser(email, data)
            : await store.createUser({
                email,
                password,
                confirmed: false,
                userMetadata: data,
                appMetadata: { provider: "email", providers: ["email"] },
              });
      } else if (type === "invite") user = await store.markInvited(user.id);
      else if (data) user = await store.setUserMetadata(user, data);
    } else if (type.startsWith("email_change")) {
      if (!options.config.doubleConfirmChanges && type === "email_change_current") {
        throw new AuthError(400, "validation_failed", "Enable secure email change to generate link for current email");
      }
      const newEmail = validEmail(stringField(body, "new_email"));
      const other = await store.userByEmail(newEmail);
      if (other) throw new AuthError(422, "email_exists", DUPLICATE_EMAIL);
      user = await store.setEmailChange(user!.id, newEmail);
      linkType = "email_change";
      if (type === "email_change_new") sentTo = newEmail;
    }
    const issued = links.issue(user!.id, linkType, redirectTo, sentTo, true);
    return {
      ...publicUser(user!),
      action_link: issued.link,
      email_otp: issued.otp,
      hashed_token: issued.token,
      verification_type: type,
      redirect_to: redirectTo,
    };
  };
}
