import type postgres from "postgres";

/** One rule's count in one run (a row of public.retention_log). */
export interface RetentionCount {
  rule: string;
  table_name: string;
  removed: number;
}

export interface RetentionReport {
  counts: RetentionCount[];
  /** Objects of the `media` bucket removed because the rows that showed them were deleted. */
  filesRemoved: number;
}

/** The job runs at the backend's start and then every hour: the rules count in months and days. */
const DEFAULT_EVERY_MS = 60 * 60_000;
/** Object paths removed in one call to Storage. */
const REMOVAL_BATCH = 100;

/** Removes objects of the `media` bucket through Storage's API with the secret key, as the hosted job does. */
export function viaStorageApi(apiUrl: () => string, secretKey: string) {
  return async (paths: string[]): Promise<void> => {
    const response = await fetch(`${apiUrl()}/storage/v1/object/media`, {
      method: "DELETE",
      headers: { apikey: secretKey, "Content-Type": "application/json" },
      body: JSON.stringify({ prefixes: paths }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`Storage answered ${response.status}`);
  };
}

/**
 * One run of the retention job (docs/architecture.md#retention): public.apply_retention() deletes
 * the rows past every rule of private.retention_rules and logs each rule's count; then the files
 * of deleted photos (private.media_removals) go from Storage. A file is unqueued only once Storage
 * removed it, so a Storage that is down delays a removal but never loses it.
 */
export async function runRetention(
  sql: postgres.Sql,
  removeObjects: (paths: string[]) => Promise<void>,
): Promise<RetentionReport> {
  const counts = await sql<RetentionCount[]>`select rule, table_name, removed from public.apply_retention()`;
  let filesRemoved = 0;
  for (;;) {
    const removed = await sql.begin(async (tx) => {
      const rows = await tx<{ path: string }[]>`
        select path from private.media_removals order by queued_at, path limit ${REMOVAL_BATCH}
        for update skip locked`;
      if (rows.length === 0) return 0;
      const paths = rows.map((row) => row.path);
      await removeObjects(paths);
      await tx`delete from private.media_removals where path in ${tx(paths)}`;
      return paths.length;
    });
    filesRemoved += removed;
    if (removed < REMOVAL_BATCH) break;
  }
  return { counts: [...counts], filesRemoved };
}

/** What the log says about a run: counts per rule, never a row's content. */
export function describeRun(report: RetentionReport): string {
  const rules = report.counts.map((c) => `${c.rule}: ${c.removed}`).join("; ");
  return `retention: ${rules || "no rules"}; media files removed: ${report.filesRemoved}`;
}

/** The local backend's stand-in for the hosted pg_cron job: a run at start, then one every `everyMs`. */
export function startRetention(options: {
  sql: postgres.Sql;
  removeObjects: (paths: string[]) => Promise<void>;
  everyMs?: number;
  log: (line: string) => void;
}) {
  let stopped = false;
  let running: Promise<RetentionReport> | null = null;

  function run(): Promise<RetentionReport> {
    if (running) return running.then(() => run());
    running = runRetention(options.sql, options.removeObjects).finally(() => (running = null));
    return running;
  }

  function scheduled(): Promise<void> {
    if (stopped) return Promise.resolve();
    return run().then(
      (report) => {
        if (report.filesRemoved > 0 || report.counts.some((c) => c.removed > 0)) options.log(describeRun(report));
      },
      (error: Error) => {
        if (!stopped) options.log(`retention run failed: ${error.message}`);
      },
    );
  }

  const timer = setInterval(() => void scheduled(), options.everyMs ?? DEFAULT_EVERY_MS);

  return {
    /** The run at start: the backend waits for it, so nothing it deletes races what a caller does next. */
    first: scheduled(),
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
