import type { IncomingMessage } from "node:http";
import type { JSONValue } from "postgres";
import { errors } from "./errors";

/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

export interface Upload {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: JSONValue;
}

/**
 * The uploaded file, as storage-js sends it: a multipart form (Blob, File, FormData) whose file
 * part carries the type, or the raw bytes with Content-Type and Cache-Control headers. A body
 * larger than `limit` is refused as soon as it is, without keeping the rest in memory.
 */
export async function readUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const bytes = await readLimited(req, limit + ENVELOPE_BYTES);
  const type = req.headers["content-type"] ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(new Blob([new Uint8Array(bytes)]), { headers: { "content-type": type } })
      .formData()
      .catch(() => {
        throw errors.invalidRequest("The multipart body could not be read");
      });
    const file = [...form.values()].find((value): value is File => typeof value !== "string");
    if (!file) throw errors.invalidRequest("No file in the multipart body");
    if (file.size > limit) throw errors.tooLarge();
    const cacheControl = form.get("cacheControl");
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || "application/octet-stream",
      cacheControl: checkCacheControl(`max-age=${typeof cacheControl === "string" ? cacheControl : "3600"}`),
      userMetadata: parseMetadata(form.get("metadata")),
    };
  }
  if (bytes.length > limit) throw errors.tooLarge();
  const metadataHeader = req.headers["x-metadata"];
  return {
    bytes,
    contentType: type || "application/octet-stream",
    cacheControl: checkCacheControl(req.headers["cache-control"] ?? "max-age=3600"),
    userMetadata: parseMetadata(
      typeof metadataHeader === "string" ? Buffer.from(metadataHeader, "base64").toString("utf8") : null,
    ),
  };
}

// RFC 9111: directives `token[=token|"quoted"]`, separated by commas.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const DIRECTIVE = `${TOKEN}(?:=(?:${TOKEN}|"[^"\\\\\\x00-\\x1f\\x7f]*"))?`;
const CACHE_CONTROL = new RegExp(`^${DIRECTIVE}(?:[ \\t]*,[ \\t]*${DIRECTIVE})*$`);

/** Whether `value` is a Cache-Control header of plain directives: nothing that could end the header. */
export const isCacheControl = (value: string) => CACHE_CONTROL.test(value);

/**
 * The upload's Cache-Control, as it will be served on every download. A value with a line break
 * or anything but directives would be stored, and then break every later GET of the object (or
 * add headers to it): refused here with a 400 instead, as Storage refuses a bad X-Robots-Tag.
 */
function checkCacheControl(value: string): string {
  if (!isCacheControl(value)) throw errors.invalidCacheControl();
  return value;
}

export function parseMetadata(value: unknown): JSONValue {
  if (typeof value !== "string" || !value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    // JSON.parse yields JSON values only; its return type just does not say so.
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as JSONValue) : null;
  } catch {
    throw errors.invalidRequest("metadata must be a JSON object");
  }
}

/**
 * Reads at most `max` bytes. A longer body is read to its end but not kept, then refused: a
 * client that is still sending would otherwise see a broken connection instead of the answer.
 */
async function readLimited(req: IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= max) chunks.push(chunk as Buffer);
  }
  if (size > max) throw errors.tooLarge();
  return Buffer.concat(chunks);
}

/** Whether `type` is one of the bucket's allowed types (which may end in a wildcard, `image/*`). */
export function mimeTypeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const bare = type.split(";")[0].trim().toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    return rule.endsWith("/*") ? bare.startsWith(rule.slice(0, -1)) : bare === rule;
  });
}
