import { Button, Paper, Text, Title } from "@mantine/core";
import { Link } from "../i18n/links";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { FallbackImage } from "../shared/FallbackImage";
import { arrivalImage, rowImage } from "../shared/responsiveImage";
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
    <Paper
      component="article"
      withBorder
      radius="md"
      shadow="xs"
      style={{ display: "flex", flexDirection: "column", height: "100%", overflow: "hidden" }}
    >
      <FallbackImage
        {...rowImage(event)}
        sizes="(max-width: 576px) 100vw, 360px"
        fallback={eventStockPhoto}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        {...(first ? arrivalImage : {})}
        style={{ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" }}
      />
      <div style={{ padding: 16, display: "flex", flexDirection: "column", flexGrow: 1 }}>
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
        <Title order={3} size="h4" color="brand.8" mt={4} lineClamp={2} lang={langOf(event.title)}>
          {event.title}
        </Title>
        <Text color="gray.8" size="sm" mt="xs" lineClamp={3} style={{ flexGrow: 1 }} lang={langOf(event.summary)}>
          {event.summary}
        </Text>
        <Button component={Link} to={eventPath(event.slug)} variant="light" mt="md" style={{ alignSelf: "flex-start" }}>
          {texts.details}
          <span className="visually-hidden" lang={langOf(event.title)}>
            : {event.title}
          </span>
        </Button>
      </div>
    </Paper>
  );
}
