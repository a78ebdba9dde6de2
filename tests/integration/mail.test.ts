import { request } from "node:http";
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

describe("the catcher's mail is readable by its own page and by programs, never by another page", () => {
  const other = "http://localhost:5173"; // the site, or any page a developer runs on another port

  it("refuses a read from a page on another origin or port, and allows none by CORS", async () => {
    await send("Your reset code", "Or enter this code: 123456");
    const fromElsewhere: Record<string, string>[] = [
      { Origin: other },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors" },
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" },
      { Origin: other, "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors" },
    ];
    for (const headers of fromElsewhere) {
      const listed = await fetch(`${catcher.url}/api/v1/messages`, { headers });
      expect(listed.status).toBe(403);
      expect(listed.headers.get("access-control-allow-origin")).toBeNull();
      expect(await listed.text()).not.toContain("123456");
    }
    const id = (await list()).messages[0].ID;
    const one = await fetch(`${catcher.url}/api/v1/message/${id}`, {
      headers: { Origin: other, "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors" },
    });
    expect(one.status).toBe(403);
    const deleted = await fetch(`${catcher.url}/api/v1/messages`, { method: "DELETE", headers: { Origin: other } });
    expect(deleted.status).toBe(403);
    expect((await list()).messages_count).toBeGreaterThan(0);
  });

  it("answers its own page's reads, and reads from Node (no Origin), without CORS headers", async () => {
    const own = await fetch(`${catcher.url}/api/v1/messages`, {
      headers: { Origin: catcher.url, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("access-control-allow-origin")).toBeNull();
    const fromNode = await fetch(`${catcher.url}/api/v1/messages`);
    expect(fromNode.status).toBe(200);
    expect(fromNode.headers.get("access-control-allow-origin")).toBeNull();
  });

  /** A request with exactly these headers (Node's fetch sets its own Sec-Fetch-Mode and Host). */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const { port } = new URL(catcher.url);
      request({ host: "127.0.0.1", port, path, headers })
        .on("response", (res) => {
          res.resume();
          resolve({ status: res.statusCode!, headers: res.headers });
        })
        .on("error", reject)
        .end();
    });

  it("opens its page from a link or the address bar, but not inside another page's fetch", async () => {
    const opened = async (headers: Record<string, string>) => (await raw("/", headers)).status;
    expect(await opened({ "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" })).toBe(200);
    expect(await opened({ "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate" })).toBe(200);
    expect(await opened({ "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors" })).toBe(403);
    // Its own link to the JSON is a same-origin navigation; a link from elsewhere to the JSON is not served.
    expect(await opened({ "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" })).toBe(200);
    expect(
      (await raw("/api/v1/messages", { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" })).status,
    ).toBe(200);
    expect(
      (await raw("/api/v1/messages", { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" })).status,
    ).toBe(403);
    expect((await raw("/", {})).headers["x-frame-options"]).toBe("DENY");
  });

  it("refuses a request for another host name (DNS rebinding)", async () => {
    const { port } = new URL(catcher.url);
    expect((await raw("/api/v1/messages", { Host: `rebound.example:${port}` })).status).toBe(403);
    expect((await raw("/", { Host: `rebound.example:${port}` })).status).toBe(403);
    expect((await raw("/api/v1/messages", { Host: `localhost:${port}` })).status).toBe(200);
  });
});

describe("the local mail catcher's log", () => {
  it("names the subject and how many recipients, never an address or the text", async () => {
    const lines: string[] = [];
    const logged = await startMailCatcher({ httpPort: 0, smtpPort: 0, log: (line) => lines.push(line) });
    try {
      await nodemailer
        .createTransport({ host: "127.0.0.1", port: logged.smtpPort, secure: false, connectionTimeout: 3_000 })
        .sendMail({
          from: "Foundation <no-reply@example.org>",
          to: "asha.verma@example.org, second@example.org",
          subject: "New message on the website: Services Inquiry",
          text: "Asha Verma, +91 98765 43210: my son is four.",
        });
      await expect.poll(() => lines.length).toBeGreaterThan(0);
      expect(lines.join("\n")).toBe("mail to 2 recipients: New message on the website: Services Inquiry");
      expect(lines.join("\n")).not.toMatch(/@|Asha|98765|son is four/);
    } finally {
      await logged.stop();
    }
  });
});
