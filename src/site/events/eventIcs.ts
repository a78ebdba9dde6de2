// The calendar files the build writes (docs/product.md#events): one per event beside its page,
// and one feed of every upcoming event. ical-generator writes RFC 5545: text escaped, lines
// folded at 75 octets, CRLF line ends. Times are UTC instants (DTSTART:...Z), which every
// calendar app shows in its own zone: a phone in India shows the time in IST.
import ical, { ICalEventStatus, escape } from "ical-generator";
import { inLanguage } from "../../lib/translatable";
import { localizedPath, type Language } from "../i18n/language";
import { eventIcsPath, eventLocation, eventPath, type PublicEvent } from "./eventCalendar";

const PRODUCT = { company: "Foundation website", product: "Events", language: "EN" } as const;

function addEvent(calendar: ReturnType<typeof ical>, event: PublicEvent, origin: string, language: Language) {
  const url = `${origin}${localizedPath(eventPath(event.slug), language)}`;
  calendar.createEvent({
    // Stable across builds, so a calendar updates the event instead of adding it twice.
    id: `${event.id}@${new URL(origin).host}`,
    stamp: new Date(event.updated_at),
    start: new Date(event.starts_at),
    end: new Date(event.ends_at),
    summary: event.title,
    description: [event.summary, event.description, url].filter((part) => part && part.trim() !== "").join("\n\n"),
    location: eventLocation(event) || null,
    url,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/**
 * The calendar's name (NAME, X-WR-CALNAME) is text like SUMMARY, but ical-generator writes it
 * as given: a title with a line break would start a VEVENT of its own. Escaped here; the output
 * is folded by ical-generator as a whole.
 */
const calendarName = (name: string) => escape(name, false);

/** RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off. */
const withLastLineEnd = (text: string) => (text.endsWith("\r\n") ? text : `${text}\r\n`);

/**
 * One event's .ics file, its texts and address in `language` (the Hindi files under /hi carry the
 * Hindi staff wrote, else the English: src/lib/translatable.ts).
 */
export function eventIcs(event: PublicEvent, origin: string, language: Language = "en"): string {
  const shown = inLanguage(event, language);
  const calendar = ical({ prodId: PRODUCT, name: calendarName(shown.title) });
  addEvent(calendar, shown, origin, language);
  return withLastLineEnd(calendar.toString());
}

/** The feed: every upcoming event, soonest first, in `language` as `eventIcs`. */
export function eventsFeed(
  events: readonly PublicEvent[],
  origin: string,
  name: string,
  language: Language = "en",
): string {
  const url = `${origin}${localizedPath("/events", language)}`;
  const calendar = ical({ prodId: PRODUCT, name: calendarName(name), url, ttl: 60 * 60 * 6 });
  for (const event of [...events].sort((a, b) => a.starts_at.localeCompare(b.starts_at)))
    addEvent(calendar, inLanguage(event, language), origin, language);
  return withLastLineEnd(calendar.toString());
}

export { eventIcsPath };
