import { randomInt } from "node:crypto";
import type { Mailer } from "../mail/send";
import type { EmailLinks, LinkType } from "./emailLinks";
import { AuthError } from "./http";

/** What each e-mail says: its subject, the sentence before the link, and the link's words. */
const TEMPLATES: Record<
  Exclude<LinkType, "recovery" | "invite">,
  { subject: string; intro: string; action: string }
> = {
  signup: {
    subject: "Confirm your signup",
    intro: "Follow this link to confirm the address {email}:",
    action: "Confirm your e-mail address",
  },
  magiclink: {
    subject: "Your sign-in link",
    intro: "Follow this link to sign in as {email}:",
    action: "Sign in",
  },
  email_change: {
    subject: "Confirm the change of your e-mail address",
    intro: "Follow this link to confirm that the account's address becomes {email}:",
    action: "Confirm the new address",
  },
};

/**
 * The confirmation, sign-in and address-change e-mails (a link and a six-digit code each), with
 * Supabase Auth's limit of one e-mail of a kind to an address per `[auth.email] max_frequency`
 * (internal/api/mail.go validateSentWithinFrequencyLimit: 429 over_email_send_rate_limit).
 */
export function createMailings(options: { mailer: Mailer; links: EmailLinks; emailSeconds: number }) {
  const lastSent = new Map<string, number>(); // by kind and lower-cased address

  function checkFrequency(kind: string, email: string) {
    const key = `${kind}:${email.toLowerCase()}`;
    const waited = (Date.now() - (lastSent.get(key) ?? 0)) / 1000;
    if (waited < options.emailSeconds) {
      throw new AuthError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${Math.ceil(options.emailSeconds - waited)} seconds.`,
      );
    }
    lastSent.set(key, Date.now());
  }

  /** Issues a link and code for the user and mails them to `email`; a failed send is Auth's 500. */
  async function send(userId: string, type: keyof typeof TEMPLATES, email: string, redirectTo: string) {
    checkFrequency(type, email);
    const { link, otp } = options.links.issue(userId, type, redirectTo, email.toLowerCase());
    const { subject, intro, action } = TEMPLATES[type];
    const sentence = intro.replace("{email}", email);
    try {
      await options.mailer({
        to: email,
        subject,
        text: `${sentence}\n\n${link}\n\nOr enter this code: ${otp}\n\nThe link and the code work once, for one hour. If you did not ask for this, ignore this e-mail.`,
        html: `<h2>${subject}</h2><p>${sentence}</p><p><a href="${link}">${action}</a></p><p>Or enter this code: <strong>${otp}</strong></p><p>The link and the code work once, for one hour. If you did not ask for this, ignore this e-mail.</p>`,
      });
    } catch (error) {
      console.error(`[auth] ${type} e-mail not sent:`, (error as Error).message);
      throw new AuthError(500, "unexpected_failure", `Error sending ${type.replace("_", " ")} email`);
    }
  }

  /** reauthenticate.go: a code (no link) that confirms it is still the account's owner. */
  async function sendNonce(email: string) {
    checkFrequency("reauthentication", email);
    const nonce = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await options.mailer({
      to: email,
      subject: "Confirm reauthentication",
      text: `Enter this code to confirm it is you: ${nonce}\n\nIf you did not ask for this, ignore this e-mail.`,
      html: `<h2>Confirm reauthentication</h2><p>Enter this code to confirm it is you: <strong>${nonce}</strong></p><p>If you did not ask for this, ignore this e-mail.</p>`,
    });
  }

  return { send, sendNonce, checkFrequency };
}

export type Mailings = ReturnType<typeof createMailings>;
