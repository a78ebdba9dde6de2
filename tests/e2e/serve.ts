// What Playwright's webServer runs for `npm test`: a fresh in-memory backend on E2E_API_PORT (its
// mail catcher on E2E_MAIL_PORT and E2E_SMTP_PORT) and a production build of the site pointed at
// it, served on E2E_WEB_PORT. On E2E_CONTROL_PORT, `POST /smtp/close` and `POST /smtp/open` stop
// and restart the catcher's SMTP port, so that a test can watch alerts wait out a mail outage.
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { build, preview } from "vite";
import { startBackend } from "../../supabase/local/backend";
import { stopOnSignal } from "../../supabase/local/cli";
import { siteOnly } from "../../scripts/devServer";
import { seedArticles } from "../../scripts/seedArticles";
import { e2eBuildDir } from "./e2eBuild";

const apiPort = Number(process.env.E2E_API_PORT);
const webPort = Number(process.env.E2E_WEB_PORT);
const siteUrl = `http://127.0.0.1:${webPort}`;
const outDir = e2eBuildDir(String(webPort));

// Every e2e sign-in comes from 127.0.0.1; the per-address limit itself is tested in integration.
// The site's own address for the links in e-mail; alerts retried within seconds, not minutes.
const backend = await startBackend({
  dataDir: null,
  apiPort,
  mailPort: Number(process.env.E2E_MAIL_PORT),
  smtpPort: Number(process.env.E2E_SMTP_PORT),
  siteUrl,
  quiet: true,
  auth: { signInLimits: { perIp: 1000 } },
  // The suite sends more than 10 messages an hour to the seeded staff account and waits for each
  // alert, so the hourly cap (alertDigest.test.ts covers it) is lifted here.
  alerts: { retry: { baseMs: 500, maxMs: 2_000 }, pollMs: 500, hourlyCap: 1_000 },
});
console.log(`e2e backend ${backend.url} started in ${backend.startMs} ms`);
// Eight articles beside the seed's six: the news list has a second page (12 a page), whose
// articles are the seed's oldest (docs/product.md#in-the-news).
await seedArticles(backend, 8);
process.env.VITE_SUPABASE_URL = backend.url;
// TEST_API_KEYS=legacy: the site built with the legacy anon key, as a project not yet moved to
// the new keys (docs/architecture.md#the-local-stand-in).
if (process.env.TEST_API_KEYS === "legacy") process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
else process.env.VITE_SUPABASE_PUBLISHABLE_KEY = backend.publishableKey;
await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
const server = await preview({
  plugins: [siteOnly()],
  build: { outDir },
  preview: { port: webPort, strictPort: true, host: "127.0.0.1" },
});
console.log(`e2e site ${siteUrl}/`);
const control = createServer((req, res) => {
  const actions: Record<string, () => Promise<void>> = {
    "POST /smtp/close": backend.mail.closeSmtp,
    "POST /smtp/open": backend.mail.openSmtp,
  };
  const action = actions[`${req.method} ${req.url}`];
  if (!action) return res.writeHead(404).end();
  action().then(
    () => res.writeHead(204).end(),
    (error: Error) => res.writeHead(500).end(error.message),
  );
}).listen(Number(process.env.E2E_CONTROL_PORT), "127.0.0.1");
stopOnSignal(async () => {
  control.close();
  server.httpServer.close();
  await backend.stop();
  rmSync(outDir, { recursive: true, force: true });
});
