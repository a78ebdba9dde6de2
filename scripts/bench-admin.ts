// `npm run bench:admin`: does an admin list stay as fast at 10,000 rows as at 100?
// A fresh in-memory backend; the testimonials table filled by the service role; then page 1 and a
// search through the admin's own data provider, signed in as staff, exactly as the screen asks.
import type { SupabaseClient } from "@supabase/supabase-js";
import { buildSearchFilters } from "../src/admin/crud/searchFilter";
import { listSorters, PAGE_SIZE } from "../src/admin/crud/listQuery";
import { createDataProvider } from "../src/admin/providers/data";
import { testimonialsResource } from "../src/admin/resources/testimonials";
import type { Database, InsertRow } from "../src/lib/database.types";
import postgres from "postgres";
import { startBackend } from "../supabase/local/backend";
import { openDatabase } from "../supabase/local/database";
import { nodeClient } from "../supabase/local/nodeClient";

const BATCH = 1000;
const RUNS = 11;
// A broad term (5% of rows match) and a narrow one (a single person), as staff would type them.
const BROAD = "volunteer 4";
const NARROW = "person 4242";

function row(i: number): InsertRow<"testimonials"> {
  const roles = ["Parent", "Teacher", "Volunteer", "Therapist"];
  return {
    name: `Bench Person ${i}`,
    position: `${roles[i % roles.length]} ${i % 10}`,
    company: "Prayagraj",
    review: `Review number ${i}.`,
  };
}

async function fillTo(service: SupabaseClient<Database>, from: number, to: number) {
  for (let start = from; start < to; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, to - start) }, (_, k) => row(start + k));
    const { error } = await service.from("testimonials").insert(rows);
    if (error) throw new Error(`insert failed: ${error.message}`);
  }
}

type Timing = { median: number; fastest: number };

/** The median, and the fastest run: on a shared machine the fastest is the one least disturbed. */
async function time(label: string, run: () => Promise<unknown>): Promise<Timing> {
  await run(); // warm-up: connection, plan cache
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = times[Math.floor(times.length / 2)];
  console.log(
    `  ${label.padEnd(26)} median ${middle.toFixed(1)} ms  (of ${RUNS}: ${times.map((t) => t.toFixed(0)).join(", ")})`,
  );
  return { median: middle, fastest: times[0] };
}

// Our own throw-away database, so that after a bulk fill the bench can do what autovacuum does
// within a minute of it on any real database: ANALYZE, so the planner knows the table's size.
const database = await openDatabase({ dataDir: null, log: () => {} });
const superuser = postgres(database.url, { max: 1, onnotice: () => {} });
const backend = await startBackend({ dataDir: null, databaseUrl: database.url, apiPort: 0, quiet: true });
try {
  const service = nodeClient(backend.url, backend.secretKey);
  const staff = nodeClient(backend.url, backend.publishableKey);
  const { error: signInError } = await staff.auth.signInWithPassword({
    email: backend.adminEmail,
    password: backend.adminPassword,
  });
  if (signInError) throw new Error(`staff sign-in failed: ${signInError.message}`);
  const provider = createDataProvider(staff);
  const base = {
    resource: testimonialsResource.table,
    pagination: { currentPage: 1, pageSize: PAGE_SIZE, mode: "server" as const },
  };
  const sorters = listSorters(testimonialsResource);
  const list = () => provider.getList({ ...base, sorters, filters: [] });
  const search = (term: string) => () =>
    provider.getList({ ...base, sorters, filters: buildSearchFilters(testimonialsResource.searchFields, term) });

  const { error: clearError } = await service.from("testimonials").delete().not("id", "is", null);
  if (clearError) throw new Error(`clear failed: ${clearError.message}`);

  const results: Record<number, { list: Timing; broad: Timing; narrow: Timing }> = {};
  let filled = 0;
  for (const size of [100, 10_000]) {
    await fillTo(service, filled, size);
    await superuser`analyze public.testimonials`;
    filled = size;
    console.log(`testimonials: ${size} rows`);
    const [page, broad, narrow] = await Promise.all([list(), search(BROAD)(), search(NARROW)()]);
    console.log(
      `  total ${page.total}, page 1 holds ${page.data.length}; "${BROAD}" matches ${broad.total}, "${NARROW}" ${narrow.total}`,
    );
    results[size] = {
      list: await time("list, page 1", list),
      broad: await time(`search "${BROAD}"`, search(BROAD)),
      narrow: await time(`search "${NARROW}"`, search(NARROW)),
    };
  }
  for (const measure of ["median", "fastest"] as const) {
    const ratio = (key: "list" | "broad" | "narrow") =>
      (results[10_000][key][measure] / results[100][key][measure]).toFixed(2);
    console.log(
      `${measure === "median" ? "\n" : ""}10,000 vs 100 rows (${measure}): list ${ratio("list")}x, broad search ${ratio("broad")}x, narrow search ${ratio("narrow")}x the time`,
    );
  }
} finally {
  await backend.stop();
  await superuser.end();
  await database.close();
}
