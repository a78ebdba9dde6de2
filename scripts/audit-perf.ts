// `npm run audit:perf`: Lighthouse (mobile defaults) on every public route of the production
// build and on a static reference page, in one run, against a local backend. Prints each route's
// figures, its LCP as a multiple of the reference page's, and whether it meets the goals in
// docs/architecture.md#performance. Not part of `npm test`: it takes minutes.
//   AUDIT_RUNS=3 npm run audit:perf          three runs per page, the median of each figure
//   npm run audit:perf -- / /notice           only these routes and those under them
//   npm run audit:perf -- '/hi$'              only this route ('/admin$': the admin's login route)
//   AUDIT_ARTICLES=1000 npm run audit:perf    1,000 more articles in the backend; by default only
//                                             /notice, /notice/page/2 and the first article's page
//   AUDIT_CPU=4,6 npm run audit:perf          Lighthouse's simulated CPU slowdown: every page at 4×
//                                             and at 6× (default 4×); the goals hold at each
// Every table prints Lighthouse's benchmark index (how fast this machine was, ~1,000+ on a quiet
// desktop) beside the figures, since on a shared machine an absolute time says little alone.
// A full run (no routes named, no AUDIT_ARTICLES) also rewrites docs/performance/last-audit.md, the
// report the README links instead of carrying a dated table of its own.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { build, preview, type Plugin } from "vite";
import { startBackend } from "../supabase/local/backend";
import { measureSignIn, NETWORKS } from "./audit/adminSignIn";
import { devanagariFontNote, devanagariFonts } from "./audit/devanagariFont";
import { REFERENCE_PATH, referencePage } from "./audit/reference";
import { siteOnly } from "./devServer";
import { seedArticles } from "./seedArticles";
import { auditSettings, pointBuildAt, settingsOrExit } from "./settings";

const SIGN_IN_GOAL_MS = 2000;
const GOALS = { performance: 95, accessibility: 100, lcpRatio: 1.5, cls: 0.02, tbtMs: 200, mainThreadMs: 2500 };
const { runs, extraArticles, cpuSlowdowns } = settingsOrExit(() => auditSettings());
const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const outDir = ".data/audit-dist";
// Each page's full Lighthouse report (open it in https://googlechrome.github.io/lighthouse/viewer/).
const startedAt = new Date();
const reportDir = `.data/audit/${startedAt.toISOString().replace(/[:.]/g, "-")}`;
const LAST_AUDIT = "docs/performance/last-audit.md";

/** docs/performance/last-audit.md: what a full run measured, when, how, and on how busy a machine. */
function lastAudit(run: { startedAt: Date; routes: number; table: string; goals: string; signIn: string[] }): string {
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  return [
    "# The last full audit",
    "",
    "`npm run audit:perf` rewrites this file after every full run (no routes named, no",
    "`AUDIT_ARTICLES`): the goals are in [architecture.md](../architecture.md#performance), how to run",
    "it in the [README](../../README.md#build-and-host-it), and earlier and partial runs in",
    "[performance.md](../performance.md).",
    "",
    `- **When**: ${run.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `- **Command**: \`${runs > 1 ? `AUDIT_RUNS=${runs} ` : ""}npm run audit:perf\`${runs > 1 ? ` (medians of ${runs} runs per page)` : ""}`,
    `- **Machine**: ${cpus().length} cores, load average ${one} / ${five} / ${fifteen} at the end`,
    `- **Routes**: ${run.routes}`,
    "",
    run.table,
    "",
    run.goals,
    ...(run.signIn.length ? ["", ...run.signIn] : []),
    "",
  ].join("\n");
}

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** All main-thread work (Lighthouse's "Minimize main-thread work"), and its script evaluation. */
  mainThreadMs: number;
  scriptMs: number;
  /** Lighthouse's measure of this machine's speed during the run. */
  benchmarkIndex: number;
}

const reference: Plugin = {
  name: "foundation:audit-reference",
  enforce: "pre",
  configurePreviewServer: (server) =>
    void server.middlewares.use((req, res, next) => {
      if (req.url !== REFERENCE_PATH) return next();
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(referencePage());
    }),
};

async function audit(url: string, port: number, cpu: number): Promise<Figures> {
  // Lighthouse's mobile defaults (simulated slow 4G, 4× CPU) with only the CPU slowdown changed.
  const throttling = { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: cpu };
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance", "accessibility"],
    logLevel: "error",
    throttling,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const name = `${new URL(url).pathname.replace(/^\/|\/$/g, "").replace(/[/.]/g, "_") || "home"}-cpu${cpu}`;
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbtMs: value("total-blocking-time"),
    fcpMs: value("first-contentful-paint"),
    mainThreadMs: value("mainthread-work-breakdown"),
    scriptMs: value("bootup-time"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url: string, port: number, cpu: number): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) all.push(await audit(url, port, cpu));
  const pick = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  const keys = Object.keys(all[0]) as Array<keyof Figures>;
  return Object.fromEntries(keys.map((key) => [key, pick(key)])) as unknown as Figures;
}

/** Every URL the build's sitemap lists, as paths on this server. */
function sitemapPaths(): string[] {
  const xml = readFileSync(join(outDir, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

mkdirSync(reportDir, { recursive: true });
const backend = await startBackend({ dataDir: null, apiPort: 0, quiet: true });
if (extraArticles > 0) await seedArticles(backend, extraArticles);
let chrome: chromeLauncher.LaunchedChrome | undefined;
let server: Awaited<ReturnType<typeof preview>> | undefined;
try {
  pointBuildAt(backend);
  await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
  server = await preview({
    plugins: [siteOnly(), reference],
    build: { outDir },
    preview: { port: 0, host: "127.0.0.1" },
  });
  const origin = server.resolvedUrls!.local[0].replace(/\/$/, "");
  // A path given on the command line selects itself and the routes under it ("/" the home page
  // only); ending in "$", itself only.
  const under = (route: string, path: string) =>
    path.endsWith("$") ? route === path.slice(0, -1) : route === path || (path !== "/" && route.startsWith(`${path}/`));
  // The admin's login route is not in the sitemap; it has the same goals (docs/architecture.md#performance).
  const listed = [...sitemapPaths(), "/admin"];
  // With many articles, the pages that grow with them: the list, its second page, one article.
  const firstArticle = listed.find((route) => /^\/notice\/(?!page\/)[^/]+$/.test(route));
  const selected =
    only.length || !extraArticles
      ? only
      : ["/notice$", "/notice/page/2$", ...(firstArticle ? [`${firstArticle}$`] : [])];
  const routes = listed.filter((route) => selected.length === 0 || selected.some((path) => under(route, path)));

  const chromePath = execFileSync(process.execPath, ["tests/e2e/find-chromium.mjs"]).toString().trim();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  console.log(
    `Lighthouse ${runs === 1 ? "once" : `${runs} times (medians)`} per page, mobile defaults, ${routes.length} routes\n`,
  );

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const tables: string[] = [];
  const measured: Array<{
    cpu: number;
    reference: { before: Figures; after: Figures };
    rows: Array<{ route: string } & Figures>;
  }> = [];
  for (const cpu of cpuSlowdowns) {
    // The reference first and last: the machine's load may change during the run; the ratio uses both.
    const before = await measure(origin + REFERENCE_PATH, chrome.port, cpu);
    const rows: Array<{ route: string } & Figures> = [];
    for (const route of routes) rows.push({ route, ...(await measure(origin + route, chrome.port, cpu)) });
    const after = await measure(origin + REFERENCE_PATH, chrome.port, cpu);
    measured.push({ cpu, reference: { before, after }, rows });
    const referenceLcp = (before.lcpMs + after.lcpMs) / 2;
    const benchmark = [before, ...rows, after].map((figures) => figures.benchmarkIndex);
    const table = [
      `CPU slowdown ${cpu}× · Lighthouse benchmark index ${Math.round(Math.min(...benchmark))}–${Math.round(Math.max(...benchmark))}`,
      "",
      "| route | perf | a11y | LCP | LCP ÷ ref | CLS | TBT | main thread | scripts | goals |",
      "|---|---|---|---|---|---|---|---|---|---|",
      `| static reference page | ${before.performance}/${after.performance} | ${before.accessibility} | ${(before.lcpMs / 1000).toFixed(2)}/${seconds(after.lcpMs)} | 1 | ${before.cls.toFixed(3)} | ${Math.round(before.tbtMs)} ms | ${seconds(before.mainThreadMs)} | ${seconds(before.scriptMs)} | |`,
      ...rows.map((row) => {
        const ratio = row.lcpMs / referenceLcp;
        const misses = [
          row.performance < GOALS.performance && "perf",
          row.accessibility < GOALS.accessibility && "a11y",
          ratio > GOALS.lcpRatio && "LCP",
          row.cls > GOALS.cls && "CLS",
          row.tbtMs > GOALS.tbtMs && "TBT",
          row.mainThreadMs > GOALS.mainThreadMs && "main thread",
        ].filter(Boolean);
        const verdict = misses.length ? `misses ${misses.join(", ")}` : "met";
        return `| ${row.route} | ${row.performance} | ${row.accessibility} | ${seconds(row.lcpMs)} | ${ratio.toFixed(2)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms | ${seconds(row.mainThreadMs)} | ${seconds(row.scriptMs)} | ${verdict} |`;
      }),
    ].join("\n");
    console.log(`${table}\n`);
    tables.push(table);
  }
  const table = tables.join("\n\n");
  const fonts = devanagariFonts();
  const fontNote = routes.some((route) => route === "/hi" || route.startsWith("/hi/")) ? devanagariFontNote(fonts) : "";
  const goals =
    `Goals, at each CPU slowdown: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, LCP ≤ ${GOALS.lcpRatio} × the reference's, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms, main-thread work ≤ ${GOALS.mainThreadMs / 1000} s.` +
    (fontNote ? `\n${fontNote}` : "");
  console.log(`\n${goals}`);
  // After signing in: the dashboard within SIGN_IN_GOAL_MS (scripts/audit/adminSignIn.ts says how).
  let signIn: Record<string, { afterTypingMs: number; atOnceMs: number }> | undefined;
  const signInLines: string[] = [];
  if (routes.includes("/admin")) {
    const account = { email: backend.adminEmail, password: backend.adminPassword };
    signIn = {};
    signInLines.push("/admin, 'Sign in' to a usable dashboard (CPU 4×; scripts/audit/adminSignIn.ts):");
    console.log(`\n${signInLines[0]}`);
    for (const network of ["nominal", "applied"] as const) {
      const afterTypingMs = await measureSignIn(origin, chromePath, account, 3000, network);
      const atOnceMs = await measureSignIn(origin, chromePath, account, 0, network);
      signIn[network] = { afterTypingMs, atOnceMs };
      const { latency } = NETWORKS[network];
      const verdict = afterTypingMs <= SIGN_IN_GOAL_MS ? "met" : "missed";
      const line =
        `${network} network (${latency} ms RTT): ${afterTypingMs} ms after 3 s of typing ` +
        `(goal ≤ ${SIGN_IN_GOAL_MS} ms: ${verdict}), ${atOnceMs} ms when pressed at once`;
      signInLines.push(`- ${line}`);
      console.log(`  ${line}`);
    }
  }
  const report = join(reportDir, "summary.json");
  writeFileSync(report, JSON.stringify({ runs, measured, signIn, devanagariFonts: fonts }, null, 2));
  console.log(`Figures saved in ${report}, each page's Lighthouse report beside it`);
  if (only.length === 0 && !extraArticles) {
    writeFileSync(LAST_AUDIT, lastAudit({ startedAt, routes: routes.length, table, goals, signIn: signInLines }));
    console.log(`The report the README links, ${LAST_AUDIT}, rewritten`);
  }
} finally {
  await chrome?.kill();
  server?.httpServer.close();
  await backend.stop();
  rmSync(outDir, { recursive: true, force: true });
}
