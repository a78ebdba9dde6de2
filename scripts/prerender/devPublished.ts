// `npm start` serves what the build publishes beside the pages (docs/architecture.md#the-dev-server):
// without it, the dev server answered /events/<slug>.ics, /sitemap.xml or /build.json with the
// app's index.html, and "Download the calendar file (.ics)" saved a web page.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { Connect, ViteDevServer } from "vite";
import { scriptSafeJson } from "../inlineScripts.ts";
import { filesBesidePages, publishedType, type ServerEntry } from "./publishedFiles.ts";
import { minifyInlineStyles } from "./minifyStyles.ts";

/** The types the preview server (sirv) gives the same files, so both answer alike. */
const TYPES: Record<string, string> = {
  ".xml": "text/xml",
  ".txt": "text/plain",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".html": "text/html;charset=utf-8",
};

const typeOf = (file: string) => publishedType(file) ?? TYPES[extname(file)] ?? "application/octet-stream";

/** A request that may name one of the files: not the app's modules, nor Vite's own. */
const mayBePublished = (path: string) =>
  extname(path) in TYPES || extname(path) === ".ics"
    ? !/^\/(src|node_modules|assets|@[a-z-]+)\//.test(path) && path !== "/index.html"
    : false;

/** How long one reading of the content answers: a page's requests together, not a later edit. */
const FRESH_MS = 2_000;

export function servePublishedFiles(server: ViteDevServer): Connect.NextHandleFunction {
  let made: { at: number; files: Promise<Map<string, () => Promise<string> | string>> } | null = null;

  /** Each file by its name; 404.html is rendered only when asked for. */
  async function make(): Promise<Map<string, () => Promise<string> | string>> {
    const entry = (await server.ssrLoadModule("/src/entry-server.tsx")) as ServerEntry;
    const record = await entry.loadBuildRecord();
    await entry.loadContent();
    const pages = entry.pagesToPrerender();
    const files = new Map<string, () => Promise<string> | string>(
      (await filesBesidePages(entry, pages, record)).map(({ file, text }) => [file, () => text]),
    );
    const notFound = pages.find((page) => page.file === "404.html");
    if (notFound) files.set("404.html", () => notFoundPage(entry, notFound.path));
    return files;
  }

  /**
   * 404.html, as a static host sends it for an address it lacks: the prerendered not-found page,
   * in the dev server's own index.html (its modules, not the build's files; every style inline).
   */
  async function notFoundPage(entry: ServerEntry, path: string): Promise<string> {
    const page = await entry.renderPage(path);
    const template = await server.transformIndexHtml(
      "/404.html",
      readFileSync(join(server.config.root, "index.html"), "utf8"),
    );
    const html = template
      .replace(/<title>[\s\S]*?<\/title>|<meta\s+name="description"[\s\S]*?\/>/g, "")
      .replace("</head>", () => `${page.head}${page.styles.inline}<style>${page.styles.later}</style></head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script id="prerendered" type="application/json">${scriptSafeJson(page.state)}</script>`,
      );
    // Its styles minified as the build's are (the dev server's own module scripts stay as they are).
    return minifyInlineStyles(html);
  }

  const inPublic = (path: string) => {
    const file = join(server.config.publicDir, path);
    return file.startsWith(server.config.publicDir) && existsSync(file) && statSync(file).isFile();
  };

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://dev").pathname);
    } catch {
      return next();
    }
    // public/ is Vite's to serve, as the build copies it; the content is read only for the rest.
    if (!mayBePublished(path) || inPublic(path)) return next();
    if (!made || Date.now() - made.at > FRESH_MS) made = { at: Date.now(), files: make() };
    const current = made;
    current.files
      .then(async (files) => {
        const file = files.get(path.slice(1));
        return file && (await file());
      })
      .then(
        (text) => {
          if (text === undefined) return next();
          res.statusCode = 200;
          res.setHeader("Content-Type", typeOf(path));
          res.setHeader("Cache-Control", "no-cache");
          res.end(req.method === "HEAD" ? undefined : text);
        },
        (error: unknown) => {
          // Without its backend the dev server still serves the app; the request goes on to Vite.
          if (made === current) made = null;
          server.config.logger.warn(`Could not make the files beside the pages: ${(error as Error).message}`);
          next();
        },
      );
  };
}
