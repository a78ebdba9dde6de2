import { createHash, randomBytes, randomInt } from "node:crypto";
import { isIP } from "node:net";
import { AuthError } from "./http";

/** GoTrue's default: a link or code lives an hour (mailer_otp_exp), for recovery and invitations alike. */
const TOKEN_SECONDS = 3600;

export type LinkType = "recovery" | "invite" | "signup" | "magiclink" | "email_change";

/**
 * Which e-mails carry a six-digit code beside the link: the reset, confirmation, sign-in and
 * address-change e-mails do ("Or enter this code"), the invitation has a link only. A code that
 * was never mailed is never accepted (docs/architecture.md#verification-limits-and-redirects):
 * otherwise an invitation's code could be guessed.
 */
const CODE_IS_MAILED: Record<LinkType, boolean> = {
  recovery: true,
  invite: false,
  signup: true,
  magiclink: true,
  email_change: true,
};
export const codeIsMailed = (type: LinkType) => CODE_IS_MAILED[type];

interface Pending {
  userId: string;
  type: LinkType;
  /** The address the link was sent to (for an address change, the new one or the current one). */
  email: string;
  /** sha256 of the mailed code; null when the e-mail carries none. */
  otpHash: string | null;
  expiresAt: number;
  wrongCodes: number;
}

/** A spent link or code: whose, of which type, sent to which address. */
export interface Redeemed {
  userId: string;
  type: LinkType;
  email: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Supabase Auth's rule for a redirect (its IsRedirectURLValid, without the allow list): the site's
 * scheme and host name, and its port unless the host is localhost; or any loopback address. A
 * URL the parser would have to repair (a line break, a space, a control character: WHATWG's
 * parser drops some silently, Go's refuses them) is never a valid one.
 */
function redirectAllowed(wanted: string, siteUrl: string): boolean {
  if (CONTROL_OR_SPACE.test(wanted)) return false;
  let url: URL;
  try {
    url = new URL(wanted);
  } catch {
    return false;
  }
  const site = new URL(siteUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const hostname = url.hostname.toLowerCase();
  if (hostname === site.hostname && url.protocol === site.protocol) {
    return url.port === site.port || LOOPBACK_NAMES.has(hostname);
  }
  const ip = hostname.replace(/^\[|\]$/g, "");
  return isIP(ip) !== 0 && (ip === "::1" || ip.startsWith("127."));
}

/**
 * The one-time links and codes Auth e-mails: GET /verify?token=&type= follows a link, POST /verify
 * takes a code or a token hash. Each works once, for its own type only; a code is voided, with its
 * link, after `maxWrongCodes` wrong ones. Pending tokens live in memory: a restart voids unused
 * links (ask again, or invite again).
 */
export function createEmailLinks(options: {
  /** Where a link may lead (see redirectAllowed); elsewhere falls back to the site. */
  siteUrl: string;
  /** This API's public address, for the link in the e-mail. */
  apiUrl: () => string;
  /** Wrong codes for one pending code before it is voided. */
  maxWrongCodes: number;
}) {
  const pending = new Map<string, Pending>(); // by sha256 of the link's token
  const expired = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

  function take(hash: string, entry: Pending): Redeemed {
    pending.delete(hash);
    if (entry.expiresAt > Date.now()) return { userId: entry.userId, type: entry.type, email: entry.email };
    throw expired();
  }

  function redeem(types: readonly LinkType[], hash: string): Redeemed {
    const entry = pending.get(hash);
    if (!entry || !types.includes(entry.type)) throw expired();
    return take(hash, entry);
  }

  return {
    /** Where a link asked for `wanted` leads, as Supabase Auth decides it: not allowed, the site. */
    redirectFor(wanted: string | null): string {
      return wanted && redirectAllowed(wanted, options.siteUrl) ? wanted : options.siteUrl;
    },
    /**
     * The redirect of a followed link. Every link we mail names an allowed one, so any other was
     * changed on the way: refused (400) before its token is looked at, so it is not spent.
     */
    checkedRedirect(wanted: string | null): string {
      if (!wanted) return options.siteUrl;
      if (!redirectAllowed(wanted, options.siteUrl)) {
        throw new AuthError(400, "validation_failed", "redirect_to is not an allowed URL");
      }
      return wanted;
    },
    /**
     * A new link (and code, if this type mails one, or `withCode` says so: generate_link hands the
     * code to the admin) for the user and address, replacing any earlier one of the same type to
     * the same address. `token` is also the link's `token_hash` for POST /verify.
     */
    issue(
      userId: string,
      type: LinkType,
      redirectTo: string,
      email = "",
      withCode = codeIsMailed(type),
    ): { link: string; otp: string | null; token: string } {
      for (const [hash, entry] of pending) {
        if (entry.userId === userId && entry.type === type && entry.email === email) pending.delete(hash);
      }
      const token = randomBytes(28).toString("hex");
      const otp = withCode ? String(randomInt(0, 1_000_000)).padStart(6, "0") : null;
      pending.set(sha256(token), {
        userId,
        type,
        email,
        otpHash: otp === null ? null : sha256(otp),
        expiresAt: Date.now() + TOKEN_SECONDS * 1000,
        wrongCodes: 0,
      });
      const link = `${options.apiUrl()}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo })}`;
      return { link, otp, token };
    },
    /** Whether the user still has an unspent, unexpired link of this type (the other half of an address change). */
    hasPending(userId: string, type: LinkType): boolean {
      for (const entry of pending.values()) {
        if (entry.userId === userId && entry.type === type && entry.expiresAt > Date.now()) return true;
      }
      return false;
    },
    byLink(token: string, types: readonly LinkType[]): Redeemed {
      return redeem(types, sha256(token));
    },
    byTokenHash(tokenHash: string, types: readonly LinkType[]): Redeemed {
      return redeem(types, sha256(tokenHash));
    },
    /** The user's pending code of these types; a wrong one counts against it, and too many void it. */
    byCode(userId: string | undefined, code: string, types: readonly LinkType[]): Redeemed {
      const codeHash = sha256(code);
      for (const [hash, entry] of pending) {
        if (entry.userId !== userId || !types.includes(entry.type) || entry.otpHash === null) continue;
        if (entry.otpHash === codeHash) return take(hash, entry);
        entry.wrongCodes += 1;
        if (entry.wrongCodes >= options.maxWrongCodes) pending.delete(hash);
      }
      throw expired();
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
