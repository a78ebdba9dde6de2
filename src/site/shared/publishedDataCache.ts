// The lists the public pages read, kept for the whole visit: seeded from the data the build
// rendered into the page, refreshed once from the API, then reused by every page that shows
// them, so moving between pages never fetches a list twice.

type Entry = { data: unknown; fresh: boolean };

const entries = new Map<string, Entry>();
// Reads from the API under way: sections that show the same list (the home page's two
// slideshows read the photos) share one request.
const reading = new Map<string, Promise<unknown>>();
let readDuringRender: Set<string> | null = null;

export function cachedData<T>(key: string): { data: T; fresh: boolean } | undefined {
  const entry = entries.get(key);
  if (entry) readDuringRender?.add(key);
  return entry as { data: T; fresh: boolean } | undefined;
}

/**
 * The list from the API, asked once however many sections want it at the same moment, and kept
 * for the visit once it arrives (newer than what the page arrived with). A failed read is not
 * kept, so a later one asks again.
 */
export function readFresh<T>(key: string, load: () => Promise<T>): Promise<T> {
  let read = reading.get(key) as Promise<T> | undefined;
  if (!read) {
    read = load().then((data) => {
      entries.set(key, { data, fresh: true });
      return data;
    });
    const settled = () => void reading.delete(key);
    read.then(settled, settled);
    reading.set(key, read);
  }
  return read;
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
  reading.clear();
}
