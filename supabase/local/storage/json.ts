import type { IncomingMessage } from "node:http";
import { errors } from "./errors";

const MAX_JSON_BODY = 64 * 1024;

/** A request's JSON object body (an empty body is `{}`), at most 64 KB. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BODY) throw errors.invalidRequest("Request body is too large");
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw errors.invalidRequest("The body must be a JSON object");
}
