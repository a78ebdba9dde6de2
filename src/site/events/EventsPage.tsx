import { Anchor, Group, Text } from "@mantine/core";
import { PageSection } from "../shared/PageSection";
import { CardGrid } from "../shared/CardGrid";
import { usePublishedData } from "../publishedData";
import { Link } from "../i18n/links";
import { localizedPath } from "../i18n/language";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { paths, pastEventsPath } from "../paths";
import { LoadedContent } from "../shared/LoadingState";
import { PageFrame } from "../shared/PageFrame";
import { eventsFeedPath, type PublicEvent } from "./eventCalendar";
import { EventCard } from "./EventCard";
import { eventsTexts } from "./eventsTexts";

/** The cards of a list of events: three across, two on a tablet, one on a phone. */
export function EventGrid({ events }: { events: readonly PublicEvent[] }) {
  return (
    <CardGrid cols={3} phone="sm">
      {events.map((event, index) => (
        <EventCard key={event.id} event={event} first={index === 0} />
      ))}
    </CardGrid>
  );
}

/**
 * /events: the upcoming events, soonest first (docs/product.md#events), the calendar feed to
 * subscribe to, and the ways to the archive and to the news.
 */
export default function EventsPage() {
  const texts = useTexts(eventsTexts);
  const language = useLanguage();
  const state = usePublishedData("events");
  return (
    <PageFrame title={texts.title} description={texts.description} intro={texts.intro}>
      <PageSection headingId="upcoming-heading" heading={texts.upcomingHeading} headingProps={{ size: "h3", mb: "md" }}>
        <LoadedContent state={state} loading={texts.loading} error={texts.error}>
          {(events) =>
            events.length === 0 ? <Text color="gray.8">{texts.noUpcoming}</Text> : <EventGrid events={events} />
          }
        </LoadedContent>
      </PageSection>
      <Group spacing="xl" mt="xl">
        <Anchor component={Link} to={pastEventsPath(1)} weight={600} color="brand.8">
          {texts.pastLink} →
        </Anchor>
        <Anchor href={localizedPath(eventsFeedPath, language)} weight={600} color="brand.8">
          {texts.feedLink} (.ics)
        </Anchor>
        <Anchor component={Link} to={paths.news} weight={600} color="brand.8">
          {texts.newsLink} →
        </Anchor>
      </Group>
    </PageFrame>
  );
}
