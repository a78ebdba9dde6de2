import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { AuthError } from "./http";

export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads 72 bytes; Supabase Auth refuses longer passwords rather than cut them short. */
export const MAX_PASSWORD_BYTES = 72;

/** Supabase Auth's checks of a password being set (its checkPasswordStrength). */
export function checkNewPassword(password: string) {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw new AuthError(400, "validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    // supabase/auth internal/api/password.go (WeakPasswordError) and errors.go: 422 with the reasons.
    throw new AuthError(422, "weak_password", `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// A hash of nothing anyone knows: an unknown address costs one bcrypt comparison, as a known one does.
const dummyHash = hashPassword(randomBytes(16).toString("hex"));

/**
 * Whether `password` is the one behind `hash`, with the same work whether or not there is a hash
 * (an unknown e-mail) and whether or not the password could ever have been set (over 72 bytes).
 */
export async function passwordMatches(hash: string | null | undefined, password: string): Promise<boolean> {
  const usable = Buffer.byteLength(password, "utf8") <= MAX_PASSWORD_BYTES;
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return matches && usable && Boolean(hash);
}
