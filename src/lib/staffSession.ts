import { supabaseUrl } from "./env";

// The admin's session as supabase-js keeps it in this browser's localStorage, read without
// supabase-js, so that the public site's preview (src/site/preview,
// docs/architecture.md#publishing-and-history) can ask PostgREST as that member of staff. The key is
// the one the admin's door checks too (src/admin/AdminDoor.tsx).

/** supabase-js's key for the stored session: `sb-<first label of the project's host>-auth-token`. */
export function storedSessionKey(url: string = supabaseUrl): string {
  return `sb-${new URL(url).hostname.split(".")[0]}-auth-token`;
}

/**
 * The stored session's access token (a JWT), or null when this browser has no session, or one
 * that has expired (supabase-js refreshes it only while the admin is open).
 */
export function storedAccessToken(storage: Pick<Storage, "getItem"> = localStorage, now = Date.now()): string | null {
  try {
    const session: unknown = JSON.parse(storage.getItem(storedSessionKey()) ?? "null");
    if (!session || typeof session !== "object") return null;
    const { access_token: token, expires_at: expiresAt } = session as { access_token?: unknown; expires_at?: unknown };
    if (typeof token !== "string" || token === "") return null;
    if (typeof expiresAt === "number" && expiresAt * 1000 <= now) return null;
    return token;
  } catch {
    return null;
  }
}
