import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { createProxyServer } from "http-proxy-3";
import { applyApiKey, KeyRefusal, type ProjectKeys } from "./apiKeys";
import { BodyError, discardRest, isJson, jsonTooDeep, MAX_JSON_DEPTH, readBody } from "./body";
import type { ProjectJwt } from "./jwt";
import { unfilteredWrite } from "./safeUpdate";

type AuthHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => Promise<void>;
type StorageHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
type FunctionsHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Expose-Headers":
    "Content-Range, Content-Location, Range-Unit, Preference-Applied, X-Supabase-Api-Version",
  "Access-Control-Max-Age": "3600",
};

const JWKS_PATH = "/auth/v1/.well-known/jwks.json";

/** Public RPCs (the contact form) take small JSON; table writes may carry an article or a batch of rows. */
const RPC_BODY_LIMIT = 64 * 1024;
const TABLE_BODY_LIMIT = 5 * 1024 * 1024;
const AUTH_BODY_LIMIT = 64 * 1024;
// Storage (/storage/v1) holds each upload to its bucket's file size limit itself.

function bodyLimit(restPath: string): number {
  return restPath.startsWith("/rpc/") ? RPC_BODY_LIMIT : TABLE_BODY_LIMIT;
}

function sendKongError(res: ServerResponse, status: number, message: string) {
  sendJson(res, status, { message });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The one door, as hosted Supabase's gateway: /rest/v1 -> PostgREST, /auth/v1 -> Auth,
 * /storage/v1 -> Storage, /functions/v1 -> Edge Functions (which check the caller's JWT
 * themselves, as the edge runtime does, so that route needs no API key). Every other request
 * needs a project API key (the `apikey` header or query parameter), checked and turned into the
 * JWT the services verify by applyApiKey (./apiKeys.ts); a request without its own JWT runs as
 * that key's role. The key is taken out of the query before it reaches PostgREST, where it would
 * read as a filter.
 */
export function createGateway(options: {
  restUrl: string;
  restIsUp: () => boolean;
  keys: ProjectKeys;
  jwt: ProjectJwt;
  auth: AuthHandler;
  storage: StorageHandler;
  functions: FunctionsHandler;
}): Server {
  const proxy = createProxyServer({ target: options.restUrl });
  proxy.on("error", (_error, _req, res) => {
    if ("writeHead" in res && !res.headersSent)
      sendKongError(res, 502, "An invalid response was received from the upstream server");
  });
  proxy.on("proxyRes", (proxyRes) => {
    Object.assign(proxyRes.headers, CORS_HEADERS);
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    setClientAddress(req);
    const url = parseTarget(req.url ?? "/");
    if (!url) return sendKongError(res, 400, "Bad request: the path or query cannot be parsed");
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        ...CORS_HEADERS,
        "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
      });
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);

    const functions = /^\/functions\/v1(\/.*)$/s.exec(req.url ?? "/");
    if (functions) {
      void options.functions(req, res, functions[1]);
      return;
    }

    const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get("apikey");
    // The link in a password-reset e-mail is opened by a browser, with no key, and the signing
    // keys are public (jose's createRemoteJWKSet fetches them bare): open routes, as on Supabase.
    if (req.method === "GET" && (url.pathname === "/auth/v1/verify" || url.pathname === JWKS_PATH)) {
      void options.auth(req, res, url.pathname.slice("/auth/v1".length), url.searchParams);
      return;
    }
    // Storage checks the JWT itself, and public objects need none: an <img src> sends no headers.
    const storage = /^\/storage\/v1(\/.*)$/.exec(url.pathname);
    await applyApiKey(req, apikey, options.keys, options.jwt, !storage);
    if (storage) return options.storage(req, res, storage[1]);
    // Rebuild the query only when it held the key, so PostgREST gets every other query byte-exact.
    const rawUrl = req.url ?? "/";
    let query = rawUrl.includes("?") ? rawUrl.slice(rawUrl.indexOf("?")) : "";
    if (url.searchParams.has("apikey")) {
      url.searchParams.delete("apikey");
      query = url.search;
    }

    const rest = /^\/rest\/v1(\/.*)?$/.exec(url.pathname);
    if (rest) {
      const path = rest[1] ?? "/";
      const unsafe = unfilteredWrite(req.method ?? "GET", path, url.searchParams);
      if (unsafe) return sendJson(res, 400, unsafe);
      const body = hasBody(req) ? await readBody(req, bodyLimit(path)) : null;
      if (body && isJson(req) && jsonTooDeep(body)) {
        return sendKongError(res, 400, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
      }
      if (!options.restIsUp()) return sendKongError(res, 503, "REST is restarting; try again in a moment");
      req.url = `${path}${query}`;
      proxy.web(req, res, body ? { buffer: Readable.from([body]) } : {});
      return;
    }
    const auth = /^\/auth\/v1(\/.*)?$/.exec(url.pathname);
    if (auth) {
      if (Number(req.headers["content-length"] ?? 0) > AUTH_BODY_LIMIT) {
        throw new BodyError(
          413,
          `Request body is larger than ${AUTH_BODY_LIMIT / 1024} KB, the limit for this endpoint`,
        );
      }
      return options.auth(req, res, auth[1] ?? "/", url.searchParams);
    }
    sendKongError(res, 404, "no Route matched with those values");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answerFailure(req, res, error));
  });
  // Requests Node cannot even parse as HTTP: a JSON 400 and the connection closed.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end(rawAnswer(400, "Bad request"));
    else socket.destroy();
  });
  return server;
}

/**
 * The client's address as hosted Supabase's edge passes it on (docs/decisions/065-the-clients-address-cf-connecting-ip-never-the-first-hop-of.md, "The client's
 * address"): CF-Connecting-IP, set from the socket, is the one private.client_network() reads.
 * Whatever the caller wrote in it, in X-Forwarded-For, X-Real-IP or Forwarded is dropped, and
 * X-Forwarded-For holds the socket's address alone. An IPv4 address seen as IPv6 (::ffff:a.b.c.d)
 * is passed as IPv4.
 */
function setClientAddress(req: IncomingMessage) {
  const socket = req.socket.remoteAddress ?? "";
  const address = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(socket) ? socket.slice(7) : socket;
  for (const name of ["cf-connecting-ip", "x-forwarded-for", "x-real-ip", "forwarded"]) delete req.headers[name];
  if (!address) return;
  req.headers["cf-connecting-ip"] = address;
  req.headers["x-forwarded-for"] = address;
}

/** Every failure becomes an answer; the gateway itself never goes down with a request. */
function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown) {
  if (res.headersSent) return void res.destroy();
  if (error instanceof KeyRefusal) {
    return sendJson(res, error.status, error.body, error.errorCode ? { "sb-error-code": error.errorCode } : {});
  }
  if (error instanceof BodyError) {
    // Answer at once, then read and drop the rest, so that the client can read the answer.
    sendKongError(res, error.status, error.message);
    discardRest(req);
    return;
  }
  console.error("[gateway]", error);
  sendKongError(res, 500, "An unexpected error occurred");
}

function rawAnswer(status: number, message: string): string {
  const body = JSON.stringify({ message });
  return `HTTP/1.1 ${status} ${message}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** The request target as a URL, or null when it is not an origin-form path with valid percent-encoding. */
function parseTarget(raw: string): URL | null {
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  try {
    const url = new URL(raw, "http://gateway");
    decodeURIComponent(url.pathname);
    decodeURIComponent(url.search.replace(/\+/g, " "));
    return url;
  } catch {
    return null;
  }
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
}
