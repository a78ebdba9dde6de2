import { expect } from "vitest";
import type { Backend } from "../../supabase/local/backend";
import { client, type Client } from "./backend";

/**
 * Follows a link Auth e-mailed (an invitation, a password reset) as the browser does: Auth answers
 * 303 to the redirect address with the session and the link's type in the fragment, which the
 * page hands to supabase-js. Returns the client that then holds that session.
 */
export async function followAuthLink(
  backend: Backend,
  link: string,
  redirectTo: string,
  type: "invite" | "recovery",
): Promise<Client> {
  const followed = await fetch(link, { redirect: "manual" });
  expect(followed.status).toBe(303);
  const location = new URL(followed.headers.get("location")!);
  expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get("type")).toBe(type);
  const holder = client(backend);
  const session = await holder.auth.setSession({
    access_token: fragment.get("access_token")!,
    refresh_token: fragment.get("refresh_token")!,
  });
  expect(session.error).toBeNull();
  return holder;
}
