import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { build, preview, type PreviewServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevServer } from "../../scripts/devServer";
import { startBackend, type Backend } from "../../supabase/local/backend";
import { findFreePort } from "../../supabase/local/ports";

// `npm start`'s dev server publishes the app and nothing else of the project folder.
const root = join(import.meta.dirname, "..", "..");
const secret = `secret-${Date.now()}`;
const probe = join(root, ".data", `dev-server-probe-${process.pid}.txt`);
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  mkdirSync(join(root, ".data"), { recursive: true });
  writeFileSync(probe, secret);
  const port = await findFreePort();
  server = await createDevServer(port);
  await server.listen();
  base = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(probe, { force: true });
});

it("serves the app: the page and its modules", async () => {
  expect((await fetch(`${base}/`)).status).toBe(200);
  const main = await fetch(`${base}/src/main.tsx`);
  expect(main.status).toBe(200);
  expect(await main.text()).toContain("createRoot");
});

it("serves Vite's pre-bundled dependencies from /node_modules/.vite/deps/", async () => {
  // The browser's first import: the entry's own imports name the pre-bundled files.
  const main = await (await fetch(`${base}/src/main.tsx`)).text();
  const deps = [...main.matchAll(/"(\/node_modules\/\.vite\/deps\/[^"]+)"/g)].map((match) => match[1]);
  expect(deps.length).toBeGreaterThan(0);
  for (const dep of deps) expect((await fetch(`${base}${dep}`)).status, dep).toBe(200);
});

it.each([
  `/.data/dev-server-probe-${process.pid}.txt`,
  `/.DATA/dev-server-probe-${process.pid}.txt`,
  `/node_modules/%2e%2e/.data/dev-server-probe-${process.pid}.txt?raw`,
  `/.git/HEAD`,
  `/@fs${root}/.git/HEAD?raw`,
  `/.ci/run?raw`,
  `/scripts/start.ts?raw`,
  `/tests/e2e/fixtures.ts?raw`,
  `/.data/dev-server-probe-${process.pid}.txt?raw`,
  `/.data/dev-server-probe-${process.pid}.txt?import`,
  `/%2Edata/dev-server-probe-${process.pid}.txt?raw`,
  `/@fs${root}/.data/dev-server-probe-${process.pid}.txt?raw`,
  `/supabase/local/keys.ts?raw`,
  `/@fs${root}/supabase/local/keys.ts?raw`,
  `/@fs/etc/passwd?raw`,
  `/package.json?raw`,
])("refuses %s", async (path) => {
  const res = await fetch(`${base}${path}`);
  expect([403, 404]).toContain(res.status);
  const text = await res.text();
  expect(text).not.toContain(secret);
  expect(text).not.toContain("LOCAL_SERVICE_ROLE_KEY");
  expect(text).not.toContain("root:x:0:0");
  expect(text).not.toContain("ref: refs/");
  expect(text).not.toContain("npm ci");
});

it("answers cross-origin requests from its own origin only, not from any other local page", async () => {
  const port = new URL(base).port;
  for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
    const res = await fetch(`${base}/src/main.tsx`, { headers: { Origin: origin } });
    expect(res.headers.get("access-control-allow-origin"), origin).toBe(origin);
  }
  for (const origin of [
    "http://localhost:3000",
    "http://127.0.0.1:8080",
    "http://[::1]:5173",
    "https://evil.example",
  ]) {
    const res = await fetch(`${base}/src/main.tsx`, { headers: { Origin: origin } });
    expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
    const preflight = await fetch(`${base}/src/main.tsx`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin"), origin).toBeNull();
  }
});

// The parity rule (docs/architecture.md#the-dev-server): every file the build publishes that is
// not a page, `npm start` serves with the same type and the same bytes, from the same code.
describe("what the build publishes beside the pages", () => {
  let backend: Backend;
  let outDir: string;
  let built: PreviewServer;
  let dev: ViteDevServer;
  let builtBase: string;
  let devBase: string;
  const env = { url: process.env.VITE_SUPABASE_URL, key: process.env.VITE_SUPABASE_ANON_KEY };

  beforeAll(async () => {
    backend = await startBackend({ dataDir: null, apiPort: 0, quiet: true });
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
    outDir = mkdtempSync(join(tmpdir(), "foundation-parity-build-"));
    await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true } });
    const [previewPort, devPort] = [await findFreePort(), await findFreePort()];
    built = await preview({
      root,
      build: { outDir },
      preview: { port: previewPort, strictPort: true, host: "127.0.0.1" },
    });
    builtBase = `http://127.0.0.1:${previewPort}`;
    dev = await createDevServer(devPort);
    await dev.listen();
    devBase = `http://127.0.0.1:${devPort}`;
  }, 600_000);
  afterAll(async () => {
    await dev?.close();
    await new Promise((done) => (built ? built.httpServer.close(done) : done(undefined)));
    await backend?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    process.env.VITE_SUPABASE_URL = env.url;
    process.env.VITE_SUPABASE_ANON_KEY = env.key;
  });

  /** Every file the build wrote but the pages (index.html), the admin's shell and the bundles. */
  function publishedFiles(dir = outDir): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      const file = relative(outDir, path);
      if (entry.isDirectory()) return /^(assets|\.vite|admin)$/.test(file) ? [] : publishedFiles(path);
      return entry.name === "index.html" ? [] : [file];
    });
  }

  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script id="prerendered"/.exec(html)?.[1];

  it("the dev server answers each with the same type and content", { timeout: 120_000 }, async () => {
    const files = publishedFiles();
    // What the issue found missing: the calendar files, and the build's own files beside them.
    expect(files).toEqual(
      expect.arrayContaining(["events.ics", "sitemap.xml", "robots.txt", "build.json", "404.html", "og-image.png"]),
    );
    expect(files.filter((file) => /^events\/.+\.ics$/.test(file)).length).toBeGreaterThan(0);
    for (const file of files) {
      const [fromBuild, fromDev] = await Promise.all([fetch(`${builtBase}/${file}`), fetch(`${devBase}/${file}`)]);
      expect([fromBuild.status, fromDev.status], file).toEqual([200, 200]);
      expect(fromDev.headers.get("content-type"), file).toBe(fromBuild.headers.get("content-type"));
      const [a, b] = [Buffer.from(await fromBuild.arrayBuffer()), Buffer.from(await fromDev.arrayBuffer())];
      if (file === "build.json") {
        // Made at each request in dev, at the build's start in a build: the same content's time.
        const [record, live] = [JSON.parse(a.toString()), JSON.parse(b.toString())] as Record<string, unknown>[];
        expect(Object.keys(live).sort()).toEqual(Object.keys(record).sort());
        expect(live.contentChangedAt).toBe(record.contentChangedAt);
      } else if (file === "404.html") {
        // The same prerendered page; its scripts are the dev server's modules, not the build's files.
        expect(rootOf(b.toString()), file).toBe(rootOf(a.toString()));
        expect(rootOf(b.toString())).toBeTruthy();
      } else {
        expect(b.equals(a), file).toBe(true);
      }
    }
    const ics = await fetch(`${devBase}/events.ics`);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT/);
  });
});
