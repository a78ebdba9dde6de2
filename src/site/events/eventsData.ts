import { rest, selectFrom, type Selected } from "../../lib/rest";
import { fetchEveryRow, fetchPage } from "../shared/pagedReads";
import { rowsOrThrow } from "../shared/rowsOrThrow";

// The public reads of events (docs/product.md#events). The database decides what a visitor sees:
// active, published events whose publish time has come (the read policies of the baseline
// migration's "Events"); nothing here filters by status.

const columns =
  "id, slug, title, title_hi, summary, summary_hi, description, description_hi, starts_at, ends_at, place_name, place_name_hi, place_address, place_address_hi, online_url, image_url, image_small_url, image_width, image_height, image_alt, image_alt_hi, registration_mode, registration_url, capacity, cancelled, updated_at";
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
  const archive = latestFirst(
    rest.from("events").select(columns, { count: "exact" }).eq("is_active", true).lt("ends_at", now.toISOString()),
  );
  const { rows, total } = await fetchPage(archive, page, PAST_EVENTS_PAGE_SIZE);
  return { events: rows, total };
}

/** One event by its address; null when there is none (or it is not shown). */
export async function fetchEvent(slug: string): Promise<PublicEvent | null> {
  const { data, error } = await selectFrom("events", columns).eq("slug", slug).eq("is_active", true).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** For the build: every event shown, latest first. */
export function fetchAllEvents(): Promise<PublicEvent[]> {
  return fetchEveryRow(() => latestFirst(rest.from("events").select(columns).eq("is_active", true)));
}

/** The archive's order: latest first, and events that start at once by slug (unique). */
function latestFirst<Q extends { order(column: string, options: { ascending: boolean }): Q }>(query: Q): Q {
  return query.order("starts_at", { ascending: false }).order("slug", { ascending: true });
}
