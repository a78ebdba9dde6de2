import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { createProxyServer } from "http-proxy-3";
import type { ProjectJwt } from "../jwt";
import { startWorker, type FunctionWorker } from "./worker";

export type FunctionsHandler = ReturnType<typeof createFunctionsServer>;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/** `supabase/functions/.env`, which `supabase functions serve` reads as each function's own secrets. */
function functionsEnvFile(dir: string): Record<string, string> {
  const file = join(dir, ".env");
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(parseEnv(readFileSync(file, "utf8"))).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

/**
 * `supabase functions serve`: each `<dir>/<name>/index.ts` under /functions/v1/<name>, run by
 * real Deno, after the edge runtime's JWT check (any valid project JWT: a legacy key or a user's
 * session) unless the function's `verify_jwt` is false (config.toml): such a function checks its
 * caller itself. A missing, failing or crashing function answers in the runtime's error shape
 * and is logged; the next request starts it again.
 */
export function createFunctionsServer(options: {
  dir: string;
  jwt: ProjectJwt;
  /** config.toml's `verify_jwt` per function (./config.ts); true for all when not given. */
  verifyJwt?: (name: string) => boolean;
  /** SUPABASE_URL, the keys, and whatever else every function gets. */
  env: Record<string, string>;
  log: (line: string) => void;
}) {
  const workers = new Map<string, Promise<FunctionWorker>>();
  const proxy = createProxyServer({ xfwd: true });
  proxy.on("error", (error, _req, res) => {
    options.log(`a function's request failed: ${error.message}`);
    if ("writeHead" in res)
      sendJson(res, 500, { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" });
  });

  const entryOf = (name: string) =>
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name) ? join(options.dir, name, "index.ts") : null;

  function worker(name: string, entry: string): Promise<FunctionWorker> {
    let running = workers.get(name);
    if (!running) {
      running = startWorker({
        name,
        entry,
        env: { ...functionsEnvFile(options.dir), ...options.env },
        log: (line) => options.log(`function ${line}`),
      });
      workers.set(name, running);
      running.then(
        (started) => void started.exited.then(() => workers.delete(name)),
        (error: Error) => {
          workers.delete(name);
          options.log(`function ${name} failed to start: ${error.message}`);
        },
      );
    }
    return running;
  }

  async function authorized(req: IncomingMessage): Promise<"missing" | "invalid" | "ok"> {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
    if (!match) return "missing";
    try {
      await options.jwt.verify(match[1]);
      return "ok";
    } catch {
      return "invalid";
    }
  }

  return {
    /** `path` is below /functions/v1, e.g. `/notify-staff` or `/notify-staff/sub/path?x=1`. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
      const [, name = "", rest = ""] = /^\/([^/?]*)(.*)$/s.exec(path) ?? [];
      const auth = (options.verifyJwt?.(name) ?? true) ? await authorized(req) : "ok";
      if (auth === "missing") return sendJson(res, 401, { code: 401, message: "Missing authorization header" });
      if (auth === "invalid") return sendJson(res, 401, { code: 401, message: "Invalid JWT" });
      const entry = entryOf(name);
      if (!entry || !existsSync(entry)) {
        return sendJson(res, 404, { code: "NOT_FOUND", message: "Requested function was not found" });
      }
      let running: FunctionWorker;
      try {
        running = await worker(name, entry);
      } catch {
        return sendJson(res, 503, { code: "BOOT_ERROR", message: "Function failed to start (please check logs)" });
      }
      req.url = `/${name}${rest}`;
      proxy.web(req, res, { target: `http://127.0.0.1:${running.port}` });
    },
    /** Starts these functions now, so that the first request does not wait for Deno's downloads. */
    warm(names: string[]): Promise<void> {
      return Promise.allSettled(
        names.flatMap((name) => {
          const entry = entryOf(name);
          return entry && existsSync(entry) ? [worker(name, entry)] : [];
        }),
      ).then(() => undefined);
    },
    async stop() {
      const all = [...workers.values()];
      workers.clear();
      await Promise.allSettled(all.map(async (running) => (await running).stop()));
    },
  };
}
