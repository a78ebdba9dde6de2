import { AuthError } from "./http";

/** A feature this project has switched off, and who the route asks for before it says so. */
export class DisabledFeature extends AuthError {
  constructor(
    status: number,
    code: string,
    message: string,
    /** api.go's middleware order: a signed-in user (requireAuthentication) or an admin first. */
    readonly afterCaller: "user" | "admin" | null = null,
  ) {
    super(status, code, message);
  }
}

/** The issuers supabase/auth internal/api/token_oidc.go knows its built-in providers by. */
const ISSUERS: Record<string, string> = {
  google: "https://accounts.google.com",
  apple: "https://appleid.apple.com",
  facebook: "https://www.facebook.com",
  kakao: "https://kauth.kakao.com",
};

/**
 * Features of Supabase Auth that are off in this project (config.toml leaves them off:
 * SSO/SAML, manual identity linking, the OAuth server, passkeys, Web3 and ID-token sign-in, the
 * PKCE code exchange), answered in the status, code and words hosted Auth answers a switched-off
 * feature with, so a client shows the real reason. Null for a route not among them. The handler
 * asks this only after the OAuth clients and passkeys a config.toml switches on (./oauthClients.ts,
 * ./passkeys.ts); the OAuth flow itself is never built and always answers here.
 */
export function disabledFeature(route: string, body: Record<string, unknown>): DisabledFeature | null {
  const path = route.split(" ")[1];
  if (route === "POST /token?grant_type=web3") {
    return new DisabledFeature(422, "web3_provider_disabled", "Web3 provider is disabled");
  }
  if (route === "POST /token?grant_type=id_token") {
    const provider = typeof body.provider === "string" ? body.provider : "";
    const issuer = ISSUERS[provider] ?? (typeof body.issuer === "string" ? body.issuer : "");
    if (ISSUERS[provider]) {
      return new DisabledFeature(
        400,
        "provider_disabled",
        `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`,
      );
    }
    return new DisabledFeature(
      400,
      "validation_failed",
      `Custom OIDC provider ${JSON.stringify(provider)} not allowed`,
    );
  }
  if (route === "POST /token?grant_type=pkce") {
    // No PKCE flow is ever started here: every code is unknown (token.go PKCE grant).
    return new DisabledFeature(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  }
  if (path === "/sso" || path?.startsWith("/sso/") || path?.startsWith("/admin/sso/")) {
    return new DisabledFeature(
      404,
      "saml_provider_disabled",
      "SAML 2.0 is disabled",
      path.startsWith("/admin") ? "admin" : null,
    );
  }
  if (path?.startsWith("/user/identities")) {
    return new DisabledFeature(404, "manual_linking_disabled", "Manual linking is disabled", "user");
  }
  if (path?.startsWith("/admin/oauth/")) {
    return new DisabledFeature(404, "feature_disabled", "OAuth server is disabled", "admin");
  }
  if (path?.startsWith("/user/oauth/") || path?.startsWith("/oauth/")) {
    return new DisabledFeature(
      404,
      "feature_disabled",
      "OAuth server is disabled",
      path.startsWith("/user") ? "user" : null,
    );
  }
  if (path === "/passkeys" || path?.startsWith("/passkeys/") || /^\/admin\/users\/[^/]+\/passkeys/.test(path ?? "")) {
    return new DisabledFeature(
      404,
      "passkey_disabled",
      "Passkeys are disabled",
      path.startsWith("/admin") ? "admin" : null,
    );
  }
  return null;
}
