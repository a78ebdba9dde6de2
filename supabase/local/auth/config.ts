import { existsSync, readFileSync } from "node:fs";

/** The `[auth]` settings of a config.toml that the stand-in follows, as `supabase start` reads them. */
export interface AuthConfig {
  /** `[auth] enable_signup` and `[auth.email] enable_signup`: POST /signup with an address. */
  signup: boolean;
  /** `[auth] enable_anonymous_sign_ins`. */
  anonymousSignIns: boolean;
  /** `[auth.email] enable_confirmations`: false signs a new account in at once (GoTrue's mailer_autoconfirm). */
  confirmEmail: boolean;
  /** `[auth.email] double_confirm_changes`: a new address is confirmed from both mailboxes. */
  doubleConfirmChanges: boolean;
  /** `[auth.email] max_frequency` in seconds: one e-mail of a kind per address in that time. */
  emailSeconds: number;
  /** `[auth.rate_limit] sign_in_sign_ups`, per 5 minutes per client address. */
  signInsPerWindow: number;
  /** `[auth.rate_limit] token_verifications`, per 5 minutes per client address. */
  verificationsPerWindow: number;
  /** `[auth.mfa]`: `max_enrolled_factors`, and which factor types may be enrolled and verified. */
  mfa: MfaConfig;
  /** `[auth.oauth_server] enabled`: the OAuth 2.1 server and its client administration. */
  oauthServer: boolean;
  /** `[auth.passkey] enabled`: sign-in with passkeys, bound to `webauthn`. */
  passkeys: boolean;
  /** `[auth.webauthn]`: the relying party of passkeys and WebAuthn factors; null without an rp_id. */
  webauthn: RelyingParty | null;
}

/** `[auth.webauthn]`: whom passkeys are bound to (the site's domain and the origins it is served from). */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** `[auth.mfa.totp]`, `[auth.mfa.phone]`, `[auth.mfa.web_authn]`: `enroll_enabled`, `verify_enabled`. */
export interface FactorSwitches {
  enroll: boolean;
  verify: boolean;
}

export interface MfaConfig {
  maxEnrolledFactors: number;
  totp: FactorSwitches;
  phone: FactorSwitches;
  webauthn: FactorSwitches;
}

const OFF: FactorSwitches = { enroll: false, verify: false };

/** The CLI's defaults for what a config.toml leaves out (supabase/cli pkg/config/templates/config.toml). */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  signup: true,
  anonymousSignIns: false,
  confirmEmail: false,
  doubleConfirmChanges: true,
  emailSeconds: 60,
  signInsPerWindow: 30,
  verificationsPerWindow: 30,
  // The CLI's template leaves every factor type off; a project switches them on.
  mfa: { maxEnrolledFactors: 10, totp: OFF, phone: OFF, webauthn: OFF },
  oauthServer: false,
  passkeys: false,
  webauthn: null,
};

/** "1s", "60s", "1m0s", "2m": Go's durations as config.toml writes max_frequency. */
function seconds(duration: string): number | undefined {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  if (!match || duration === "") return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/**
 * The auth settings of `configFile` (a missing file gives the CLI's defaults). Only flat
 * `key = value` lines of its tables (a list on one line) are read, so a line-wise reading is enough (as
 * ../functions/config.ts reads verify_jwt).
 */
export function authConfig(configFile: string): AuthConfig {
  const values = new Map<string, string>();
  if (existsSync(configFile)) {
    let table = "";
    for (const line of readFileSync(configFile, "utf8").split("\n")) {
      const header = /^\s*\[([^\]]+)\]/.exec(line);
      if (header) table = header[1].trim();
      const pair = /^\s*([\w]+)\s*=\s*("([^"]*)"|\[[^\]]*\]|[^#\s]+)/.exec(line);
      if (pair && !header) values.set(`${table}.${pair[1]}`, pair[3] ?? pair[2]);
    }
  }
  const flag = (key: string, fallback: boolean) => {
    const value = values.get(key);
    return value === undefined ? fallback : value === "true";
  };
  const whole = (key: string, fallback: number) => {
    const value = values.get(key);
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback;
  };
  const d = DEFAULT_AUTH_CONFIG;
  const webauthn = relyingParty(values);
  const passkeys = flag("auth.passkey.enabled", d.passkeys);
  // Upstream refuses to start with passkeys on and no relying party; so does this.
  if (passkeys && !webauthn) throw new Error(`${configFile}: [auth.passkey] enabled needs [auth.webauthn] rp_id`);
  const factor = (table: string, fallback: FactorSwitches): FactorSwitches => ({
    enroll: flag(`auth.mfa.${table}.enroll_enabled`, fallback.enroll),
    verify: flag(`auth.mfa.${table}.verify_enabled`, fallback.verify),
  });
  return {
    signup: flag("auth.enable_signup", d.signup) && flag("auth.email.enable_signup", d.signup),
    anonymousSignIns: flag("auth.enable_anonymous_sign_ins", d.anonymousSignIns),
    confirmEmail: flag("auth.email.enable_confirmations", d.confirmEmail),
    doubleConfirmChanges: flag("auth.email.double_confirm_changes", d.doubleConfirmChanges),
    emailSeconds: seconds(values.get("auth.email.max_frequency") ?? "") ?? d.emailSeconds,
    signInsPerWindow: whole("auth.rate_limit.sign_in_sign_ups", d.signInsPerWindow),
    verificationsPerWindow: whole("auth.rate_limit.token_verifications", d.verificationsPerWindow),
    mfa: {
      maxEnrolledFactors: whole("auth.mfa.max_enrolled_factors", d.mfa.maxEnrolledFactors),
      totp: factor("totp", d.mfa.totp),
      phone: factor("phone", d.mfa.phone),
      webauthn: factor("web_authn", d.mfa.webauthn),
    },
    oauthServer: flag("auth.oauth_server.enabled", d.oauthServer),
    passkeys,
    webauthn,
  };
}

function relyingParty(values: Map<string, string>): RelyingParty | null {
  const id = values.get("auth.webauthn.rp_id");
  if (!id) return null;
  let origins: unknown = [];
  try {
    origins = JSON.parse(values.get("auth.webauthn.rp_origins") ?? "[]");
  } catch {
    // a malformed list is no origins: every ceremony then fails its origin check
  }
  return {
    id,
    name: values.get("auth.webauthn.rp_display_name") ?? id,
    origins: Array.isArray(origins) ? origins.filter((origin) => typeof origin === "string") : [],
  };
}
