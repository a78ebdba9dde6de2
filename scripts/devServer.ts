// The site's servers publish the site and nothing else. Vite's dev server serves any file under
// the project folder by default, and the local database lives in .data/ there: without this,
// `http://localhost:5173/.data/db/base/...?raw` handed out the staff password hash.
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Connect, type Plugin, type ViteDevServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The project's folders and files that no request reaches, by their first path segment (a
 * trailing `*` matches any rest): the local database and uploads, version control, secrets, CI,
 * the backend's and the tests' sources. Named rather than guessed from a leading dot: Vite's own
 * pre-bundled dependencies are served from `/node_modules/.vite/deps/` (docs/architecture.md#the-dev-server).
 */
export const PROTECTED_PATHS = [".data", ".git", ".env*", ".ci", ".github", "supabase", "tests", "scripts", "patches"];

const protectedSegment = (segment: string) =>
  PROTECTED_PATHS.some((name) => (name.endsWith("*") ? segment.startsWith(name.slice(0, -1)) : segment === name));

/**
 * The project-relative path a request names, or null for one outside the project: a plain path,
 * or Vite's `/@fs/<absolute path>`. Percent-escapes and `..` are resolved first, as the file
 * server resolves them.
 */
export function projectPath(url: string, projectRoot = root): string | null {
  let path = url.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // an undecodable path is checked as sent
  }
  path = posix.normalize(path.replace(/\\/g, "/"));
  if (path.startsWith("/@fs/")) {
    const absolute = posix.normalize(path.slice("/@fs".length));
    const base = projectRoot.endsWith("/") ? projectRoot : `${projectRoot}/`;
    return absolute.startsWith(base) ? absolute.slice(base.length) : null;
  }
  return path.replace(/^\/+/, "");
}

/** Whether a request names one of PROTECTED_PATHS (case folded, for case-insensitive disks). */
export function isProtected(url: string, projectRoot = root): boolean {
  const path = projectPath(url, projectRoot);
  if (path === null) return false; // outside the project: Vite's fs.allow decides
  const first = path.split("/")[0].toLowerCase();
  return protectedSegment(first);
}

const guard: Connect.NextHandleFunction = (req, res, next) => {
  if (isProtected(req.url ?? "/")) {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not found");
    return;
  }
  next();
};

/** Runs `guard` before Vite's own handlers, in the dev server and in `vite preview`. */
export function siteOnly(): Plugin {
  return {
    name: "foundation:site-only",
    // Before every other plugin's middleware, such as the prerendered site's static-host handler.
    enforce: "pre",
    configureServer: (server) => void server.middlewares.use(guard),
    configurePreviewServer: (server) => void server.middlewares.use(guard),
  };
}

/** The dev server's own origins: the README's http://localhost:`port` and the address it listens on. */
export const devOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/**
 * The dev server on 127.0.0.1:`port`: the app's own folders only (src, public, index.html and the
 * dependencies it imports); the rest of the project (.data, supabase, tests, scripts) is denied
 * to `/@fs/`, `?raw`, `?import` and plain requests alike, by `guard` and again by Vite's fs.deny.
 */
export function createDevServer(port: number): Promise<ViteDevServer> {
  return createServer({
    root,
    plugins: [siteOnly()],
    server: {
      port,
      strictPort: true,
      host: "127.0.0.1",
      // Vite answers any localhost origin by default: another page on this machine (any local
      // port) could read /src/main.tsx and the rest. Only the site's own two names may.
      cors: { origin: devOrigins(port) },
      // The database, uploads and test results change all the time and are no part of the app:
      // watched, a trace file written under .data/ reloaded the page under a running test.
      watch: { ignored: PROTECTED_PATHS.map((name) => `${root}${name}/**`) },
      fs: {
        strict: true,
        allow: [`${root}src`, `${root}public`, `${root}index.html`, `${root}node_modules`],
        deny: [
          ".env",
          ".env.*",
          "*.{crt,pem,key}",
          "**/.git/**",
          "**/.data/**",
          "supabase/**",
          "tests/**",
          "scripts/**",
        ],
      },
    },
  });
}
