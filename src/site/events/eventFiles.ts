// The build's only: ical-generator never reaches the browser (src/entry-server.tsx imports this).
import { eventIcsPath, eventsFeedPath, type PublicEvent } from "./eventCalendar";
import { eventIcs, eventsFeed } from "./eventIcs";

/** The calendar files the build writes beside the pages: the feed and each upcoming event's. */
export function eventCalendarFiles(events: readonly PublicEvent[], origin: string): { file: string; text: string }[] {
  return [
    { file: eventsFeedPath.slice(1), text: eventsFeed(events, origin, "Events") },
    ...events.map((event) => ({ file: eventIcsPath(event.slug).slice(1), text: eventIcs(event, origin) })),
  ];
}
