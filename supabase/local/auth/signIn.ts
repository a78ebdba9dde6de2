import { AuthError, stringField, tooManyRequests } from "./http";
import { passwordMatches } from "./passwords";
import { createRateLimiter } from "./rateLimit";
import type { AuthStore, UserRow } from "./store";

export interface SignInLimits {
  /** Password sign-ins per client address in the window (Supabase Auth's sign_in_sign_ups: 30 per 5 minutes). */
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perIp: 30, windowSeconds: 300 };

/**
 * The password grant's checks, in Supabase Auth's order and words. The rate limit answers before
 * any work is done; a known and an unknown address cost the same bcrypt comparison. Limited by
 * client address only, as hosted Auth limits: a count of failures per e-mail address would let
 * anyone lock a member of staff out by typing wrong passwords for their address, and hosted Auth
 * has no such lockout.
 */
export function createPasswordSignIn(store: AuthStore, limits: SignInLimits) {
  const byIp = createRateLimiter(limits.perIp, limits.windowSeconds * 1000);

  return async function signIn(body: Record<string, unknown>, clientIp: string): Promise<UserRow> {
    const email = stringField(body, "email")?.trim() ?? "";
    const password = stringField(body, "password") ?? "";
    if (!email) throw new AuthError(400, "validation_failed", "missing email or phone");
    if (!byIp.take(clientIp)) throw tooManyRequests();

    const user = await store.userByEmail(email);
    if (!(await passwordMatches(user?.encrypted_password, password)) || !user) {
      throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
    }
    if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, "user_banned", "User is banned");
    if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
    return user;
  };
}
