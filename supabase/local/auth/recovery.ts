import type { Mailer } from "../mail/send";
import type { EmailLinks, LinkType, Redeemed } from "./emailLinks";
import { AuthError, stringField, tooManyRequests } from "./http";
import { createRateLimiter } from "./rateLimit";
import type { AuthStore } from "./store";

/** GoTrue's default: one e-mail a minute per address. */
const RESEND_SECONDS = 60;

/** How many guesses a mailed code gets (docs/architecture.md#verification-limits-and-redirects). */
export interface VerifyLimits {
  /** Verifications (link or code) per client address in the window: Supabase Auth's token_verifications, 30 per 5 minutes. */
  perIp: number;
  /** Code verifications per e-mail address in the window, from anywhere. */
  perAddress: number;
  /** Wrong codes before a pending code (and its link) is voided. */
  wrongCodes: number;
  windowSeconds: number;
}

export const DEFAULT_VERIFY_LIMITS: VerifyLimits = { perIp: 30, perAddress: 10, wrongCodes: 5, windowSeconds: 300 };

/**
 * Which pending links a verification type takes, as supabase/auth internal/api/verify.go matches
 * a type to the user's tokens: a magic link and a reset share the recovery token, and `email` (a
 * mailed code) is the confirmation or the recovery token.
 */
export const VERIFY_TYPES: Readonly<Record<string, readonly LinkType[]>> = {
  recovery: ["recovery", "magiclink"],
  magiclink: ["magiclink", "recovery"],
  email: ["signup", "magiclink", "recovery"],
  signup: ["signup"],
  invite: ["invite"],
  email_change: ["email_change"],
};
const PHONE_TYPES = new Set(["sms", "phone_change"]);

/** GoTrue's validatePhone (internal/api/phone.go): E.164 digits, a leading + dropped. */
function checkPhone(phone: string) {
  if (!/^[1-9]\d{1,14}$/.test(phone.trim().replace(/^\+/, ""))) {
    throw new AuthError(400, "validation_failed", "Invalid phone number format (E.164 required)");
  }
}

/**
 * Forgot-password as Supabase Auth does it: POST /recover e-mails a link (GET /verify) and a
 * six-digit code (POST /verify); either gives a session that may set a new password. The first
 * answer to /recover is the same whether or not the address has an account, in what it says and
 * in how long it takes (the account is looked up for both, and the e-mail sent after the answer, as
 * GoTrue's email_background_sending). A second request for a known address within a minute is
 * refused, as on Supabase; for an unknown one it is not (recover.go answers `{}` before any limit).
 */
export function createRecovery(options: { store: AuthStore; mailer: Mailer; links: EmailLinks; limits: VerifyLimits }) {
  const lastAsked = new Map<string, number>(); // by lower-cased address
  const windowMs = options.limits.windowSeconds * 1000;
  const verificationsByIp = createRateLimiter(options.limits.perIp, windowMs);
  const codesByAddress = createRateLimiter(options.limits.perAddress, windowMs);

  async function send(
    user: NonNullable<Awaited<ReturnType<AuthStore["userByEmail"]>>>,
    email: string,
    redirectTo: string,
  ) {
    const { link, otp } = options.links.issue(user.id, "recovery", redirectTo, email);
    await options.mailer({
      to: email,
      subject: "Reset your password",
      text: `Follow this link to set a new password for ${email}:\n\n${link}\n\nOr enter this code: ${otp}\n\nThe link and the code work once, for one hour. If you did not ask for this, ignore this e-mail.`,
      html: `<h2>Reset your password</h2><p>Follow this link to set a new password for ${email}:</p><p><a href="${link}">Set a new password</a></p><p>Or enter this code: <strong>${otp}</strong></p><p>The link and the code work once, for one hour. If you did not ask for this, ignore this e-mail.</p>`,
    });
  }

  /**
   * As supabase/auth internal/api/recover.go: an unknown address is answered 200 `{}` at once,
   * every time; a known one gets the e-mail, at most once a minute (429 over_email_send_rate_limit,
   * internal/api/errors.go), and the e-mail goes out after the answer.
   */
  async function recover(body: Record<string, unknown>, redirectTo: string | null) {
    const email = stringField(body, "email")?.trim().toLowerCase() ?? "";
    if (!email) throw new AuthError(400, "validation_failed", "Password recovery requires an email");
    const user = await options.store.userByEmail(email);
    if (!user) return {};
    const now = Date.now();
    const waited = (now - (lastAsked.get(email) ?? 0)) / 1000;
    if (waited < RESEND_SECONDS) {
      throw new AuthError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${Math.ceil(RESEND_SECONDS - waited)} seconds.`,
      );
    }
    lastAsked.set(email, now);
    send(user, email, options.links.redirectFor(redirectTo)).catch((error: Error) =>
      console.error("[auth] recovery e-mail not sent:", error.message),
    );
    return {};
  }

  /** Every GET and POST /verify, first: Supabase Auth's per-IP limit on verifications. */
  function countVerification(clientIp: string) {
    if (!verificationsByIp.take(clientIp)) throw tooManyRequests();
  }

  /** POST /verify: `{ email, token, type }` (a mailed code) or `{ token_hash, type }`, in GoTrue's checks and words. */
  async function byCode(body: Record<string, unknown>): Promise<Redeemed> {
    const given = stringField(body, "type");
    if (!given) throw new AuthError(400, "validation_failed", "Verify requires a verification type");
    const tokenHash = stringField(body, "token_hash") ?? "";
    const code = stringField(body, "token") ?? "";
    const email = stringField(body, "email")?.trim().toLowerCase() ?? "";
    if (!tokenHash === !code) {
      throw new AuthError(400, "validation_failed", "Verify requires either a token or a token hash");
    }
    const types = Object.hasOwn(VERIFY_TYPES, given) ? VERIFY_TYPES[given] : undefined;
    const phone = stringField(body, "phone") ?? "";
    if (tokenHash) {
      if (email || phone)
        throw new AuthError(400, "validation_failed", "Only the token_hash and type should be provided");
      if (!types) throw new AuthError(400, "validation_failed", "Unsupported verification type");
      return options.links.byTokenHash(tokenHash, types);
    }
    if (phone && PHONE_TYPES.has(given)) {
      // No account here has a phone number (phone sign-in is off), so no code can match one.
      checkPhone(phone);
      throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
    }
    if (!email) {
      throw new AuthError(
        400,
        "validation_failed",
        "Only an email address or phone number should be provided on verify",
      );
    }
    // An invitation mails a link only: a code for it was never sent, so none is taken.
    if (!types || given === "invite") throw new AuthError(400, "validation_failed", "Unsupported verification type");
    if (!codesByAddress.take(email)) throw tooManyRequests();
    const user = await options.store.userByEmail(email);
    // An address change's code went to the new address, which is not yet the account's.
    const owner = user ?? (given === "email_change" ? await options.store.userByNewEmail(email) : undefined);
    return options.links.byCode(owner?.id, code, types);
  }

  return { recover, countVerification, byCode };
}
