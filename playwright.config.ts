import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";

// Free ports, chosen once in the main process; workers and the web server inherit them
// through the environment, so `npm test` runs beside a running `npm start`.
function freePort(): string {
  return execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
process.env.E2E_WEB_PORT ||= freePort();
process.env.E2E_API_PORT ||= freePort();
process.env.E2E_MAIL_PORT ||= freePort();
process.env.E2E_SMTP_PORT ||= freePort();
process.env.E2E_CONTROL_PORT ||= freePort();
// The front-door project's `npm start` (tests/e2e/front-door): its own site, backend and mail ports.
process.env.E2E_START_WEB_PORT ||= freePort();
process.env.E2E_START_API_PORT ||= freePort();
process.env.E2E_START_MAIL_PORT ||= freePort();
process.env.E2E_START_SMTP_PORT ||= freePort();
process.env.CHROME_PATH ||= execFileSync(process.execPath, ["tests/e2e/find-chromium.mjs"]).toString().trim();

const baseURL = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`;
const startURL = `http://127.0.0.1:${process.env.E2E_START_WEB_PORT}`;
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

/**
 * A server the run starts (never one already running) and stops with SIGTERM, which lets it stop
 * its backend (PostgREST, mail) and remove its build within stopWithin milliseconds.
 */
const server = (command: string, url: string, stopWithin: number) => ({
  command,
  url: `${url}/`,
  timeout: 240_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: stopWithin },
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `.data/test-results-${process.env.E2E_WEB_PORT}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // No transitions to wait out: a spec that checks motion asks for it (home.spec.ts, pages.spec.ts).
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Alone, one at a time, after every other test (a teardown runs whatever they did): the mail
    // outage closes the shared mail server's port, so that no other test's e-mail meets it; the
    // last-staff spec leaves one member of staff who can sign in, so that no other test's staff
    // account loses its access meanwhile; the INP spec times interactions at 4× CPU, which
    // another test's browser on the same cores would slow.
    {
      name: "desktop",
      use: desktop,
      testIgnore: [/(mailOutage|lastStaff|inp)\.spec\.ts$/, /front-door\//],
      teardown: "alone",
    },
    { name: "alone", use: desktop, testMatch: /(mailOutage|lastStaff|inp)\.spec\.ts$/, workers: 1 },
    // The README's `npm start` in a browser: the dev server, not the build (tests/e2e/front-door).
    // The dev server compiles each route on its first visit: seconds more on a busy machine.
    {
      name: "front-door",
      use: { ...desktop, baseURL: startURL },
      testMatch: /front-door\/.*\.spec\.ts$/,
      expect: { timeout: 30_000 },
    },
  ],
  webServer: [
    server("npx tsx tests/e2e/serve.ts", baseURL, 10_000),
    server("npx tsx tests/e2e/front-door/npmStart.ts", startURL, 15_000),
  ],
});
