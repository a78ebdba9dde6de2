import { useCallback } from "react";
import { useParams } from "react-router";
import { Anchor, Container, Text, Title } from "@mantine/core";
import { Link } from "../i18n/links";
import { useTexts } from "../i18n/LanguageContext";
import NotFoundPage from "../notFound/NotFoundPage";
import { PageLinks } from "../news/PageLinks";
import { paths, pastEventsPath } from "../paths";
import { LoadingState } from "../shared/LoadingState";
import { PageIntro } from "../shared/PageIntro";
import { usePublishedRead } from "../shared/usePublishedRead";
import { usePageHead } from "../shared/usePageHead";
import { EventGrid } from "./EventsPage";
import { eventsTexts } from "./eventsTexts";
import { loadPastEvents, pastEventsKey, pastEventsPageCount } from "./loadEventsData";

/** The page number of /events/past/page/<n>: 1 for /events/past, null for anything else (as the news list's). */
function listPageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(param) && param !== "1" ? Number(param) : null;
}

/**
 * /events/past and /events/past/page/<n>: the events that have taken place, latest first, 12 a
 * page (docs/product.md#events). A page past the last one is the 404 page.
 */
export default function PastEventsPage() {
  const page = listPageNumber(useParams().page);
  if (page === null) return <NotFoundPage />;
  return <PastEvents key={page} page={page} />;
}

function PastEvents({ page }: { page: number }) {
  const texts = useTexts(eventsTexts);
  const load = useCallback(() => loadPastEvents(page), [page]);
  const state = usePublishedRead(pastEventsKey(page), load);
  const numbered = (text: string) => text.replace("{page}", String(page));
  const title = page === 1 ? texts.pastTitle : numbered(texts.pastPageTitle);
  usePageHead({ title, description: page === 1 ? texts.pastDescription : numbered(texts.pastPageDescription) });
  if (page > 1 && state.status === "ready" && state.data.events.length === 0) return <NotFoundPage />;
  return (
    <div>
      <PageIntro title={title}>{texts.pastIntro}</PageIntro>
      <Container size="lg" pb={48}>
        <Anchor component={Link} to={paths.events} weight={600} color="brand.8">
          ← {texts.backToEvents}
        </Anchor>
        <section aria-labelledby="past-heading">
          <Title order={2} id="past-heading" className="visually-hidden">
            {title}
          </Title>
          {state.status === "loading" && <LoadingState label={texts.loading} />}
          {state.status === "error" && (
            <Text role="alert" align="center" color="red.9" py="xl">
              {texts.error}
            </Text>
          )}
          {state.status === "ready" && (
            <div style={{ marginTop: 24 }}>
              {state.data.events.length === 0 ? (
                <Text color="gray.8">{texts.noPast}</Text>
              ) : (
                <EventGrid events={state.data.events} />
              )}
              <PageLinks
                page={page}
                pages={pastEventsPageCount(state.data.total)}
                pathOf={pastEventsPath}
                texts={texts}
              />
            </div>
          )}
        </section>
      </Container>
    </div>
  );
}
