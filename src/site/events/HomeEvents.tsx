import { Anchor, Container, Group, Title } from "@mantine/core";
import { usePublishedData } from "../publishedData";
import { Link } from "../i18n/links";
import { useTexts } from "../i18n/LanguageContext";
import { paths } from "../paths";
import { EventGrid } from "./EventsPage";
import { eventsTexts } from "./eventsTexts";

/** How many upcoming events the home page shows. */
const HOME_EVENTS = 3;

/**
 * The home page's 'Upcoming events' (docs/product.md#home): the next three events, or nothing at
 * all when there are none (or they could not be loaded). Its own chunk, rendered after the page
 * has hydrated (src/site/home/UpcomingEventsSection.tsx): none of it is in the home page's HTML.
 */
export default function HomeEvents() {
  const state = usePublishedData("events");
  const texts = useTexts(eventsTexts);
  if (state.status !== "ready" || state.data.length === 0) return null;
  return (
    <section aria-labelledby="home-events-title">
      <Container size="lg" py={48}>
        <Title order={2} id="home-events-title" align="center" mb="xl">
          {texts.homeHeading}
        </Title>
        <EventGrid events={state.data.slice(0, HOME_EVENTS)} />
        <Group position="center" mt="xl">
          <Anchor component={Link} to={paths.events} weight={600} color="brand.8">
            {texts.homeAll} →
          </Anchor>
        </Group>
      </Container>
    </section>
  );
}
