import { rest, selectFrom, type Selected } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

// The public reads of events (docs/product.md#events). The database decides what a visitor sees:
// active, published events whose publish time has come (the read policies of 20261125007000 and
// 20261125010000); nothing here filters by status.

const columns =
  "id, slug, title, summary, description, starts_at, ends_at, place_name, place_address, online_url, image_url, image_small_url, image_width, image_height, image_alt, registration_mode, registration_url, capacity, cancelled, updated_at";
/** What the public pages and calendar files read of an event: the column list is the type's one source. */
export type PublicEvent = Selected<"events", typeof columns>;

/** Past events on each page of the archive. */
export const PAST_EVENTS_PAGE_SIZE = 12;

/** The active events that have not ended, soonest first (the policies show visitors active rows only). */
export async function fetchUpcomingEvents(now = new Date()): Promise<PublicEvent[]> {
  return rowsOrThrow(
    await selectFrom("events", columns)
      .eq("is_active", true)
      .gte("ends_at", now.toISOString())
      .order("starts_at", { ascending: true })
      .order("slug", { ascending: true }),
  );
}

export type PastEventsPage = { events: PublicEvent[]; total: number };

/** One page of the archive (latest first) and how many past events there are: one request. */
export async function fetchPastEventsPage(page: number, now = new Date()): Promise<PastEventsPage> {
  const from = (page - 1) * PAST_EVENTS_PAGE_SIZE;
  const { data, error, count } = await rest
    .from("events")
    .select(columns, { count: "exact" })
    .eq("is_active", true)
    .lt("ends_at", now.toISOString())
    .order("starts_at", { ascending: false })
    .order("slug", { ascending: true })
    .range(from, from + PAST_EVENTS_PAGE_SIZE - 1);
  // PostgREST answers a page past the last one with 416 (PGRST103): that page has no events.
  if (error?.code === "PGRST103") return { events: [], total: 0 };
  return { events: rowsOrThrow({ data, error }), total: count ?? 0 };
}

/** One event by its address; null when there is none (or it is not shown). */
export async function fetchEvent(slug: string): Promise<PublicEvent | null> {
  const { data, error } = await selectFrom("events", columns).eq("slug", slug).eq("is_active", true).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** For the build: every event shown, latest first, in requests of PostgREST's 1000 rows at most. */
export async function fetchAllEvents(): Promise<PublicEvent[]> {
  const batch = 1000;
  const all: PublicEvent[] = [];
  for (;;) {
    const rows = rowsOrThrow(
      await rest
        .from("events")
        .select(columns)
        .eq("is_active", true)
        .order("starts_at", { ascending: false })
        .order("slug", { ascending: true })
        .range(all.length, all.length + batch - 1),
    );
    all.push(...rows);
    if (rows.length < batch) return all;
  }
}
