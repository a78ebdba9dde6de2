import { request } from "node:http";
import { describe, expect, it, vi } from "vitest";
import type { Backend } from "../../supabase/local/backend";
import { client, serviceClient, useBackend } from "./backend";
import { freshEmail } from "../support/rows";

// Password recovery and invitations against what an attacker tries, answered as Supabase Auth
// answers (docs/architecture.md#endpoints). The flood runs against the default limits on a backend
// of its own: it uses up 127.0.0.1's verifications for five minutes. The other cases run where
// only the per-address and wrong-code limits bite.
const defaults = useBackend();
const perAddress = useBackend({ auth: { verifyLimits: { perIp: 10_000 } } });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the backend from `localAddress` (any 127.x address is this machine: another client address). */
function send(
  backend: Backend,
  path: string,
  init: { method?: string; body?: unknown; localAddress?: string } = {},
): Promise<Answer> {
  const url = new URL(`${backend.url}${path}`);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? (body ? "POST" : "GET"),
        localAddress: init.localAddress ?? "127.0.0.1",
        agent: false,
        headers: { apikey: backend.anonKey, "Content-Type": "application/json" },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    )
      .on("error", reject)
      .end(body);
  });
}

const verifyCode = (backend: Backend, email: string, token: string, localAddress?: string) =>
  send(backend, "/auth/v1/verify", { body: { email, token, type: "recovery" }, localAddress });

async function newAccount(backend: Backend) {
  const email = freshEmail("staff");
  const { error } = await serviceClient(backend).auth.admin.createUser({
    email,
    password: "old-password",
    email_confirm: true,
  });
  if (error) throw error;
  return email;
}

/** The text of the e-mail to `email`, once it has arrived (/recover answers before it sends). */
async function mailTo(backend: Backend, email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const listed = (await (await fetch(`${backend.mail.url}/api/v1/messages`)).json()) as {
        messages: { ID: string; To: { Address: string }[] }[];
      };
      const mine = listed.messages.find((m) => m.To.some((to) => to.Address === email));
      if (!mine) throw new Error(`no e-mail to ${email} yet`);
      return ((await (await fetch(`${backend.mail.url}/api/v1/message/${mine.ID}`)).json()) as { Text: string }).Text;
    },
    { timeout: 10_000, interval: 50 },
  );
}

async function askForReset(backend: Backend, redirectTo?: string) {
  const email = await newAccount(backend);
  expect((await client(backend).auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
  const text = await mailTo(backend, email);
  return {
    email,
    code: /code: (\d{6})/.exec(text)![1],
    link: /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)![0],
  };
}

const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));

function expectRateLimited(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(JSON.parse(answer.body)).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
  expect(answer.headers["x-sb-error-code"]).toBe("over_request_rate_limit");
}

/** Where a followed link leads: the session, or the error, in the fragment. */
async function follow(backend: Backend, link: string, localAddress?: string) {
  const url = new URL(link);
  const answer = await send(backend, `${url.pathname}${url.search}`, { localAddress });
  const location = answer.headers.location as string | undefined;
  return { ...answer, fragment: new URLSearchParams(location ? new URL(location).hash.slice(1) : "") };
}

describe("guessing a six-digit reset code", () => {
  it("meets 429 within the first few dozen of 2,000 wrong codes, and the real code is void afterwards", async () => {
    const { backend } = defaults;
    const { email, code, link } = await askForReset(backend);
    const guesses = wrongCodes(code, 2000);

    const first = [];
    for (const guess of guesses.slice(0, 40)) first.push(await verifyCode(backend, email, guess));
    const firstLimited = first.findIndex((answer) => answer.status === 429);
    expect(firstLimited).toBeGreaterThanOrEqual(0);
    expect(firstLimited).toBeLessThanOrEqual(30); // 10 codes per address, 30 verifications per client address
    expect(first.slice(0, firstLimited).every((answer) => answer.status === 403)).toBe(true);
    expectRateLimited(first[firstLimited]);

    const rest = [];
    for (let i = 40; i < guesses.length; i += 100) {
      rest.push(...(await Promise.all(guesses.slice(i, i + 100).map((guess) => verifyCode(backend, email, guess)))));
    }
    expect(rest.every((answer) => answer.status === 429)).toBe(true);
    // The right code from the same address is refused too, like every verification there.
    expectRateLimited(await verifyCode(backend, email, code));

    // From another client address: the code was voided by the wrong ones, and its link with it.
    const elsewhere = await verifyCode(backend, email, code, "127.0.0.2");
    expect(elsewhere.status).not.toBe(200);
    const followed = await follow(backend, link, "127.0.0.2");
    expect(followed.status).toBe(303);
    expect(followed.fragment.get("error_code")).toBe("otp_expired");
    expect(followed.fragment.get("access_token")).toBeNull();

    // The flooding client address is held for any address now (Supabase Auth's 30 verifications
    // per IP in 5 minutes); another client address is not.
    const other = await newAccount(backend);
    expectRateLimited(await verifyCode(backend, other, "000000"));
    expect((await verifyCode(backend, other, "000000", "127.0.0.3")).status).toBe(403);
  }, 60_000);
});

describe("codes, per address", () => {
  it("voids a code after 5 wrong ones: the right one is then refused", async () => {
    const { backend } = perAddress;
    const { email, code } = await askForReset(backend);
    for (const guess of wrongCodes(code, 5)) expect((await verifyCode(backend, email, guess)).status).toBe(403);
    const right = await client(backend).auth.verifyOtp({ email, token: code, type: "recovery" });
    expect(right.error?.code).toBe("otp_expired");
    expect(right.data.session).toBeNull();
  });

  it("keeps a code good after 4 wrong ones", async () => {
    const { backend } = perAddress;
    const { email, code } = await askForReset(backend);
    for (const guess of wrongCodes(code, 4)) expect((await verifyCode(backend, email, guess)).status).toBe(403);
    const right = await client(backend).auth.verifyOtp({ email, token: code, type: "recovery" });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe(email);
  });

  it("answers 429 after 10 codes for one address from ten client addresses, and not for another address", async () => {
    const { backend } = perAddress;
    const email = await newAccount(backend);
    for (let i = 0; i < 10; i++) {
      expect((await verifyCode(backend, email, "000000", `127.0.1.${i + 1}`)).status).toBe(403);
    }
    expectRateLimited(await verifyCode(backend, email, "000000", "127.0.1.20"));
    expectRateLimited(await verifyCode(backend, email.toUpperCase(), "000000", "127.0.1.21"));
    expect((await verifyCode(backend, await newAccount(backend), "000000", "127.0.1.22")).status).toBe(403);
  });
});

describe("code types that are never mailed", () => {
  it("refuses a code for an invitation (its e-mail has a link only), and codes of other types that were never mailed", async () => {
    const { backend } = perAddress;
    const email = `invited-${Date.now()}@example.org`;
    const invited = await serviceClient(backend).auth.admin.inviteUserByEmail(email);
    expect(invited.error).toBeNull();
    expect(await mailTo(backend, email)).not.toMatch(/code/i);

    const invite = await send(backend, "/auth/v1/verify", { body: { email, token: "123456", type: "invite" } });
    expect(invite.status).toBe(400);
    expect(JSON.parse(invite.body)).toEqual({ code: "validation_failed", message: "Unsupported verification type" });
    // Types whose e-mails carry a code: none was mailed to this address, so none matches.
    for (const type of ["signup", "magiclink", "email_change"] as const) {
      const answer = await send(backend, "/auth/v1/verify", { body: { email, token: "123456", type } });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "otp_expired" });
    }
    const viaClient = await client(backend).auth.verifyOtp({ email, token: "123456", type: "invite" });
    expect(viaClient.error?.status).toBe(400);
    expect(viaClient.data.session).toBeNull();
  });
});

describe("redirect_to", () => {
  const REDIRECT = "http://localhost:5173/admin/update-password";

  it.each([
    ["a line break", `${REDIRECT}\r\nSet-Cookie: x=1`],
    ["a tab", `${REDIRECT}\t`],
    ["another origin", "https://attacker.example/admin/update-password"],
    ["a script", "javascript:alert(1)"],
    ["not a URL", "update-password"],
  ])("a link whose redirect_to was changed to %s answers 400 and leaves the token good", async (_what, bad) => {
    const { backend } = perAddress;
    const { link } = await askForReset(backend, REDIRECT);
    const tampered = new URL(link);
    tampered.searchParams.set("redirect_to", bad);
    const refused = await follow(backend, tampered.href);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({
      code: "validation_failed",
      message: "redirect_to is not an allowed URL",
    });
    expect(refused.headers.location).toBeUndefined();

    const followed = await follow(backend, link);
    expect(followed.status).toBe(303);
    expect((followed.headers.location as string).startsWith(`${REDIRECT}#`)).toBe(true);
    expect(followed.fragment.get("access_token")).toBeTruthy();
  });

  it("asking for a reset with a bad redirect_to mails a link to the site, which works, as Supabase Auth falls back", async () => {
    const { backend } = perAddress;
    const { link } = await askForReset(backend, `${REDIRECT}\r\nX-Injected: 1`);
    expect(new URL(link).searchParams.get("redirect_to")).toBe("http://localhost:5173");
    const followed = await follow(backend, link);
    expect(followed.status).toBe(303);
    expect(followed.fragment.get("access_token")).toBeTruthy();
  });
});

describe("asking for a reset", () => {
  it("takes as long for a known address as for an unknown one", async () => {
    const { backend } = perAddress;
    const known = await Promise.all([1, 2, 3, 4, 5].map(() => newAccount(backend)));
    const unknown = known.map((email) => `nobody-${email}`);
    const time = async (email: string) => {
      const started = performance.now();
      expect((await client(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
      return performance.now() - started;
    };
    const knownTimes = [];
    const unknownTimes = [];
    for (let i = 0; i < known.length; i++) {
      knownTimes.push(await time(known[i]));
      unknownTimes.push(await time(unknown[i]));
    }
    // The fastest of five: load on a shared machine only ever adds time. Sending the e-mail
    // before answering took a known address ~100 ms longer; the lookup alone is ~1 ms.
    expect(Math.min(...knownTimes)).toBeLessThan(Math.min(...unknownTimes) + 25);
    await Promise.all(known.map((email) => mailTo(backend, email))); // and every e-mail still went
  });
});
