// The build's only: ical-generator never reaches the browser (src/entry-server.tsx imports this).
import { languages, localizedPath, type Localized } from "../i18n/language";
import { eventIcsPath, eventsFeedPath, type PublicEvent } from "./eventCalendar";
import { eventIcs, eventsFeed } from "./eventIcs";

/** The feed's name in each language. */
const feedNames: Localized<string> = { en: "Events", hi: "कार्यक्रम" };

/**
 * The calendar files the build writes beside the pages: the feed and each upcoming event's, in
 * English and under /hi in Hindi (`/hi/events.ics`, `/hi/events/<slug>.ics`).
 */
export function eventCalendarFiles(events: readonly PublicEvent[], origin: string): { file: string; text: string }[] {
  return languages.flatMap((language) => {
    const file = (path: string) => localizedPath(path, language).slice(1);
    return [
      { file: file(eventsFeedPath), text: eventsFeed(events, origin, feedNames[language], language) },
      ...events.map((event) => ({ file: file(eventIcsPath(event.slug)), text: eventIcs(event, origin, language) })),
    ];
  });
}
