import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDevServer } from "../../scripts/devServer";
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
