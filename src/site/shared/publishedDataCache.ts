// The lists the public pages read, kept for the whole visit: seeded from the data the build
// rendered into the page, refreshed once from the API, then reused by every page that shows
// them, so moving between pages never fetches a list twice.

type Entry = { data: unknown; fresh: boolean };

const entries = new Map<string, Entry>();
let readDuringRender: Set<string> | null = null;

export function cachedData<T>(key: string): { data: T; fresh: boolean } | undefined {
  const entry = entries.get(key);
  if (entry) readDuringRender?.add(key);
  return entry as { data: T; fresh: boolean } | undefined;
}

/** Data from the API in this visit: newer than what the page arrived with. */
export function rememberFreshData(key: string, data: unknown) {
  entries.set(key, { data, fresh: true });
}

/** Data the page arrived with (rendered at build time): shown at once, refreshed after. */
export function seedPublishedData(data: Record<string, unknown>) {
  for (const [key, value] of Object.entries(data)) entries.set(key, { data: value, fresh: false });
}

/** Runs `render` and returns the content it read, so a page carries only its own data. */
export function collectDataReads<R>(render: () => R): { result: R; read: Record<string, unknown> } {
  readDuringRender = new Set();
  try {
    const result = render();
    const read = Object.fromEntries([...readDuringRender].map((key) => [key, entries.get(key)?.data]));
    return { result, read };
  } finally {
    readDuringRender = null;
  }
}

/** For tests: each starts with nothing loaded. */
export function forgetPublishedData() {
  entries.clear();
}
