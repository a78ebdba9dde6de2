import { pastEventsPath } from "../paths";
import { pageCount, splitIntoPages, type ItemRead, type PagedRead } from "../shared/pagedReads";
import { eventPath, type PublicEvent } from "./eventCalendar";
import {
  fetchAllEvents,
  fetchEvent,
  fetchPastEventsPage,
  PAST_EVENTS_PAGE_SIZE,
  type PastEventsPage,
} from "./eventsData";

// The events' content, page by page (docs/architecture.md#adding-a-content-type): the upcoming
// list is the published data `events` (src/site/siteTypes.ts); each page of the archive and
// each event's own page is an entry of its own, so no page carries another page's data.

export const pastEventsKey = (page: number) => `events/past/${page}`;
export const eventKey = (slug: string) => `events/event/${slug}`;

/** How many pages of the archive `total` past events fill (one, empty, when there are none). */
export const pastEventsPageCount = (total: number) => pageCount(total, PAST_EVENTS_PAGE_SIZE);

/** The archive, page by page (/events/past): a later page with no events is past the last one. */
export const pastEventsRead: PagedRead<PastEventsPage> = {
  readKey: pastEventsKey,
  load: fetchPastEventsPage,
  isEmpty: (data) => data.events.length === 0,
};
/** An event's own page (/events/<slug>): a slug no published event has is the 404 page. */
export const eventRead: ItemRead<PublicEvent | null> = {
  readKey: eventKey,
  load: fetchEvent,
  isMissing: (event) => !event,
};

/** Whether the event has ended at `now`: the archive's, with no registration and no calendar file. */
export const hasEnded = (event: Pick<PublicEvent, "ends_at">, now = Date.now()) =>
  new Date(event.ends_at).getTime() < now;

/**
 * For the build: every page of the archive and every event's own page, by their keys and with
 * their addresses (the archive's first page is a route of its own), from one read of every event
 * shown (or an error, so a backend that cannot be reached is not baked in as an empty archive).
 */
export async function rowPagesForBuild(
  now = Date.now(),
): Promise<{ content: Record<string, unknown>; paths: string[] }> {
  const events = await fetchAllEvents();
  const past = events.filter((event) => hasEnded(event, now));
  const pages = splitIntoPages(past, PAST_EVENTS_PAGE_SIZE);
  const content: Record<string, unknown> = {};
  pages.forEach((rows, i) => {
    content[pastEventsKey(i + 1)] = { events: rows, total: past.length } satisfies PastEventsPage;
  });
  for (const event of events) content[eventKey(event.slug)] = event;
  const laterPages = pages.slice(1).map((_, i) => pastEventsPath(i + 2));
  return { content, paths: [...laterPages, ...events.map((event) => eventPath(event.slug))] };
}
