// `npm run bench:readers`: 50 anonymous readers for 20 s against a running local backend
// (`npm run backend` or `npm start`), each reading what the public pages read, one request
// after another. Prints the answers per second and p50/p95/p99 of the answer times.
// Loopback only: this is a load generator, and must never be pointed at a hosted project.
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/local/keys";
import { benchReadersSettings, settingsOrExit } from "./settings";

// BENCH_URL (loopback only), BENCH_READERS and BENCH_SECONDS, checked in scripts/settings.ts.
const { url, readers, seconds } = settingsOrExit(() => benchReadersSettings());

// The public pages' reads: lists in their order, and the active-only views.
const READS = [
  "/rest/v1/news_articles?select=id,title,source,date,image_url,excerpt&order=date.desc&limit=10",
  "/rest/v1/notices?select=*&order=priority.desc,created_at.desc",
  "/rest/v1/doctors?select=*&order=name",
  "/rest/v1/testimonials?select=*&order=created_at.desc",
  "/rest/v1/advisories?select=*&order=created_at.desc",
];
const headers = { apikey: LOCAL_PUBLISHABLE_KEY };

const times: number[] = [];
const failures = new Map<string, number>();
const deadline = Date.now() + seconds * 1000;

async function reader(offset: number) {
  for (let i = offset; Date.now() < deadline; i++) {
    const started = performance.now();
    try {
      const res = await fetch(new URL(READS[i % READS.length], url), { headers, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.ok) times.push(performance.now() - started);
      else failures.set(`HTTP ${res.status}`, (failures.get(`HTTP ${res.status}`) ?? 0) + 1);
    } catch (error) {
      const name = (error as Error).name;
      failures.set(name, (failures.get(name) ?? 0) + 1);
    }
  }
}

console.log(`${readers} anonymous readers for ${seconds} s against ${url.origin} ...`);
await Promise.all(Array.from({ length: readers }, (_, k) => reader(k)));
times.sort((a, b) => a - b);
const at = (q: number) =>
  times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0) : "-";
const failed = [...failures].map(([what, n]) => `${n} x ${what}`).join(", ") || "none";
console.log(`${times.length} answers (${(times.length / seconds).toFixed(0)}/s); failed: ${failed}`);
console.log(`p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
