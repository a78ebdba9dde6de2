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
 * length (chunked), as soon as it passes the limit. The stream is left open either way (no
 * `for await`, whose early exit destroys it): the caller answers, then `discardRest` reads on.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new BodyError(413, `Request body is larger than ${kb(limit)}, the limit for this endpoint`);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done();
      reject(tooLarge());
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

/**
 * After an early answer (a 413 before the body is in): the rest of the body is read and dropped,
 * as nginx's lingering close does, for at most 30 s and until 5 s pass without a byte. Closing at
 * once, with bytes still arriving, makes the kernel reset the connection, and a client that had not
 * yet read the answer loses it ("fetch failed" instead of the 413). Once the body is in, the
 * connection serves the next request.
 */
export function discardRest(req: IncomingMessage, limits = { totalMs: 30_000, idleMs: 5_000 }) {
  if (req.complete) return;
  const giveUp = () => req.socket.destroy();
  const total = setTimeout(giveUp, limits.totalMs).unref();
  let idle = setTimeout(giveUp, limits.idleMs).unref();
  const stop = () => {
    clearTimeout(total);
    clearTimeout(idle);
  };
  req.on("data", () => {
    clearTimeout(idle);
    idle = setTimeout(giveUp, limits.idleMs).unref();
  });
  req.once("end", stop).once("close", stop);
  req.resume();
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
