import { randomUUID } from "node:crypto";
import { isEmailAddress } from "../../../src/lib/email";
import type { AuthConfig } from "./config";
import { AuthError, objectField, stringField } from "./http";
import type { Mailings } from "./mailings";
import { checkNewPassword } from "./passwords";
import { publicUser, type AuthStore, type UserRow } from "./store";

const invalidEmail = () => new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");

/** The address of a request, checked and lower-cased as GoTrue's validateEmail (internal/api/mail.go). */
export function validEmail(raw: string | undefined): string {
  const email = raw?.trim() ?? "";
  if (!isEmailAddress(email)) throw invalidEmail();
  return email.toLowerCase();
}

/**
 * Sign-up, resending a confirmation, and e-mailed sign-in codes (magic links), as
 * supabase/auth internal/api/signup.go, resend.go, otp.go and magic_link.go do them, under
 * config.toml's `[auth]` settings. `session(user)` starts a session (the caller's `/token` shape).
 */
export function createSignup(options: {
  store: AuthStore;
  config: AuthConfig;
  mailings: Mailings;
  redirectFor: (wanted: string | null) => string;
  session: (user: UserRow) => Promise<object>;
  /** Supabase Auth's sign_in_sign_ups limit, per client address. */
  countSignIn: (clientIp: string) => void;
}) {
  const { store, config, mailings } = options;

  /** POST /signup: with an address and a password, or (anonymous sign-in) with neither. */
  async function signup(body: Record<string, unknown>, redirectTo: string | null, clientIp: string) {
    const rawEmail = stringField(body, "email") ?? "";
    const phone = stringField(body, "phone") ?? "";
    const data = objectField(body, "data");
    if (!rawEmail && !phone) {
      if (!config.anonymousSignIns) {
        throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
      }
      options.countSignIn(clientIp);
      const user = await store.createUser({ email: null, password: null, confirmed: false, userMetadata: data });
      return options.session(user);
    }
    options.countSignIn(clientIp);
    if (!config.signup) throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
    if (!rawEmail) throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
    const password = stringField(body, "password") ?? "";
    if (!password) throw new AuthError(422, "validation_failed", "Signup requires a valid password");
    checkNewPassword(password);
    const email = validEmail(rawEmail);
    const existing = await store.userByEmail(email);
    if (existing?.email_confirmed_at) {
      if (!config.confirmEmail) throw new AuthError(422, "user_already_exists", "User already registered");
      // signup.go's sanitizeUser: the same answer as a new sign-up, so no one learns the address is taken.
      return { ...publicUser(existing), id: randomUUID(), identities: [], user_metadata: data ?? {} };
    }
    const user =
      existing ??
      (await store.createUser({
        email,
        password,
        confirmed: !config.confirmEmail,
        userMetadata: data,
        appMetadata: { provider: "email", providers: ["email"] },
      }));
    if (!config.confirmEmail) return options.session(user);
    await mailings.send(user.id, "signup", email, options.redirectFor(redirectTo));
    return publicUser(user);
  }

  /** POST /resend: the confirmation of a sign-up or of an address change again; `{}` whatever happened. */
  async function resend(body: Record<string, unknown>, redirectTo: string | null) {
    const type = stringField(body, "type") ?? "";
    const email = stringField(body, "email") ?? "";
    const phone = stringField(body, "phone") ?? "";
    if (!["signup", "email_change", "sms", "phone_change"].includes(type)) {
      throw new AuthError(
        400,
        "validation_failed",
        "Missing one of these types: signup, email_change, sms, phone_change",
      );
    }
    if (type === "sms" || type === "phone_change") {
      if (!phone) throw new AuthError(400, "validation_failed", "Type provided requires a phone number");
      throw new AuthError(400, "phone_provider_disabled", "Phone logins are disabled");
    }
    if (!email) throw new AuthError(400, "validation_failed", "Type provided requires an email address");
    if (phone)
      throw new AuthError(400, "validation_failed", "Only an email address or phone number should be provided.");
    const user = await store.userByEmail(validEmail(email));
    if (!user) return {};
    const to = type === "signup" ? user.email : user.email_change;
    if (!to || (type === "signup" && user.email_confirmed_at)) return {};
    await mailings.send(user.id, type === "signup" ? "signup" : "email_change", to, options.redirectFor(redirectTo));
    return {};
  }

  /** POST /otp with an address: a sign-in link and code, or, for a new address, a sign-up first. */
  async function otp(body: Record<string, unknown>, redirectTo: string | null) {
    const rawEmail = stringField(body, "email") ?? "";
    const phone = stringField(body, "phone") ?? "";
    if (rawEmail && phone) {
      throw new AuthError(400, "validation_failed", "Only an email address or phone number should be provided");
    }
    if (phone) throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
    if (!rawEmail) throw new AuthError(400, "validation_failed", "One of email or phone must be set");
    const email = validEmail(rawEmail);
    let user = await store.userByEmail(email);
    if (!user) {
      if (body.create_user === false || !config.signup) {
        throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
      }
      user = await store.createUser({
        email,
        password: null,
        confirmed: false,
        userMetadata: objectField(body, "data"),
        appMetadata: { provider: "email", providers: ["email"] },
      });
    }
    // magic_link.go: an unconfirmed account is sent the sign-up confirmation, a confirmed one the sign-in link.
    const type = user.email_confirmed_at ? "magiclink" : "signup";
    await mailings.send(user.id, type, email, options.redirectFor(redirectTo));
    return {};
  }

  return { signup, resend, otp };
}
