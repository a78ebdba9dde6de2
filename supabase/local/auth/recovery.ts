import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Mailer } from "../mail/send";
import { AuthError, stringField } from "./http";
import type { AuthStore, UserRow } from "./store";

/** GoTrue's defaults: a link or code lives an hour (mailer_otp_exp); one e-mail a minute per address. */
const TOKEN_SECONDS = 3600;
const RESEND_SECONDS = 60;

interface Pending {
  userId: string;
  otpHash: string;
  expiresAt: number;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Forgot-password as Supabase Auth does it: POST /recover e-mails a link (GET /verify) and a
 * six-digit code (POST /verify); either gives a session that may set a new password. The answer
 * to /recover is the same whether or not the address has an account, and each address may ask
 * once a minute either way. Pending tokens live in memory: a restart voids unused links.
 */
export function createRecovery(options: {
  store: AuthStore;
  mailer: Mailer;
  /** Where a link may lead (same origin as the site); elsewhere falls back to the site. */
  siteUrl: string;
  /** This API's public address, for the link in the e-mail. */
  apiUrl: () => string;
}) {
  const pending = new Map<string, Pending>(); // by sha256 of the link's token
  const lastAsked = new Map<string, number>(); // by lower-cased address

  function safeRedirect(wanted: string | null | undefined): string {
    if (!wanted) return options.siteUrl;
    try {
      return new URL(wanted).origin === new URL(options.siteUrl).origin ? wanted : options.siteUrl;
    } catch {
      return options.siteUrl;
    }
  }

  async function recover(body: Record<string, unknown>, redirectTo: string | null) {
    const email = stringField(body, "email")?.trim().toLowerCase() ?? "";
    if (!email) throw new AuthError(400, "validation_failed", "Password recovery requires an email");
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
    const user = await options.store.userByEmail(email);
    if (!user) return {};

    for (const [hash, entry] of pending) if (entry.userId === user.id) pending.delete(hash);
    const token = randomBytes(28).toString("hex");
    const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    pending.set(sha256(token), { userId: user.id, otpHash: sha256(otp), expiresAt: now + TOKEN_SECONDS * 1000 });
    const link = `${options.apiUrl()}/auth/v1/verify?${new URLSearchParams({
      token,
      type: "recovery",
      redirect_to: safeRedirect(redirectTo),
    })}`;
    try {
      await options.mailer({
        to: user.email,
        subject: "Reset your password",
        text: `Follow this link to set a new password for ${user.email}:\n\n${link}\n\nOr enter this code: ${otp}\n\nThe link and the code work once, for one hour. If you did not ask for this, ignore this e-mail.`,
        html: `<h2>Reset your password</h2><p>Follow this link to set a new password for ${user.email}:</p><p><a href="${link}">Set a new password</a></p><p>Or enter this code: <strong>${otp}</strong></p><p>The link and the code work once, for one hour. If you did not ask for this, ignore this e-mail.</p>`,
      });
    } catch (error) {
      console.error("[auth] recovery e-mail not sent:", (error as Error).message);
      throw new AuthError(500, "unexpected_failure", "Error sending recovery email");
    }
    return {};
  }

  /** The user a token (from the link) or an address and code (typed in) stands for; each works once. */
  function redeem(find: (entry: Pending, hash: string) => boolean): string {
    for (const [hash, entry] of pending) {
      if (!find(entry, hash)) continue;
      pending.delete(hash);
      if (entry.expiresAt > Date.now()) return entry.userId;
    }
    throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
  }

  return {
    recover,
    safeRedirect,
    byLink(token: string): string {
      const hash = sha256(token);
      return redeem((_entry, key) => key === hash);
    },
    async byCode(body: Record<string, unknown>): Promise<string> {
      const type = stringField(body, "type");
      if (type !== "recovery" && type !== "email") {
        throw new AuthError(400, "validation_failed", "Verify requires a verification type");
      }
      const tokenHash = stringField(body, "token_hash");
      if (tokenHash) return redeem((_entry, key) => key === sha256(tokenHash));
      const email = stringField(body, "email") ?? "";
      const code = stringField(body, "token") ?? "";
      const user: UserRow | undefined = email ? await options.store.userByEmail(email) : undefined;
      const codeHash = sha256(code);
      return redeem((entry) => entry.userId === user?.id && entry.otpHash === codeHash);
    },
  };
}
