import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyError, jsonTooDeep, MAX_JSON_DEPTH, readBody as readLimitedBody } from "../body";

/** Supabase Auth's error shape for API version 2024-01-01: `{ code, message }`. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Fields GoTrue adds to some errors' body, e.g. `weak_password: { reasons }` (internal/api/errors.go). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const API_VERSION = "2024-01-01";

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * The error in the shape of the API version (`{ code, message }`), its code in `x-sb-error-code`
 * and the version in `X-Supabase-Api-Version`, as GoTrue sends errors (supabase/auth
 * internal/api/errors.go HandleResponseError; the version header is set on errors only).
 */
export function sendError(res: ServerResponse, error: AuthError) {
  res.setHeader("X-Supabase-Api-Version", API_VERSION);
  res.setHeader("x-sb-error-code", error.code);
  sendJson(res, error.status, { code: error.code, message: error.message, ...error.extra });
}

/** Supabase Auth's answer to a request over one of its rate limits. */
export const tooManyRequests = () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached");

const MAX_BODY = 64 * 1024;

/** The request's JSON (or form-encoded) body as an object; {} when empty. */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readLimitedBody(req, MAX_BODY).catch((error: unknown) => {
    if (error instanceof BodyError) throw new AuthError(error.status, "request_too_large", error.message);
    throw error;
  });
  const text = raw.toString("utf8").trim();
  if (!text) return {};
  if ((req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (jsonTooDeep(raw)) throw new AuthError(400, "bad_json", `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
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

/**
 * A string field, or undefined when absent. Anything else is the wrong shape, as Supabase Auth's
 * JSON decoding finds it (400 bad_json); a NUL could never be stored, so it is refused too.
 */
export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") {
    throw new AuthError(400, "bad_json", `Could not parse request body as JSON: ${key} must be a string`);
  }
  if (value.includes("\0")) throw new AuthError(400, "validation_failed", `${key} must not contain a NUL character`);
  return value;
}

/** A JSON object field (user metadata), or undefined when absent; arrays and scalars are refused. */
export function objectField(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new AuthError(400, "bad_json", `Could not parse request body as JSON: ${key} must be a JSON object`);
  }
  if (JSON.stringify(value).includes("\\u0000")) {
    throw new AuthError(400, "validation_failed", `${key} must not contain a NUL character`);
  }
  return value as Record<string, unknown>;
}
