import { describe, expect, it, vi } from "vitest";
import { client, serviceClient, signedIn, useBackend } from "./backend";
import { followAuthLink } from "./authLink";
import { freshEmail } from "../support/rows";

const ctx = useBackend();
const REDIRECT = "http://localhost:5173/admin/update-password";

interface Listed {
  messages: { ID: string; To: { Address: string }[]; Subject: string }[];
}

async function newAccount(password = "old-password") {
  const email = freshEmail("staff");
  const { error } = await serviceClient(ctx.backend).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return email;
}

async function mailNowTo(email: string): Promise<string[]> {
  const listed = (await (await fetch(`${ctx.backend.mail.url}/api/v1/messages`)).json()) as Listed;
  const mine = listed.messages.filter((m) => m.To.some((to) => to.Address === email));
  return Promise.all(
    mine.map(
      async (m) =>
        ((await (await fetch(`${ctx.backend.mail.url}/api/v1/message/${m.ID}`)).json()) as { Text: string }).Text,
    ),
  );
}

/** The texts of the e-mails to `email` once `count` have arrived: /recover answers before it sends. */
async function mailTo(email: string, count = 1): Promise<string[]> {
  return vi.waitFor(
    async () => {
      const texts = await mailNowTo(email);
      if (texts.length < count) throw new Error(`${texts.length} of ${count} e-mails to ${email} so far`);
      return texts;
    },
    { timeout: 10_000, interval: 50 },
  );
}

const linkIn = (text: string) => /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)![0];

describe("forgot password, through supabase-js and the e-mail", () => {
  it("e-mails a link that signs in to set a new password; the old one and the other sessions end", async () => {
    const email = await newAccount();
    const elsewhere = await signedIn(ctx.backend, email, "old-password");
    const elsewhereRefresh = (await elsewhere.auth.getSession()).data.session!.refresh_token;

    const asked = await client(ctx.backend).auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(asked.error).toBeNull();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);

    const recovering = await followAuthLink(ctx.backend, linkIn(mails[0]), REDIRECT, "recovery");
    expect((await recovering.auth.updateUser({ password: "new-password" })).error).toBeNull();

    const old = await client(ctx.backend).auth.signInWithPassword({ email, password: "old-password" });
    expect(old.error?.code).toBe("invalid_credentials");
    await signedIn(ctx.backend, email, "new-password");
    const stale = await elsewhere.auth.getUser();
    expect(stale.data.user).toBeNull();
    expect(stale.error).not.toBeNull();
    const refreshed = await client(ctx.backend).auth.refreshSession({ refresh_token: elsewhereRefresh });
    expect(refreshed.error?.code).toBe("refresh_token_not_found");

    const again = await fetch(linkIn(mails[0]), { redirect: "manual" });
    const refused = new URLSearchParams(new URL(again.headers.get("location")!).hash.slice(1));
    expect(refused.get("error_code")).toBe("otp_expired");
    expect(refused.get("access_token")).toBeNull();
  });

  it("accepts the six-digit code from the e-mail once (verifyOtp)", async () => {
    const email = await newAccount();
    await client(ctx.backend).auth.resetPasswordForEmail(email);
    const code = /code: (\d{6})/.exec((await mailTo(email))[0])![1];
    const wrong = await client(ctx.backend).auth.verifyOtp({
      email,
      token: code === "000000" ? "000001" : "000000",
      type: "recovery",
    });
    expect(wrong.error?.code).toBe("otp_expired");
    const right = await client(ctx.backend).auth.verifyOtp({ email, token: code, type: "recovery" });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(email);
    const twice = await client(ctx.backend).auth.verifyOtp({ email, token: code, type: "recovery" });
    expect(twice.error?.code).toBe("otp_expired");
  });

  it("answers an unknown address exactly as a known one, and e-mails nobody", async () => {
    const known = await newAccount();
    const unknown = `nobody-${Date.now()}@example.org`;
    const forUnknown = await client(ctx.backend).auth.resetPasswordForEmail(unknown);
    const forKnown = await client(ctx.backend).auth.resetPasswordForEmail(known);
    expect(forUnknown).toEqual(forKnown);
    expect(forUnknown.error).toBeNull();
    expect(await mailTo(known)).toHaveLength(1); // sent after the answer; the unknown one was looked up first
    expect(await mailNowTo(unknown)).toHaveLength(0);
  });

  it("lets a known address ask once a minute, answers an unknown one {} every time, and sends nothing for the refused requests", async () => {
    // As supabase/auth internal/api/recover.go: an unknown address is answered before any limit.
    const known = await newAccount();
    expect((await client(ctx.backend).auth.resetPasswordForEmail(known)).error).toBeNull();
    const second = await client(ctx.backend).auth.resetPasswordForEmail(known.toUpperCase());
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe("over_email_send_rate_limit");
    const unknown = `nobody-else-${Date.now()}@example.org`;
    for (let i = 0; i < 2; i++)
      expect(await client(ctx.backend).auth.resetPasswordForEmail(unknown)).toEqual({ data: {}, error: null });
    expect(await mailTo(known)).toHaveLength(1);
    expect(await mailNowTo(unknown)).toHaveLength(0);
  });
});
