import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { build, minifySync, type Manifest, type Plugin, type ResolvedConfig } from "vite";
import { fileForPath, pageHtml, type RenderedPage } from "./pageHtml.ts";
import { minifyCss, minifyInlineStyles } from "./minifyStyles.ts";
import { staticHostMiddleware } from "./staticHost.ts";
import { buildReportFile, type BuildReport } from "../distStats.ts";
import { filesBesidePages, type ServerEntry } from "./publishedFiles.ts";
import { servePublishedFiles } from "./devPublished.ts";

/**
 * After the browser build: build src/entry-server.tsx for Node, fetch the content, render every
 * public page to its own HTML file (docs/decisions/022-prerendering-a-short-build-step-over-react-domserver-not.md, "Prerendering"). `vite preview` then
 * serves dist/ as a static host would. Each page is rendered once, with its own content, by one
 * of a few workers (one a core) while this thread writes the files, so the build grows with the
 * number of pages (docs/architecture.md#performance).
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let buildStarted = Date.now();
  return {
    name: "prerender-public-pages",
    configResolved(resolved) {
      config = resolved;
      buildStarted = Date.now();
    },
    // `npm start`: the same files beside the pages, made by the same code (docs/architecture.md#the-dev-server).
    configureServer(server) {
      server.middlewares.use(servePublishedFiles(server));
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
          const entry = pathToFileURL(join(serverDir, "entry-server.js")).href;
          await writePages((await import(entry)) as ServerEntry, entry, outDir);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
        config.logger.info(`Prerendered the public pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };

  async function writePages(server: ServerEntry, entry: string, outDir: string) {
    const template = readFileSync(join(outDir, "index.html"), "utf8");
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
    const record = await server.loadBuildRecord();
    const { failed, content } = await server.loadContent();
    for (const { name, error } of failed) {
      config.logger.warn(`Prerender: could not load ${name} (${error}); those sections will load in the browser.`);
    }
    // The admin's login route: its form prerendered (the door's code replaces it), kept out of
    // search engines. The admin's other addresses are served the same file (staticHost.ts).
    const door = server.renderAdminDoor();
    write(
      outDir,
      "admin/index.html",
      minifyInlineScripts(
        template
          .replace(/<title>[\s\S]*?<\/title>/, "")
          .replace("</head>", () => `${door.head}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${door.html}</div>`),
      ),
    );
    const upFront = new Set([...template.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
    const pages = server.pagesToPrerender();
    const worker = resolve(config.root, "scripts/prerender/renderWorker.mjs");
    await renderInWorkers(worker, { entry, content }, pages, (page, rendered) => {
      const preloads = page.module ? chunkFiles(manifest, page.module).filter((file) => !upFront.has(file)) : [];
      const content = rendered.state.content;
      const contentFile = Object.keys(content).length
        ? writeAsset(outDir, "content", "json", JSON.stringify(content))
        : undefined;
      const later = rendered.styles.later && minifyCss(rendered.styles.later);
      const stylesFile = later ? writeAsset(outDir, "styles", "css", later) : undefined;
      const html = pageHtml(template, rendered, { preloads, contentFile, stylesFile });
      write(outDir, page.file ?? fileForPath(page.path), minifyInlineStyles(minifyInlineScripts(html)));
    });
    for (const { file, text } of await filesBesidePages(server, pages, record)) write(outDir, file, text);
    // For the bundle report (scripts/report-bundle.ts): the time from the build's start to now.
    const report: BuildReport = { buildMs: Date.now() - buildStarted };
    write(outDir, buildReportFile, JSON.stringify(report));
  }
}

/**
 * Renders `pages` in worker threads (renderWorker.mjs), each seeded with the same `content`, and
 * hands each rendered page to `onPage` here as it arrives.
 */
function renderInWorkers<P extends { path: string }>(
  workerFile: string,
  { entry, content }: { entry: string; content: Record<string, unknown> },
  pages: readonly P[],
  onPage: (page: P, rendered: RenderedPage) => void,
): Promise<void> {
  const count = Math.max(1, Math.min(availableParallelism(), 4, pages.length));
  const shares = Array.from({ length: count }, (_, w) =>
    pages.flatMap((page, index) => (index % count === w ? [{ index, path: page.path }] : [])),
  );
  const workers = shares.map((jobs) => new Worker(workerFile, { workerData: { entry, content, jobs } }));
  const finished = workers.map(
    (worker) =>
      new Promise<void>((done, fail) => {
        worker.on("message", ({ index, rendered }: { index: number; rendered: RenderedPage }) => {
          try {
            onPage(pages[index], rendered);
          } catch (error) {
            fail(error);
          }
        });
        worker.on("error", fail);
        worker.on("exit", (code) => (code === 0 ? done() : fail(new Error(`A prerender worker exited with ${code}`))));
      }),
  );
  // One failure fails the build: the other workers stop rather than render into a removed folder.
  return Promise.all(finished).then(
    () => undefined,
    async (error: unknown) => {
      await Promise.all(workers.map((worker) => worker.terminate()));
      throw error;
    },
  );
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
      const key = `${module ?? ""}${code}`;
      let minified = minifiedScripts.get(key);
      if (minified === undefined) {
        minified = minifyScript(code, !!module);
        minifiedScripts.set(key, minified);
      }
      return `<script${module ?? ""}>${minified}</script>`;
    },
  );
}

/** Scripts already minified: most pages share theirs (the language check, a loader). */
const minifiedScripts = new Map<string, string>();

function minifyScript(code: string, module: boolean): string {
  const { code: minified, errors } = minifySync(module ? "inline.mjs" : "inline.js", code, { module });
  if (errors.length) throw new Error(`Could not minify an inline script: ${errors[0].message}`);
  if (/<\/script/i.test(minified)) throw new Error("A minified inline script would close its own <script>");
  return minified;
}

const madeDirs = new Set<string>();

function write(outDir: string, file: string, html: string) {
  const target = join(outDir, file);
  const dir = dirname(target);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  writeFileSync(target, html);
}
