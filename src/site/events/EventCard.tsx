import { Text } from "@mantine/core";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { ListCard } from "../shared/ListCard";
import { eventLocation, eventPath, type PublicEvent } from "./eventCalendar";
import { formatEventTime } from "./eventDates";
import { eventStockPhoto, eventsTexts } from "./eventsTexts";

/** When, in India's time, as the site shows dates: 'December 5, 2026, 10:00 AM – 1:00 PM'. */
export function EventTime({ event }: { event: Pick<PublicEvent, "starts_at" | "ends_at"> }) {
  const language = useLanguage();
  return <time dateTime={event.starts_at}>{formatEventTime(event.starts_at, event.ends_at, language)}</time>;
}

// An event on a list (/events, the archive, the home page's block): its picture, when, where, the
// title and summary, and 'Details', a link to its own page. `first`: the card a phone shows on
// arrival, its picture fetched at once.
export function EventCard({ event, first = false }: { event: PublicEvent; first?: boolean }) {
  const texts = useTexts(eventsTexts);
  const langOf = useContentLang();
  const where = event.place_name || eventLocation(event);
  return (
    <ListCard
      row={event}
      fallback={eventStockPhoto}
      first={first}
      summary={event.summary}
      to={eventPath(event.slug)}
      linkText={texts.details}
    >
      <Text size="sm" weight={600} color="brand.8">
        <EventTime event={event} />
      </Text>
      {where && (
        <Text size="sm" color="gray.8" lang={event.place_name ? langOf(event.place_name) : undefined}>
          {event.place_name || texts.online}
        </Text>
      )}
      {event.cancelled && (
        <Text size="sm" weight={700} color="red.9">
          {texts.cancelled}
        </Text>
      )}
    </ListCard>
  );
}
