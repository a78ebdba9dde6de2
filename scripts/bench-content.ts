// `npm run bench:content`: does the build grow with the number of articles, not with its square?
// For each size, a throw-away local backend with that many extra articles (about 2 KB each), a
// production build against it, and what it wrote: build time, dist/ size, the largest HTML file
// and the largest content file; then the ratio between the largest and the smallest size.
//   npm run bench:content                 100 and 1,000 articles
//   BENCH_ARTICLES=50,500 npm run bench:content
//   BENCH_HINDI=1 npm run bench:content   each size without and with its Hindi, and their ratio
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { startBackend } from "../supabase/local/backend";
import { stopOnSignal } from "../supabase/local/cli";
import { distStats, kilobytes, megabytes, type DistStats } from "./distStats";
import { seedArticles } from "./seedArticles";
import { benchContentSettings, environmentWith, settingsOrExit } from "./settings";

const { sizes, hindi } = settingsOrExit(() => benchContentSettings());
const outDir = `.data/bench-content-dist-${process.pid}`;

type Result = DistStats & { articles: number; wallMs: number; hindi: boolean };

/**
 * `vite build` in its own process, as `npm run build` runs it (each build imports its own server
 * entry afresh), and asynchronously: the backend it reads is served by this process.
 */
function viteBuild(env: Record<string, string>): Promise<void> {
  const child = spawn(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--outDir", outDir, "--emptyOutDir"],
    {
      env: environmentWith(env),
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

async function measure(articles: number, withHindi: boolean): Promise<Result> {
  const backend = await startBackend({ dataDir: null, apiPort: 0, quiet: true });
  stopOnSignal(async () => {
    rmSync(outDir, { recursive: true, force: true });
    await backend.stop();
  });
  try {
    await seedArticles(backend, articles, { hindi: withHindi });
    const started = performance.now();
    await viteBuild({ VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey });
    const wallMs = performance.now() - started;
    return { articles, wallMs, hindi: withHindi, ...distStats(outDir) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await backend.stop();
  }
}

const results: Result[] = [];
const withHindi: Result[] = [];
/** One build's line as it finishes. */
const report = (result: Result) =>
  console.log(
    `  build ${(result.wallMs / 1000).toFixed(1)} s, ${result.pages} HTML files, dist/ ${megabytes(result.bytes)}, ` +
      `largest HTML ${kilobytes(result.largestHtml.bytes)} (${result.largestHtml.file}), ` +
      `largest content file ${kilobytes(result.largestContent.bytes)}`,
  );
for (const articles of sizes) {
  console.log(`${articles} extra articles: seeding and building...`);
  const result = await measure(articles, false);
  results.push(result);
  report(result);
  if (hindi) {
    console.log(`${articles} extra articles with their Hindi: seeding and building...`);
    const hindiResult = await measure(articles, true);
    withHindi.push(hindiResult);
    report(hindiResult);
  }
}

console.log("\n| extra articles | build | HTML files | dist/ | largest HTML | largest content file |");
console.log("|---|---|---|---|---|---|");
for (const r of [...results, ...withHindi].sort((a, b) => a.articles - b.articles)) {
  console.log(
    `| ${r.articles}${r.hindi ? " with Hindi" : ""} | ${(r.wallMs / 1000).toFixed(1)} s | ${r.pages} | ${megabytes(r.bytes)} | ${kilobytes(r.largestHtml.bytes)} | ${kilobytes(r.largestContent.bytes)} |`,
  );
}
for (const [i, r] of withHindi.entries()) {
  const without = results[i];
  console.log(
    `\n${r.articles} articles with Hindi vs without: build time ${(r.wallMs / without.wallMs).toFixed(2)}x, ` +
      `dist/ size ${(r.bytes / without.bytes).toFixed(2)}x`,
  );
}
if (results.length > 1) {
  const [first, last] = [results[0], results.at(-1)!];
  const ratio = (key: "wallMs" | "bytes" | "pages") => (last[key] / first[key]).toFixed(2);
  console.log(
    `\n${last.articles} vs ${first.articles} articles (${(last.articles / first.articles).toFixed(0)}x): ` +
      `build time ${ratio("wallMs")}x, dist/ size ${ratio("bytes")}x, HTML files ${ratio("pages")}x`,
  );
}
