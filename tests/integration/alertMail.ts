import type { Backend } from "../../supabase/local/backend";

// What the mail catcher holds, for the alert tests (staffAlerts.test.ts, alertDigest.test.ts).

export interface CaughtMail {
  ID: string;
  MessageID: string;
  To: { Address: string }[];
  Subject: string;
  Text: string;
  HTML: string;
}

/** Every caught e-mail that `keep` keeps, read in full. */
export async function caughtMails(
  backend: Backend,
  keep: (mail: Omit<CaughtMail, "Text" | "HTML">) => boolean,
): Promise<CaughtMail[]> {
  const listed = (await (await fetch(`${backend.mail.url}/api/v1/messages?limit=500`)).json()) as {
    messages: Omit<CaughtMail, "Text" | "HTML">[];
  };
  return Promise.all(
    listed.messages
      .filter(keep)
      .map(async (m) => (await fetch(`${backend.mail.url}/api/v1/message/${m.ID}`)).json() as Promise<CaughtMail>),
  );
}

/** Reads until `done`, or throws after `ms` saying what it still saw. */
export async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
