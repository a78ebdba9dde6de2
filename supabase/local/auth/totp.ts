import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QRCodeSVG } from "qrcode.react";

// Authenticator-app codes as supabase/auth makes them with pquerna/otp (internal/api/mfa.go
// enrollTOTPFactor, verifyTOTPFactor): a 20-byte secret in unpadded base32, six digits, SHA-1, 30 s
// steps, one step of skew either way. RFC 6238 over RFC 4226 is a few lines of HMAC, so no
// library; the QR code comes from qrcode.react, which the site already ships.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const PERIOD = 30;
const DIGITS = 6;

export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of `key` at `counter`, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const code = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(code % 10 ** digits).padStart(digits, "0");
}

/** The code an authenticator app shows for a base32 `secret` at `unixSeconds`. */
export function totpCode(secret: string, unixSeconds = Date.now() / 1000): string {
  return hotp(fromBase32(secret), Math.floor(unixSeconds / PERIOD));
}

/** totp.ValidateCustom with Skew 1: the code of this step, the one before or the one after. */
export function totpValid(secret: string, code: string, unixSeconds = Date.now() / 1000): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return [-1, 0, 1].some((skew) =>
    timingSafeEqual(Buffer.from(totpCode(secret, unixSeconds + skew * PERIOD)), Buffer.from(code)),
  );
}

/** A new factor's secret, its otpauth:// URI and that URI as an SVG QR code (mfa.go's TOTPObject). */
export function newTotpKey(issuer: string, accountName: string) {
  const secret = base32(randomBytes(20));
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const params = new URLSearchParams({
    algorithm: "SHA1",
    digits: String(DIGITS),
    issuer,
    period: String(PERIOD),
    secret,
  });
  const uri = `otpauth://totp/${label}?${params}`;
  // Error correction H, as upstream's qr.Encode(key.String(), qr.H, qr.Auto).
  const qr_code = renderToStaticMarkup(createElement(QRCodeSVG, { value: uri, level: "H" }));
  return { secret, uri, qr_code };
}
