import { createHash, randomBytes, randomInt } from "node:crypto";
import { AuthError } from "./http";

/** GoTrue's default: a link or code lives an hour (mailer_otp_exp), for recovery and invitations alike. */
const TOKEN_SECONDS = 3600;

export type LinkType = "recovery" | "invite";

interface Pending {
  userId: string;
  type: LinkType;
  otpHash: string;
  expiresAt: number;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The one-time links and codes Auth e-mails: GET /verify?token=&type= follows a link, POST /verify
 * takes a code or a token hash. Each works once, for its own type only. Pending tokens live in
 * memory: a restart voids unused links (ask again, or invite again).
 */
export function createEmailLinks(options: {
  /** Where a link may lead (same origin as the site); elsewhere falls back to the site. */
  siteUrl: string;
  /** This API's public address, for the link in the e-mail. */
  apiUrl: () => string;
}) {
  const pending = new Map<string, Pending>(); // by sha256 of the link's token

  function safeRedirect(wanted: string | null | undefined): string {
    if (!wanted) return options.siteUrl;
    try {
      return new URL(wanted).origin === new URL(options.siteUrl).origin ? wanted : options.siteUrl;
    } catch {
      return options.siteUrl;
    }
  }

  function redeem(type: LinkType, find: (entry: Pending, hash: string) => boolean): string {
    for (const [hash, entry] of pending) {
      if (entry.type !== type || !find(entry, hash)) continue;
      pending.delete(hash);
      if (entry.expiresAt > Date.now()) return entry.userId;
    }
    throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
  }

  return {
    safeRedirect,
    /** A new link and code for the user, replacing any earlier one of the same type. */
    issue(userId: string, type: LinkType, redirectTo: string | null): { link: string; otp: string } {
      for (const [hash, entry] of pending) if (entry.userId === userId && entry.type === type) pending.delete(hash);
      const token = randomBytes(28).toString("hex");
      const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
      pending.set(sha256(token), { userId, type, otpHash: sha256(otp), expiresAt: Date.now() + TOKEN_SECONDS * 1000 });
      const link = `${options.apiUrl()}/auth/v1/verify?${new URLSearchParams({
        token,
        type,
        redirect_to: safeRedirect(redirectTo),
      })}`;
      return { link, otp };
    },
    byLink(token: string, type: LinkType): string {
      const hash = sha256(token);
      return redeem(type, (_entry, key) => key === hash);
    },
    byTokenHash(tokenHash: string, type: LinkType): string {
      return redeem(type, (_entry, key) => key === sha256(tokenHash));
    },
    byCode(userId: string | undefined, code: string, type: LinkType): string {
      const codeHash = sha256(code);
      return redeem(type, (entry) => entry.userId === userId && entry.otpHash === codeHash);
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
