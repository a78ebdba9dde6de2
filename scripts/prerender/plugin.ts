import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Manifest, type Plugin, type ResolvedConfig } from "vite";
import { fileForPath, pageHtml, type RenderedPage } from "./pageHtml.ts";
import { staticHostMiddleware } from "./staticHost.ts";

/** What src/entry-server.tsx offers the build. */
type ServerEntry = {
  loadContent: () => Promise<{ loaded: string[]; failed: { name: string; error: string }[] }>;
  pagesToPrerender: () => { path: string; file?: string; module?: string }[];
  renderPage: (path: string) => Promise<RenderedPage>;
  adminShellHead: string;
  siteOrigin: string;
};

/**
 * After the browser build: build src/entry-server.tsx for Node, fetch the content, render every
 * public page to its own HTML file (docs/decisions.md, "Prerendering"). `vite preview` then
 * serves dist/ as a static host would.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "prerender-public-pages",
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use(staticHostMiddleware(resolve(server.config.root, server.config.build.outDir)));
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (config.command !== "build" || config.build.ssr) return;
        const started = Date.now();
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, `.data/prerender-server-${process.pid}`);
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: "warn",
            build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
          });
          const server = (await import(pathToFileURL(join(serverDir, "entry-server.js")).href)) as ServerEntry;
          await writePages(server, outDir);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
        config.logger.info(`Prerendered the public pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };

  async function writePages(server: ServerEntry, outDir: string) {
    const template = readFileSync(join(outDir, "index.html"), "utf8");
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
    const { failed } = await server.loadContent();
    for (const { name, error } of failed) {
      config.logger.warn(`Prerender: could not load ${name} (${error}); those sections will load in the browser.`);
    }
    // The admin is never prerendered: its shell is the bare app, kept out of search engines.
    write(outDir, "admin/index.html", template.replace("</head>", `${server.adminShellHead}</head>`));
    const listed: string[] = [];
    const upFront = new Set([...template.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
    for (const page of server.pagesToPrerender()) {
      const rendered = await server.renderPage(page.path);
      const preloads = page.module ? chunkFiles(manifest, page.module).filter((file) => !upFront.has(file)) : [];
      const contentFile = writeContent(outDir, rendered.state.content);
      write(outDir, page.file ?? fileForPath(page.path), pageHtml(template, rendered, preloads, contentFile));
      if (!page.file) listed.push(page.path);
    }
    write(outDir, "sitemap.xml", sitemap(server.siteOrigin, listed));
    write(outDir, "robots.txt", `User-agent: *\nDisallow: /admin\n\nSitemap: ${server.siteOrigin}/sitemap.xml\n`);
  }
}

/** The page's own chunk and what it imports, as URLs, so the browser fetches them beside the main script. */
function chunkFiles(manifest: Manifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}

/**
 * A page's content as a file of its own, named by what it holds (pages with the same content share
 * one, and a host may cache it for good, as the rest of /assets); none for a page without content.
 */
function writeContent(outDir: string, content: Record<string, unknown>): string | undefined {
  if (Object.keys(content).length === 0) return undefined;
  const json = JSON.stringify(content);
  const file = `assets/content-${createHash("sha256").update(json).digest("hex").slice(0, 12)}.json`;
  write(outDir, file, json);
  return `/${file}`;
}

/** Every prerendered public URL, for search engines. */
function sitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function write(outDir: string, file: string, html: string) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
}
