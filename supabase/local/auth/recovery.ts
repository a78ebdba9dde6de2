import type { Mailer } from "../mail/send";
import type { EmailLinks, LinkType } from "./emailLinks";
import { AuthError, stringField } from "./http";
import type { AuthStore, UserRow } from "./store";

/** GoTrue's default: one e-mail a minute per address. */
const RESEND_SECONDS = 60;

/**
 * Forgot-password as Supabase Auth does it: POST /recover e-mails a link (GET /verify) and a
 * six-digit code (POST /verify); either gives a session that may set a new password. The answer
 * to /recover is the same whether or not the address has an account, and each address may ask
 * once a minute either way.
 */
export function createRecovery(options: { store: AuthStore; mailer: Mailer; links: EmailLinks }) {
  const lastAsked = new Map<string, number>(); // by lower-cased address

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

    const { link, otp } = options.links.issue(user.id, "recovery", redirectTo);
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

  /** POST /verify: `{ email, token, type }` (the code) or `{ token_hash, type }`. */
  async function byCode(body: Record<string, unknown>): Promise<{ userId: string; type: LinkType }> {
    const given = stringField(body, "type");
    const type: LinkType | undefined =
      given === "recovery" || given === "email" ? "recovery" : given === "invite" ? "invite" : undefined;
    if (!type) throw new AuthError(400, "validation_failed", "Verify requires a verification type");
    const tokenHash = stringField(body, "token_hash");
    if (tokenHash) return { userId: options.links.byTokenHash(tokenHash, type), type };
    const email = stringField(body, "email") ?? "";
    const code = stringField(body, "token") ?? "";
    const user: UserRow | undefined = email ? await options.store.userByEmail(email) : undefined;
    return { userId: options.links.byCode(user?.id, code, type), type };
  }

  return { recover, byCode };
}
