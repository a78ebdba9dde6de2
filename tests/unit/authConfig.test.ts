import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { authConfig } from "../../supabase/local/auth/config";

// config.toml's switches for the OAuth server, passkeys and WebAuthn's relying party, read as
// `supabase start` reads them (supabase/local/auth/config.ts; decision 107).
function configOf(lines: string[]) {
  const file = join(mkdtempSync(join(tmpdir(), "auth-config-")), "config.toml");
  writeFileSync(file, lines.join("\n"));
  return file;
}

describe("authConfig", () => {
  it("leaves the OAuth server, passkeys and the relying party off when the file says nothing", () => {
    expect(authConfig(configOf(["[auth]", "enable_signup = false"]))).toMatchObject({
      oauthServer: false,
      passkeys: false,
      webauthn: null,
    });
  });

  it("reads [auth.oauth_server], [auth.passkey] and [auth.webauthn], with rp_origins as a list on one line", () => {
    const config = authConfig(
      configOf([
        "[auth.oauth_server]",
        "enabled = true",
        "[auth.passkey]",
        "enabled = true",
        "[auth.webauthn]",
        'rp_display_name = "Foundation"',
        'rp_id = "example.org"',
        'rp_origins = ["https://example.org", "http://localhost:5173"] # the site and the dev server',
      ]),
    );
    expect(config.oauthServer).toBe(true);
    expect(config.passkeys).toBe(true);
    expect(config.webauthn).toEqual({
      id: "example.org",
      name: "Foundation",
      origins: ["https://example.org", "http://localhost:5173"],
    });
  });

  it("refuses passkeys without a relying party, as upstream refuses to start", () => {
    expect(() => authConfig(configOf(["[auth.passkey]", "enabled = true"]))).toThrow(/\[auth.webauthn\] rp_id/);
  });
});
