import { createServer, type ServerResponse } from "node:http";
import type { CaughtMessage, MailStore } from "./store";

function summary(message: CaughtMessage) {
  const { Text: _text, HTML: _html, ...rest } = message;
  return { ...rest, Read: false, Cc: [], Bcc: [], ReplyTo: [], Tags: [], Attachments: 0 };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
  res.end(JSON.stringify(body));
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
      return sendJson(res, 200, { ...summary(message), Text: message.Text, HTML: message.HTML });
    }
    if (route === "GET /") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(page(store.list()));
    }
    sendJson(res, 404, { error: "not found" });
  });
}
