import { describe, expect, it } from "vitest";
import { base32, totpCode, totpValid } from "../../supabase/local/auth/totp";

// The Auth stand-in's authenticator-app codes against RFC 6238's own test vectors (Appendix B,
// SHA-1 key "12345678901234567890"), cut to the six digits Supabase Auth uses.
const secret = base32(Buffer.from("12345678901234567890"));

describe("TOTP codes (RFC 6238)", () => {
  it("matches the RFC's SHA-1 vectors", () => {
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(totpCode(secret, 59)).toBe("287082");
    expect(totpCode(secret, 1111111109)).toBe("081804");
    expect(totpCode(secret, 1234567890)).toBe("005924");
    expect(totpCode(secret, 20000000000)).toBe("353130");
  });

  it("accepts the step before and after, as upstream's Skew 1, and nothing further", () => {
    expect(totpValid(secret, totpCode(secret, 1111111109 - 30), 1111111109)).toBe(true);
    expect(totpValid(secret, totpCode(secret, 1111111109 + 30), 1111111109)).toBe(true);
    expect(totpValid(secret, totpCode(secret, 1111111109 + 90), 1111111109)).toBe(false);
    expect(totpValid(secret, "12345", 1111111109)).toBe(false);
  });
});
