// The site's servers publish the site and nothing else. Vite's dev server serves any file under
// the project folder by default, and the local database lives in .data/ there: without this,
// `http://localhost:5173/.data/db/base/...?raw` handed out the staff password hash.
import { fileURLToPath } from "node:url";
import { createServer, type Connect, type Plugin, type ViteDevServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Hidden folders and files (.data, .git, .env, ...) answer 404, whatever the query; .well-known stays. */
const hiddenPath: Connect.NextHandleFunction = (req, res, next) => {
  const path = (req.url ?? "/").split("?")[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // an undecodable path is checked as sent
  }
  if (decoded.split("/").some((segment) => segment.startsWith(".") && segment !== ".well-known")) {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not found");
    return;
  }
  next();
};

/** Runs `hiddenPath` before Vite's own handlers, in the dev server and in `vite preview`. */
export function siteOnly(): Plugin {
  return {
    name: "foundation:site-only",
    // Before every other plugin's middleware, such as the prerendered site's static-host handler.
    enforce: "pre",
    configureServer: (server) => void server.middlewares.use(hiddenPath),
    configurePreviewServer: (server) => void server.middlewares.use(hiddenPath),
  };
}

/**
 * The dev server on 127.0.0.1:`port`: the app's own folders only (src, public, index.html and the
 * dependencies it imports); the rest of the project (.data, supabase, tests, scripts) is denied
 * to `/@fs/`, `?raw`, `?import` and plain requests alike.
 */
export function createDevServer(port: number): Promise<ViteDevServer> {
  return createServer({
    root,
    plugins: [siteOnly()],
    server: {
      port,
      strictPort: true,
      host: "127.0.0.1",
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
