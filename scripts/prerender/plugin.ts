import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, minifySync, type Manifest, type Plugin, type ResolvedConfig } from "vite";
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
      const content = rendered.state.content;
      const contentFile = Object.keys(content).length
        ? writeAsset(outDir, "content", "json", JSON.stringify(content))
        : undefined;
      const stylesFile = rendered.styles.later ? writeAsset(outDir, "styles", "css", rendered.styles.later) : undefined;
      const html = pageHtml(template, rendered, { preloads, contentFile, stylesFile });
      write(outDir, page.file ?? fileForPath(page.path), minifyInlineScripts(html));
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
 * A file of a page's, such as its content or its later CSS, named by what it holds: pages with the
 * same content share one, and a host may cache it for good, as the rest of /assets.
 */
function writeAsset(outDir: string, kind: string, extension: string, text: string): string {
  const file = `assets/${kind}-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.${extension}`;
  write(outDir, file, text);
  return `/${file}`;
}

/**
 * The page's inline scripts (the language check in index.html, the loader) without their comments
 * and spaces, as the build writes every other script: a few hundred bytes that keep the home page
 * in the first round trip (docs/architecture.md#performance).
 */
export function minifyInlineScripts(html: string): string {
  return html.replace(
    /<script( type="module")?>([\s\S]*?)<\/script>/g,
    (_, module: string | undefined, code: string) => {
      const { code: minified, errors } = minifySync(module ? "inline.mjs" : "inline.js", code, { module: !!module });
      if (errors.length) throw new Error(`Could not minify an inline script: ${errors[0].message}`);
      if (/<\/script/i.test(minified)) throw new Error("A minified inline script would close its own <script>");
      return `<script${module ?? ""}>${minified}</script>`;
    },
  );
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
