import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { LOCAL_JWT_SECRET } from "../../supabase/local/keys";
import { client, serviceClient, staffClient, useBackend } from "./backend";

const handle = useBackend();

async function signToken(claims: Record<string, unknown>, secret: string, expiresAt: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe("Auth stand-in, driven by supabase-js", () => {
  it("signs staff in, and the session's token reads staff-only rows", async () => {
    const { backend } = handle;
    const staff = client(backend);
    const { data, error } = await staff.auth.signInWithPassword({
      email: backend.adminEmail,
      password: backend.adminPassword,
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(backend.adminEmail);
    expect((await staff.rpc("is_admin")).data).toBe(true);

    const inactive = await staff.from("doctors").select("name").eq("is_active", false);
    expect(inactive.data?.map((d) => d.name)).toEqual(["Dr. Vivek Agarwal"]);
    const anonView = await client(backend).from("doctors").select("name").eq("is_active", false);
    expect(anonView.data).toEqual([]);
  });

  it("answers a wrong password with 'Invalid login credentials'", async () => {
    const { backend } = handle;
    const { data, error } = await client(backend).auth.signInWithPassword({
      email: backend.adminEmail,
      password: "wrong-password",
    });
    expect(data.session).toBeNull();
    expect(error?.message).toBe("Invalid login credentials");
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.status).toBe(400);
  });

  it("answers an unknown account exactly as a wrong password", async () => {
    const { error } = await client(handle.backend).auth.signInWithPassword({
      email: "nobody@example.org",
      password: "x-password",
    });
    expect(error?.message).toBe("Invalid login credentials");
  });

  it("refreshes a session into a new access token, and each refresh token works once", async () => {
    const staff = await staffClient(handle.backend);
    const before = (await staff.auth.getSession()).data.session!;
    await new Promise((r) => setTimeout(r, 1100)); // a new iat, so the token must differ
    const { data, error } = await staff.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.access_token).not.toBe(before.access_token);
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);

    const reuse = await client(handle.backend).auth.refreshSession({ refresh_token: before.refresh_token });
    expect(reuse.error?.message).toBe("Invalid Refresh Token: Already Used");
  });

  it("refuses the old refresh token and access token after sign-out", async () => {
    const staff = await staffClient(handle.backend);
    const { session } = (await staff.auth.getSession()).data;
    const { error } = await staff.auth.signOut();
    expect(error).toBeNull();

    const refresh = await client(handle.backend).auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(refresh.data.session).toBeNull();
    expect(refresh.error?.message).toBe("Invalid Refresh Token: Refresh Token Not Found");
    // Auth answers 403 session_not_found, which supabase-js reports as a missing session.
    const user = await client(handle.backend).auth.getUser(session!.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe("AuthSessionMissingError");
  });

  it("reads the signed-in user and changes the password", async () => {
    const { backend } = handle;
    const email = `staffer-${Date.now()}@example.org`;
    await serviceClient(backend).auth.admin.createUser({ email, password: "first-password", email_confirm: true });
    const c = client(backend);
    await c.auth.signInWithPassword({ email, password: "first-password" });
    expect((await c.auth.getUser()).data.user?.email).toBe(email);

    expect((await c.auth.updateUser({ password: "123" })).error?.code).toBe("weak_password");
    expect((await c.auth.updateUser({ password: "first-password" })).error?.code).toBe("same_password");
    expect((await c.auth.updateUser({ password: "second-password" })).error).toBeNull();
    expect((await client(backend).auth.signInWithPassword({ email, password: "first-password" })).error?.message).toBe(
      "Invalid login credentials",
    );
    expect((await client(backend).auth.signInWithPassword({ email, password: "second-password" })).error).toBeNull();
  });

  it("keeps sign-up closed", async () => {
    const { error } = await client(handle.backend).auth.signUp({ email: "new@example.org", password: "new-password" });
    expect(error?.code).toBe("signup_disabled");
    expect(error?.status).toBe(422);
  });

  it("lets only the service role use the admin API", async () => {
    const staff = await staffClient(handle.backend);
    const { error } = await staff.auth.admin.createUser({ email: "x@example.org", password: "x-password" });
    expect(error?.status).toBe(403);
  });

  it("has PostgREST refuse an expired token and a forged one", async () => {
    const { backend } = handle;
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: "00000000-0000-0000-0000-000000000001", role: "authenticated", aud: "authenticated" };
    const expired = await signToken(claims, LOCAL_JWT_SECRET, now - 60);
    const forged = await signToken(
      { ...claims, role: "service_role" },
      "not-the-secret-not-the-secret-not-the-secret",
      now + 3600,
    );
    for (const token of [expired, forged]) {
      const res = await fetch(`${backend.url}/rest/v1/contact_messages?select=id`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect((await res.json()).code).toMatch(/^PGRST30/);
    }
  });

  it("answers without an API key, or with a wrong one, as Supabase's gateway does", async () => {
    const { backend } = handle;
    const none = await fetch(`${backend.url}/rest/v1/news_articles`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: "No API key found in request" });
    const wrong = await fetch(`${backend.url}/rest/v1/news_articles`, { headers: { apikey: "nope" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid API key" });
  });
});
