import type { IncomingMessage } from "node:http";

/** Deeper JSON than this is refused before any parser sees it: no honest request nests so far. */
export const MAX_JSON_DEPTH = 64;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/**
 * 413 from the Content-Length alone, before a byte of the body is read; for a body of unknown
 * length (chunked), as soon as it passes the limit.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new BodyError(413, `Request body is larger than ${kb(limit)}, the limit for this endpoint`);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`. A counter over the bytes, not a
 * parser: a recursive parser is what deep nesting is meant to knock over.
 */
export function jsonTooDeep(text: Buffer, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export function isJson(req: IncomingMessage): boolean {
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  return type.includes("json") || type === "";
}
