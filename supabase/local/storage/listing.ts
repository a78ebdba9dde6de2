import { errors } from "./errors";
import type { ObjectRow } from "./objects";

// POST /object/list-v2/{bucket}, as supabase/storage answers it (src/storage/object.ts
// listObjectsV2 over storage.search_v2 and list_objects_with_delimiter): one page of the objects
// below a prefix (with `with_delimiter`, the folders one level down instead of what is in them),
// sorted by name, created_at or updated_at, and a continuation cursor in Storage's own encoding
// (base64 of `l:<last name>`, `o:<order>`, `c:<column>`, `a:<last time>` lines), so a cursor from
// either server reads the same. The rows come from Postgres as the caller; the paging is done here.

type Column = "name" | "created_at" | "updated_at";

export interface ListV2Options {
  prefix: string;
  withDelimiter: boolean;
  limit: number;
  cursor?: string;
  sortBy?: { column?: Column; order?: "asc" | "desc" };
}

interface Entry {
  folder: boolean;
  name: string;
  row?: ObjectRow;
  /** What a folder sorts by when listed by time: its newest object's. */
  times: { created_at: number; updated_at: number };
}

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const CURSOR_PARTS: Record<string, keyof Cursor> = {
  l: "startAfter",
  o: "sortOrder",
  c: "sortColumn",
  a: "sortColumnAfter",
};

function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS)
    .filter(([, field]) => cursor[field])
    .map(([letter, field]) => `${letter}:${cursor[field]}`);
  return Buffer.from(lines.join("\n")).toString("base64");
}

function decodeCursor(text: string): Cursor {
  const cursor: Cursor = { startAfter: "", sortOrder: "asc" };
  for (const line of Buffer.from(text, "base64").toString().split("\n")) {
    const match = /^(\S):(.*)/.exec(line);
    if (!match || !(match[1] in CURSOR_PARTS)) throw errors.invalidParameter("continuation token");
    cursor[CURSOR_PARTS[match[1]]] = match[2];
  }
  return cursor;
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function listV2(rows: ObjectRow[], options: ListV2Options) {
  const limit = Math.min(Math.max(Math.floor(options.limit) || 1000, 1), 1000);
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const column: Column =
    (["created_at", "updated_at"] as const).find((c) => c === (cursor?.sortColumn ?? options.sortBy?.column)) ?? "name";
  const order = (cursor?.sortOrder ?? options.sortBy?.order) === "desc" ? "desc" : "asc";
  const { prefix } = options;
  // storage.search_v2's `levels`: the entry's own segment is the prefix's last one.
  const levels = prefix ? prefix.split("/").length : 1;
  const keyOf = (name: string) => name.split("/")[levels - 1] ?? "";

  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const times = { created_at: +new Date(row.created_at), updated_at: +new Date(row.updated_at) };
    const slash = row.name.indexOf("/", prefix.length);
    if (!options.withDelimiter || slash === -1) {
      entries.set(row.name, { folder: false, name: row.name, row, times });
      continue;
    }
    const name = row.name.slice(0, slash + 1);
    const folder = entries.get(name);
    if (!folder) entries.set(name, { folder: true, name, times });
    else {
      folder.times.created_at = Math.max(folder.times.created_at, times.created_at);
      folder.times.updated_at = Math.max(folder.times.updated_at, times.updated_at);
    }
  }

  const sign = order === "asc" ? 1 : -1;
  const compare = (a: { time: number; name: string }, b: { time: number; name: string }) =>
    sign * (column === "name" ? byteOrder(a.name, b.name) : a.time - b.time || byteOrder(a.name, b.name));
  const position = (entry: Entry) => ({ time: column === "name" ? 0 : entry.times[column], name: entry.name });
  let sorted = [...entries.values()].sort((a, b) => compare(position(a), position(b)));
  if (cursor) {
    const after = {
      time: cursor.sortColumnAfter ? Date.parse(cursor.sortColumnAfter) : 0,
      name: cursor.startAfter,
    };
    sorted = sorted.filter((entry) => compare(position(entry), after) > 0);
  }

  const page = sorted.slice(0, limit);
  const hasNext = sorted.length > limit;
  const last = page.at(-1);
  const folders = page
    .filter((entry) => entry.folder)
    .map((entry) => ({
      key: keyOf(entry.name),
      name: entry.name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    }));
  const objects = page
    .filter((entry) => !entry.folder)
    .map(({ row }) => {
      const { id, name, metadata, updated_at, created_at, last_accessed_at } = row!;
      const listed = { id, name, metadata, updated_at, created_at, last_accessed_at };
      return options.withDelimiter ? { key: keyOf(name), ...listed } : listed;
    });
  return {
    hasNext,
    nextCursor:
      hasNext && last
        ? encodeCursor({
            startAfter: last.name,
            sortOrder: cursor?.sortOrder ?? options.sortBy?.order,
            sortColumn: cursor?.sortColumn ?? options.sortBy?.column,
            sortColumnAfter: column === "name" ? undefined : new Date(last.times[column]).toISOString(),
          })
        : undefined,
    nextCursorKey: hasNext ? last?.name : undefined,
    folders,
    objects,
  };
}
