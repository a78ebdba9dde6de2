import type { IncomingMessage, ServerResponse } from "node:http";

/** Supabase Auth's error shape for API version 2024-01-01: `{ code, message }`. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const API_VERSION = "2024-01-01";

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "X-Supabase-Api-Version": API_VERSION });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

export function sendError(res: ServerResponse, error: AuthError) {
  sendJson(res, error.status, { code: error.code, message: error.message });
}

const MAX_BODY = 64 * 1024;

/** The request's JSON (or form-encoded) body as an object; {} when empty. */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new AuthError(413, "request_too_large", "Request body is too large");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8").trim();
  if (!text) return {};
  if ((req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
}

export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  return match ? match[1] : null;
}

export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === "string" ? value : undefined;
}
