// What Playwright's webServer runs for `npm test`: a fresh in-memory backend on E2E_API_PORT
// and a production build of the site pointed at it, served on E2E_WEB_PORT.
import { rmSync } from "node:fs";
import { build, preview } from "vite";
import { startBackend } from "../../supabase/local/backend";
import { stopOnSignal } from "../../supabase/local/cli";
import { siteOnly } from "../../scripts/devServer";

const apiPort = Number(process.env.E2E_API_PORT);
const webPort = Number(process.env.E2E_WEB_PORT);
// Per run: a second `npm test` at the same time must not rebuild this run's site under it.
const outDir = `.data/e2e-dist-${webPort}`;

// Every e2e sign-in comes from 127.0.0.1; the per-address limit itself is tested in integration.
const backend = await startBackend({ dataDir: null, apiPort, quiet: true, auth: { signInLimits: { perIp: 1000 } } });
console.log(`e2e backend ${backend.url} started in ${backend.startMs} ms`);
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
const server = await preview({
  plugins: [siteOnly()],
  build: { outDir },
  preview: { port: webPort, strictPort: true, host: "127.0.0.1" },
});
console.log(`e2e site http://127.0.0.1:${webPort}/`);
stopOnSignal(async () => {
  server.httpServer.close();
  await backend.stop();
  rmSync(outDir, { recursive: true, force: true });
});
