import { describe, expect, it } from "vitest";
import { client, nonStaffClient, serviceClient, signedIn, staffClient, useBackend } from "./backend";
import { followAuthLink } from "./authLink";
import { freshEmail } from "../support/rows";

// The invite-staff function and Auth's invite endpoint (docs/product.md#staff-access).
const ctx = useBackend();
const REDIRECT = "http://localhost:5173/admin/set-password";
// The first call starts Deno, which downloads supabase-js when its cache is empty.
const FIRST_START_MS = 200_000;

const invite = (token: string | null, body: unknown) =>
  fetch(`${ctx.backend.url}/functions/v1/invite-staff`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function accessToken(c: Awaited<ReturnType<typeof staffClient>>) {
  return (await c.auth.getSession()).data.session!.access_token;
}

async function mailTo(email: string): Promise<{ Subject: string; Text: string }[]> {
  const listed = (await (await fetch(`${ctx.backend.mail.url}/api/v1/messages`)).json()) as {
    messages: { ID: string; To: { Address: string }[] }[];
  };
  const mine = listed.messages.filter((m) => m.To.some((to) => to.Address === email)).reverse();
  return Promise.all(mine.map(async (m) => (await fetch(`${ctx.backend.mail.url}/api/v1/message/${m.ID}`)).json()));
}

const linkIn = (text: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)![0];
const newAddress = () => freshEmail("invited");

async function userByEmail(email: string) {
  const { data } = await serviceClient(ctx.backend).auth.admin.listUsers();
  return data.users.find((u) => u.email === email);
}

describe("invite-staff", () => {
  it(
    "refuses callers without a key, with a forged one, and every caller that is not staff",
    async () => {
      const email = newAddress();
      expect((await invite(null, { email })).status).toBe(401);
      const forged = `${ctx.backend.anonKey.split(".").slice(0, 2).join(".")}.${"x".repeat(43)}`;
      expect((await invite(forged, { email })).status).toBe(401);
      const outsider = await nonStaffClient(ctx.backend);
      for (const token of [ctx.backend.anonKey, ctx.backend.serviceRoleKey, await accessToken(outsider)]) {
        const refused = await invite(token, { email });
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ error: "Only staff can invite people." });
      }
      expect(await userByEmail(email)).toBeUndefined();
      expect(await mailTo(email)).toHaveLength(0);
    },
    FIRST_START_MS,
  );

  it("creates the account, makes it staff, and e-mails a link that leads to choosing a password", async () => {
    const staff = await staffClient(ctx.backend);
    const email = newAddress();
    const sent = await staff.functions.invoke("invite-staff", { body: { email, redirectTo: REDIRECT } });
    expect(sent.error).toBeNull();
    const created = await userByEmail(email);
    expect(sent.data).toEqual({ user_id: created!.id, email });
    expect(created!.email_confirmed_at).toBeUndefined();
    const pending = (await staff.rpc("list_staff")).data!.find((row) => row.email === email)!;
    expect(pending.invitation_pending).toBe(true);

    const mails = await mailTo(email);
    expect(mails.map((m) => m.Subject)).toEqual(["You have been invited"]);
    const invited = await followAuthLink(ctx.backend, linkIn(mails[0].Text), REDIRECT, "invite");
    // Opened, no password chosen yet: still an invitation, and no sign-in to show (issue 36).
    const opened = (await staff.rpc("list_staff")).data!.find((row) => row.email === email)!;
    expect(opened).toMatchObject({ invitation_pending: true, last_sign_in_at: null });
    expect((await invited.auth.updateUser({ password: "first-password" })).error).toBeNull();
    await invited.auth.signOut({ scope: "local" });

    const firstSignIn = await signedIn(ctx.backend, email, "first-password");
    expect((await firstSignIn.rpc("is_admin")).data).toBe(true);
    const accepted = (await staff.rpc("list_staff")).data!.find((row) => row.email === email)!;
    expect(accepted.invitation_pending).toBe(false);

    // The link worked once.
    const again = await fetch(linkIn(mails[0].Text), { redirect: "manual" });
    expect(new URLSearchParams(new URL(again.headers.get("location")!).hash.slice(1)).get("error_code")).toBe(
      "otp_expired",
    );
  });

  it("sends a pending invitation again, and only the newest link works", async () => {
    const staff = await staffClient(ctx.backend);
    const email = newAddress();
    for (let i = 0; i < 2; i++) {
      expect(
        (await staff.functions.invoke("invite-staff", { body: { email, redirectTo: REDIRECT } })).error,
      ).toBeNull();
    }
    const [first, second] = await mailTo(email);
    const stale = await fetch(linkIn(first.Text), { redirect: "manual" });
    expect(new URL(stale.headers.get("location")!).hash).toContain("error_code=otp_expired");
    const fresh = await fetch(linkIn(second.Text), { redirect: "manual" });
    expect(new URL(fresh.headers.get("location")!).hash).toContain("type=invite");
    const { data } = await serviceClient(ctx.backend)
      .from("admin_users")
      .select("user_id")
      .eq("user_id", (await userByEmail(email))!.id);
    expect(data).toHaveLength(1);
  });

  it("refuses an address that already has an account, and one that is not an address", async () => {
    const token = await accessToken(await staffClient(ctx.backend));
    const parent = (await (await nonStaffClient(ctx.backend)).auth.getUser()).data.user!.email!;
    const existing = await invite(token, { email: parent });
    expect(existing.status).toBe(409);
    expect(await existing.json()).toEqual({
      error: "This address already has an account. Give it access with 'Give access to an existing account'.",
    });
    const bad = await invite(token, { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Please enter a valid email address." });
    expect((await invite(token, ["x"])).status).toBe(400);
  });

  it("an invitation opened but not finished: inviting again says what to do, and that works", async () => {
    const token = await accessToken(await staffClient(ctx.backend));
    const email = newAddress();
    expect((await invite(token, { email, redirectTo: REDIRECT })).status).toBe(200);
    const [invitation] = await mailTo(email);
    // The newcomer opens the link and leaves before choosing a password: the account is confirmed.
    await followAuthLink(ctx.backend, linkIn(invitation.Text), REDIRECT, "invite");
    const again = await invite(token, { email, redirectTo: REDIRECT });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error:
        "This address already has access to the admin. If they have not chosen a password yet, or have forgotten it, they choose 'Forgot password?' on the sign-in screen: it e-mails them a link to choose one.",
    });
    // The advice holds: 'Forgot password?' e-mails a link, and its session chooses the password.
    expect((await client(ctx.backend).auth.resetPasswordForEmail(email, { redirectTo: REDIRECT })).error).toBeNull();
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 20_000 }).toBe(2);
    const reset = (await mailTo(email)).at(-1)!;
    expect(reset.Subject).toBe("Reset your password");
    const recovering = await followAuthLink(ctx.backend, linkIn(reset.Text), REDIRECT, "recovery");
    expect((await recovering.auth.updateUser({ password: "chosen-at-last" })).error).toBeNull();
    const signed = await signedIn(ctx.backend, email, "chosen-at-last");
    expect((await signed.rpc("is_admin")).data).toBe(true);
  });

  it("Auth's invite endpoint takes the service-role key only", async () => {
    const email = newAddress();
    const asAnon = await client(ctx.backend).auth.admin.inviteUserByEmail(email);
    expect(asAnon.error?.status).toBe(403);
    expect(await userByEmail(email)).toBeUndefined();
    const asService = await serviceClient(ctx.backend).auth.admin.inviteUserByEmail(email);
    expect(asService.error).toBeNull();
    expect(asService.data.user?.invited_at).toBeTruthy();
  });
});
