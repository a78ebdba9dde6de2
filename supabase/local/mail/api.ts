import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { CaughtMessage, MailStore } from "./store";

function summary(message: CaughtMessage) {
  const { Text: _text, HTML: _html, Attachments: attachments, ...rest } = message;
  return { ...rest, Read: false, Cc: [], Bcc: [], ReplyTo: [], Tags: [], Attachments: attachments.length };
}

const attachmentList = (message: CaughtMessage) =>
  message.Attachments.map(({ Content: _content, ...listed }) => ({ ...listed, ContentID: "" }));

/**
 * No `Access-Control-Allow-Origin`: only the catcher's own page and programs outside a browser
 * (the tests, curl) read the mail, which holds reset codes and sign-in links. `nosniff` and no
 * framing, so no other page can show or embed what it answers either.
 */
const HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...HEADERS, "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Why a request must not be answered, or null. A page on another origin (another local port
 * included: the site, or anything a developer runs) that asks for the mail is refused with a 403
 * even before the browser would hide the answer from it:
 * - `Sec-Fetch-Site` (sent by every current browser) other than `same-origin` (this page) or
 *   `none` (typed into the address bar); the page itself may still be opened from a link;
 * - an `Origin` that is not this server's own;
 * - a `Host` that is not a loopback name: a DNS name pointed at 127.0.0.1 (DNS rebinding) would
 *   make an attacker's page same-origin with the catcher.
 * Node's fetch, curl and the test helpers send none of the first two, and `127.0.0.1` as Host.
 */
function refusal(req: IncomingMessage, isPage: boolean): string | null {
  const host = req.headers.host ?? "";
  const hostname = host.replace(/:\d+$/, "").toLowerCase();
  if (!LOOPBACK_HOSTS.has(hostname)) return `Host ${host || "(none)"} is not this computer`;
  const site = req.headers["sec-fetch-site"];
  const navigation = req.headers["sec-fetch-mode"] === "navigate" && req.method === "GET";
  if (site && site !== "same-origin" && site !== "none" && !(isPage && navigation)) {
    return "The mail catcher answers its own page only";
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return "The mail catcher answers its own page only";
  return null;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) => `<li><details><summary><strong>${escape(m.Subject || "(no subject)")}</strong>
  to ${escape(m.To.map((to) => to.Address).join(", "))}, from ${escape(m.From.Address)},
  <time datetime="${m.Created}">${escape(new Date(m.Created).toLocaleString("en-IN"))}</time></summary>
  <pre>${escape(m.Text)}</pre></details></li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail (${messages.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}
li{margin:.75rem 0}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}
summary:focus-visible{outline:3px solid #1c4f9c;outline-offset:2px}</style></head>
<body><main><h1>Local mail</h1>
<p>Every e-mail the local backend sent, newest first. Nothing here leaves this computer.
The same list as JSON: <a href="/api/v1/messages">/api/v1/messages</a>.</p>
${messages.length ? `<ol>${rows}</ol>` : "<p>No e-mail yet.</p>"}
</main></body></html>`;
}

/** Mailpit's HTTP API shape, the part tests and people use: list, read one, delete all; and a page. */
export function createMailApi(store: MailStore) {
  return createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://mail").pathname.replace(/\/+$/, "") || "/";
    const route = `${req.method} ${path}`;
    const refused = refusal(req, route === "GET /");
    if (refused) return sendJson(res, 403, { error: refused });
    if (route === "GET /api/v1/messages") {
      const messages = store.list();
      return sendJson(res, 200, {
        total: messages.length,
        unread: messages.length,
        count: messages.length,
        messages_count: messages.length,
        start: 0,
        tags: [],
        messages: messages.map(summary),
      });
    }
    if (route === "DELETE /api/v1/messages") {
      store.clear();
      return sendJson(res, 200, "ok");
    }
    const one = /^GET \/api\/v1\/message\/([^/]+)$/.exec(route);
    if (one) {
      const message = store.get(decodeURIComponent(one[1]));
      if (!message) return sendJson(res, 404, { error: "message not found" });
      return sendJson(res, 200, {
        ...summary(message),
        Text: message.Text,
        HTML: message.HTML,
        Attachments: attachmentList(message),
      });
    }
    const part = /^GET \/api\/v1\/message\/([^/]+)\/part\/([^/]+)$/.exec(route);
    if (part) {
      const attachment = store
        .get(decodeURIComponent(part[1]))
        ?.Attachments.find((a) => a.PartID === decodeURIComponent(part[2]));
      if (!attachment) return sendJson(res, 404, { error: "part not found" });
      res.writeHead(200, {
        ...HEADERS,
        "Content-Type": attachment.ContentType,
        "Content-Length": attachment.Content.length,
      });
      return res.end(attachment.Content);
    }
    if (route === "GET /") {
      res.writeHead(200, { ...HEADERS, "Content-Type": "text/html; charset=utf-8" });
      return res.end(page(store.list()));
    }
    sendJson(res, 404, { error: "not found" });
  });
}
