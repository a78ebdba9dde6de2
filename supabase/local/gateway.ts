import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createProxyServer } from "http-proxy-3";

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

function sendKongError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ message }));
}

/**
 * The one door, as hosted Supabase's gateway: /rest/v1 -> PostgREST, /auth/v1 -> Auth,
 * /storage/v1 -> Storage, /functions/v1 -> Edge Functions (which check the caller's JWT
 * themselves, as the edge runtime does, so that route needs no API key). Every other request
 * needs a project API key (the `apikey` header or query parameter); a request without an Authorization header runs as that key's role. The key is taken out of the query
 * before it reaches PostgREST, where it would read as a filter.
 */
export function createGateway(options: {
  restUrl: string;
  restIsUp: () => boolean;
  apiKeys: string[];
  auth: AuthHandler;
  storage: StorageHandler;
  functions: FunctionsHandler;
}): Server {
  const proxy = createProxyServer({ target: options.restUrl, xfwd: true });
  proxy.on("error", (_error, _req, res) => {
    if ("writeHead" in res && !res.headersSent)
      sendKongError(res, 502, "An invalid response was received from the upstream server");
  });
  proxy.on("proxyRes", (proxyRes) => {
    Object.assign(proxyRes.headers, CORS_HEADERS);
  });

  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://gateway");
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
    // The link in a password-reset e-mail is opened by a browser, with no key: an open route, as on Supabase.
    if (req.method === "GET" && url.pathname === "/auth/v1/verify") {
      void options.auth(req, res, "/verify", url.searchParams);
      return;
    }
    // Storage checks the JWT itself, and public objects need none: an <img src> sends no headers.
    const storage = /^\/storage\/v1(\/.*)$/.exec(url.pathname);
    if (storage) {
      if (!req.headers.authorization && apikey) req.headers.authorization = `Bearer ${apikey}`;
      void options.storage(req, res, storage[1]);
      return;
    }
    if (!apikey) return sendKongError(res, 401, "No API key found in request");
    if (!options.apiKeys.includes(apikey)) return sendKongError(res, 401, "Invalid API key");
    // Rebuild the query only when it held the key, so PostgREST gets every other query byte-exact.
    const rawUrl = req.url ?? "/";
    let query = rawUrl.includes("?") ? rawUrl.slice(rawUrl.indexOf("?")) : "";
    if (url.searchParams.has("apikey")) {
      url.searchParams.delete("apikey");
      query = url.search;
    }
    if (!req.headers.authorization) req.headers.authorization = `Bearer ${apikey}`;

    const rest = /^\/rest\/v1(\/.*)?$/.exec(url.pathname);
    if (rest) {
      if (!options.restIsUp()) return sendKongError(res, 503, "REST is restarting; try again in a moment");
      req.url = `${rest[1] ?? "/"}${query}`;
      proxy.web(req, res);
      return;
    }
    const auth = /^\/auth\/v1(\/.*)?$/.exec(url.pathname);
    if (auth) {
      void options.auth(req, res, auth[1] ?? "/", url.searchParams);
      return;
    }
    sendKongError(res, 404, "no Route matched with those values");
  });
}
