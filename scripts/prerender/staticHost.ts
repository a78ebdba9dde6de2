import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, normalize } from "node:path";
import { publishedType } from "./publishedFiles.ts";

type Next = () => void;

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * `vite preview` answering as the static hosts in the README do: a file if there is one, a
 * prerendered page's index.html for its clean URL, the admin's shell for anything under
 * /admin, and 404.html with status 404 for every other path.
 */
export function staticHostMiddleware(distDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = new URL(req.url ?? "/", "http://host");
    const pathname = normalize(decodeURIComponent(url.pathname));
    if (pathname.includes("..") || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (isFile(join(distDir, pathname))) {
      // An event's calendar file (docs/product.md#events): a phone opens it in its calendar app
      // only when it comes as text/calendar, which the README's hosts are told to send too.
      const type = publishedType(pathname);
      if (type) res.setHeader("Content-Type", type);
      return next();
    }
    const page = join(pathname, "index.html");
    if (isFile(join(distDir, page))) {
      req.url = page + url.search;
      return next();
    }
    if (pathname === "/admin" || pathname.startsWith("/admin/")) {
      req.url = "/admin/index.html" + url.search;
      return next();
    }
    const notFound = join(distDir, "404.html");
    if (!isFile(notFound)) return next();
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(req.method === "HEAD" ? undefined : readFileSync(notFound));
  };
}
