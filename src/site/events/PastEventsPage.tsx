import { Anchor, Text, Title } from "@mantine/core";
import { Link } from "../i18n/links";
import { useTexts } from "../i18n/LanguageContext";
import { PageLinks } from "../news/PageLinks";
import { paths, pastEventsPath } from "../paths";
import { LoadedContent } from "../shared/LoadingState";
import { pagedHead, PagedListPage } from "../shared/PagedList";
import { EventGrid } from "./EventsPage";
import { eventsTexts } from "./eventsTexts";
import { pastEventsPageCount, pastEventsRead } from "./loadEventsData";

/**
 * /events/past and /events/past/page/<n>: the events that have taken place, latest first, 12 a
 * page (docs/product.md#events). A page past the last one is the 404 page.
 */
export default function PastEventsPage() {
  const texts = useTexts(eventsTexts);
  const titles = {
    title: texts.pastTitle,
    description: texts.pastDescription,
    pageTitle: texts.pastPageTitle,
    pageDescription: texts.pastPageDescription,
  };
  return (
    <PagedListPage read={pastEventsRead} titles={titles} intro={texts.pastIntro}>
      {(page, state) => (
        <>
          <Anchor component={Link} to={paths.events} weight={600} color="brand.8">
            ← {texts.backToEvents}
          </Anchor>
          <section aria-labelledby="past-heading">
            <Title order={2} id="past-heading" className="visually-hidden">
              {pagedHead(page, titles).title}
            </Title>
            <LoadedContent state={state} loading={texts.loading} error={texts.error}>
              {({ events, total }) => (
                <div style={{ marginTop: 24 }}>
                  {events.length === 0 ? <Text color="gray.8">{texts.noPast}</Text> : <EventGrid events={events} />}
                  <PageLinks page={page} pages={pastEventsPageCount(total)} pathOf={pastEventsPath} texts={texts} />
                </div>
              )}
            </LoadedContent>
          </section>
        </>
      )}
    </PagedListPage>
  );
}
