import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import type { Database } from "../../../src/lib/database.types";
import { createAuthProvider } from "../../../src/admin/providers/auth";

/** The part of supabase-js the provider's login and check use, counting what reaches the server. */
function fakeClient() {
  const calls: string[] = [];
  const user = { id: "u1", email: "staff@example.org" };
  let session: { user: typeof user } | null = null;
  const client = {
    auth: {
      signInWithPassword: async () => {
        calls.push("token");
        session = { user };
        return { data: { session, user }, error: null };
      },
      getUser: async () => {
        calls.push("user");
        return { data: { user: session ? user : null }, error: null };
      },
      getSession: async () => ({ data: { session }, error: null }),
      signOut: async () => {
        session = null;
        return { error: null };
      },
    },
    rpc: async () => {
      calls.push("is_admin");
      return { data: true, error: null };
    },
  };
  return { client: client as unknown as SupabaseClient<Database>, calls };
}

describe("the auth provider's check right after its login", () => {
  it("trusts its own login once, then asks the server again", async () => {
    const { client, calls } = fakeClient();
    const auth = createAuthProvider(client);
    expect((await auth.login({ email: "staff@example.org", password: "x" })).success).toBe(true);
    expect(calls).toEqual(["token", "is_admin"]);
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(calls).toEqual(["token", "is_admin"]); // no round trip: login just confirmed it
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(calls).toEqual(["token", "is_admin", "user", "is_admin"]); // the next one asks the database
  });

  it("asks the server when the session changed since the login", async () => {
    const { client, calls } = fakeClient();
    const auth = createAuthProvider(client);
    await auth.login({ email: "staff@example.org", password: "x" });
    await client.auth.signOut();
    expect(await auth.check()).toEqual({ authenticated: false });
    expect(calls).toEqual(["token", "is_admin", "user"]);
  });
});
