import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher, type MailCatcher } from "../../supabase/local/mail/catcher";

interface Listed {
  messages_count: number;
  messages: { ID: string; From: { Address: string }; To: { Address: string }[]; Subject: string; Snippet: string }[];
}

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ httpPort: 0, smtpPort: 0, log: () => {} });
});
afterAll(() => catcher?.stop());

function send(subject: string, text: string) {
  return nodemailer
    .createTransport({ host: "127.0.0.1", port: catcher.smtpPort, secure: false, connectionTimeout: 3_000 })
    .sendMail({
      from: "Foundation <no-reply@example.org>",
      to: "staff@example.org, second@example.org",
      subject,
      text,
    });
}

const list = async (): Promise<Listed> => (await fetch(`${catcher.url}/api/v1/messages`)).json() as Promise<Listed>;

describe("the local mail catcher (Mailpit's API shape)", () => {
  it("keeps what arrives over SMTP and lists it, newest first", async () => {
    await fetch(`${catcher.url}/api/v1/messages`, { method: "DELETE" });
    await send("First", "Hello");
    await send("A new message from Asha", "Asha wrote:\n\nMy son is four and does not yet speak.");

    const listed = await list();
    expect(listed.messages_count).toBe(2);
    expect(listed.messages.map((m) => m.Subject)).toEqual(["A new message from Asha", "First"]);
    const [newest] = listed.messages;
    expect(newest.From.Address).toBe("no-reply@example.org");
    expect(newest.To.map((to) => to.Address)).toEqual(["staff@example.org", "second@example.org"]);
    expect(newest.Snippet).toBe("Asha wrote: My son is four and does not yet speak.");

    const one = (await (await fetch(`${catcher.url}/api/v1/message/${newest.ID}`)).json()) as { Text: string };
    expect(one.Text).toContain("My son is four");
  });

  it("answers 404 for a message it does not have, and forgets everything on DELETE", async () => {
    expect((await fetch(`${catcher.url}/api/v1/message/does-not-exist`)).status).toBe(404);
    await send("Gone soon", "x");
    expect((await fetch(`${catcher.url}/api/v1/messages`, { method: "DELETE" })).status).toBe(200);
    expect((await list()).messages_count).toBe(0);
  });

  it("shows the messages on a page, with the subject escaped", async () => {
    await send("<script>alert(1)</script> & more", "Body");
    const html = await (await fetch(`${catcher.url}/`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(html).not.toContain("<script>alert(1)");
  });

  it("refuses connections while its SMTP port is closed, and takes mail again on the same port afterwards", async () => {
    const port = catcher.smtpPort;
    await catcher.closeSmtp();
    await expect(send("While down", "x")).rejects.toThrow(/ECONNREFUSED/);
    await catcher.openSmtp();
    expect(catcher.smtpPort).toBe(port);
    await send("After", "x");
    expect((await list()).messages[0].Subject).toBe("After");
  });
});
