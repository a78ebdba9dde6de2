import { isEmailAddress } from "../../../src/lib/email";
import type { Mailer } from "../mail/send";
import type { EmailLinks } from "./emailLinks";
import { AuthError, objectField, stringField } from "./http";
import { publicUser, type AuthStore } from "./store";

/**
 * POST /invite (auth.admin.inviteUserByEmail), service_role only, as Supabase Auth: a new
 * account without a password, or the same unconfirmed one again, gets an e-mailed link
 * (GET /verify?type=invite) that confirms the address and signs in, so the person can choose a
 * password. An address whose account is already confirmed is refused (422 email_exists). When the
 * e-mail cannot be sent, an account made for it is removed again, as GoTrue's transaction does.
 */
export function createInvite(options: { store: AuthStore; mailer: Mailer; links: EmailLinks }) {
  return async function invite(body: Record<string, unknown>, redirectTo: string | null) {
    const email = stringField(body, "email")?.trim() ?? "";
    if (!isEmailAddress(email)) {
      throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
    }
    const userMetadata = objectField(body, "data");
    const existing = await options.store.userByEmail(email);
    if (existing?.email_confirmed_at) {
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    }
    const user = existing
      ? await options.store.markInvited(existing.id)
      : await options.store.createInvitedUser(email, userMetadata);
    const { link } = options.links.issue(user.id, "invite", options.links.redirectFor(redirectTo), email.toLowerCase());
    try {
      await options.mailer({
        to: email.toLowerCase(),
        subject: "You have been invited",
        text: `You have been invited to the foundation's admin as ${email.toLowerCase()}. Follow this link to choose your password:\n\n${link}\n\nThe link works once, for one hour. If you did not expect this, ignore this e-mail.`,
        html: `<h2>You have been invited</h2><p>You have been invited to the foundation's admin as ${email.toLowerCase()}.</p><p><a href="${link}">Accept the invitation and choose a password</a></p><p>The link works once, for one hour. If you did not expect this, ignore this e-mail.</p>`,
      });
    } catch (error) {
      console.error("[auth] invitation e-mail not sent:", (error as Error).message);
      if (!existing) await options.store.deleteUser(user.id);
      throw new AuthError(500, "unexpected_failure", "Error sending invite email");
    }
    return publicUser(user);
  };
}
