import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { client, serviceClient, useBackend } from "./backend";

// Accounts through supabase-js's real client (docs/architecture.md, "The local stand-in"): the
// admin's updateUserById, generateLink and listUsers, and, under a config.toml that opens sign-up
// as the auth-js test suite's does, signUp, resend and e-mailed sign-in codes.
const dir = mkdtempSync(join(tmpdir(), "auth-config-"));
const openConfig = join(dir, "config.toml");
writeFileSync(
  openConfig,
  [
    "[auth]",
    "enable_signup = true",
    "enable_anonymous_sign_ins = true",
    "[auth.email]",
    "enable_signup = true",
    "enable_confirmations = true",
    'max_frequency = "1s"',
  ].join("\n"),
);
const ctx = useBackend({ auth: { configFile: openConfig } });
const fresh = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

describe("the admin API through supabase-js", () => {
  it("updateUserById changes metadata and confirms an address; generateLink's code signs in once", async () => {
    const admin = serviceClient(ctx.backend).auth.admin;
    const email = fresh("admin-made");
    const created = await admin.createUser({ email, password: "password-1" });
    expect(created.error).toBeNull();
    const updated = await admin.updateUserById(created.data.user!.id, {
      email_confirm: true,
      user_metadata: { name: "Asha" },
      app_metadata: { staff: true },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ user_metadata: { name: "Asha" }, app_metadata: { staff: true } });
    expect(updated.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const link = await admin.generateLink({ type: "magiclink", email });
    expect(link.error).toBeNull();
    expect(link.data.properties).toMatchObject({ verification_type: "magiclink", email_otp: expect.any(String) });
    const signedIn = await client(ctx.backend).auth.verifyOtp({
      email,
      token: link.data.properties!.email_otp,
      type: "email",
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.email).toBe(email);
    const again = await client(ctx.backend).auth.verifyOtp({
      email,
      token: link.data.properties!.email_otp,
      type: "email",
    });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("listUsers pages newest first and refuses page -1 as hosted does", async () => {
    const admin = serviceClient(ctx.backend).auth.admin;
    const newest = fresh("newest");
    await admin.createUser({ email: fresh("older"), password: "password-1" });
    await admin.createUser({ email: newest, password: "password-1" });
    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.data.users.map((u) => u.email)).toEqual([newest]);
    const { nextPage, lastPage, total } = page.data as { nextPage: number; lastPage: number; total: number };
    expect({ nextPage, lastPage }).toEqual({ nextPage: 2, lastPage: total });
    const refused = await admin.listUsers({ page: -1 });
    expect(refused.error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("sign-up under a config.toml that opens it", () => {
  it("signUp mails a confirmation, resend mails it again, and its code confirms and signs in", async () => {
    const auth = client(ctx.backend).auth;
    const email = fresh("signed-up");
    const signedUp = await auth.signUp({ email, password: "password-1" });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    expect((await auth.signInWithPassword({ email, password: "password-1" })).error?.code).toBe("email_not_confirmed");

    await new Promise((resolve) => setTimeout(resolve, 1100)); // max_frequency = "1s"
    expect((await auth.resend({ type: "signup", email })).error).toBeNull();
    const code = await latestCode(email);
    const confirmed = await auth.verifyOtp({ email, token: code, type: "signup" });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it("signInWithOtp mails a code to an existing account; an anonymous sign-in is a user without an address", async () => {
    const auth = client(ctx.backend).auth;
    const email = fresh("otp");
    await serviceClient(ctx.backend).auth.admin.createUser({ email, password: "password-1", email_confirm: true });
    expect((await auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const signedIn = await auth.verifyOtp({ email, token: await latestCode(email), type: "email" });
    expect(signedIn.data.session?.user.email).toBe(email);

    const anonymous = await client(ctx.backend).auth.signInAnonymously();
    expect(anonymous.error).toBeNull();
    expect(anonymous.data.user).toMatchObject({ is_anonymous: true, email: "" });
  });
});

/** The six-digit code in the newest e-mail to `email`, from the mail catcher. */
async function latestCode(email: string): Promise<string> {
  const listed = (await (await fetch(`${ctx.backend.mail.url}/api/v1/messages`)).json()) as {
    messages: { ID: string; To: { Address: string }[] }[];
  };
  const mine = listed.messages.filter((m) => m.To.some((to) => to.Address === email));
  const message = (await (await fetch(`${ctx.backend.mail.url}/api/v1/message/${mine[0].ID}`)).json()) as {
    Text: string;
  };
  return /code: (\d{6})/.exec(message.Text)![1];
}
