import { useRef } from "react";
import { Anchor, createStyles, Group, Text, Title } from "@mantine/core";
import { PageSection } from "../shared/PageSection";
import { localizedPath } from "../i18n/language";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { ExternalLinkButton } from "../shared/ExternalLinkButton";
import { RowImage } from "../shared/FallbackImage";
import { ItemPage } from "../shared/ItemPage";
import { usePageHead } from "../shared/usePageHead";
import { siteOrigin } from "../siteOrigin";
import { eventIcsPath, eventPath, googleCalendarLink, type PublicEvent } from "./eventCalendar";
import { EventTime } from "./EventCard";
import { eventHead } from "./eventHead";
import { EventRegistrationForm } from "./EventRegistrationForm";
import { eventStockPhoto, eventsTexts } from "./eventsTexts";
import { eventRead, hasEnded } from "./loadEventsData";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";
import { ReadAloud } from "../readAloud/ReadAloud";

/**
 * /events/<slug>: one event (docs/product.md#events): when and where, the picture, the whole text,
 * the calendar links and, while it is to come, its registration. One published after the build is
 * fetched by the browser (the host answers 404.html, which renders afresh); an unknown slug is
 * the 404 page.
 */
export default function EventPage() {
  const texts = useTexts(eventsTexts);
  return (
    <ItemPage
      read={eventRead}
      back={
        <Anchor component={Link} to={paths.events} weight={600} color="brand.8">
          ← {texts.backToEvents}
        </Anchor>
      }
      listHead={texts}
      loading={texts.eventLoading}
      error={texts.error}
    >
      {(event) => event && <EventBody event={event} />}
    </ItemPage>
  );
}

const useStyles = createStyles((theme) => ({
  facts: { display: "grid", gridTemplateColumns: "auto 1fr", gap: "4px 16px", margin: `${theme.spacing.md}px 0 0` },
  term: { fontWeight: 700, color: theme.colors.gray[9] },
  fact: { margin: 0, color: theme.colors.gray[9] },
  content: {
    color: theme.colors.gray[9],
    fontSize: theme.fontSizes.lg,
    whiteSpace: "pre-line",
    marginTop: theme.spacing.lg,
  },
}));

function EventBody({ event }: { event: PublicEvent }) {
  const texts = useTexts(eventsTexts);
  const language = useLanguage();
  const langOf = useContentLang();
  const { classes } = useStyles();
  const text = useRef<HTMLParagraphElement>(null);
  usePageHead(eventHead(event, siteOrigin));
  const ended = hasEnded(event);
  // Registration closes when the event begins (private.accept_event_registration says so too).
  const started = new Date(event.starts_at).getTime() <= Date.now();
  const place = [event.place_name, event.place_address].filter((part) => part && part.trim() !== "");
  return (
    <article aria-labelledby="page-title">
      <Title order={1} id="page-title" color="brand.8" mt="lg" lang={langOf(event.title)}>
        {event.title}
      </Title>
      <InEnglishSoFar row={event} mt="xs" />
      {event.cancelled && (
        <Text role="note" weight={700} color="red.9" mt="sm">
          {texts.cancelledNotice}
        </Text>
      )}
      <dl className={classes.facts}>
        <dt className={classes.term}>{texts.when}</dt>
        <dd className={classes.fact}>
          <EventTime event={event} />
        </dd>
        <dt className={classes.term}>{texts.where}</dt>
        <dd className={classes.fact}>
          {place.map((part, i) => (
            <span key={i} lang={langOf(part)} style={{ display: "block" }}>
              {part}
            </span>
          ))}
          {event.online_url && (
            <Anchor href={event.online_url} target="_blank" rel="noopener noreferrer" color="brand.8">
              {texts.onlineLink}
            </Anchor>
          )}
        </dd>
      </dl>
      {event.description && <ReadAloud item={{ kind: "events", id: event.id }} target={text} />}
      {event.summary && (
        <Text size="lg" color="gray.9" mt="md" weight={600} lang={langOf(event.summary)}>
          {event.summary}
        </Text>
      )}
      {event.image_url && (
        <RowImage
          row={event}
          first
          sizes="(max-width: 800px) 100vw, 800px"
          fallback={eventStockPhoto}
          alt={event.image_alt ?? ""}
          lang={event.image_alt ? langOf(event.image_alt) : undefined}
          width={event.image_width ?? 640}
          height={event.image_height ?? 360}
          style={{ display: "block", width: "100%", height: "auto", borderRadius: 8, marginTop: 16 }}
        />
      )}
      {event.description && (
        <p ref={text} className={classes.content} lang={langOf(event.description)}>
          {event.description}
        </p>
      )}
      {ended ? (
        <Text color="gray.8" mt="lg" weight={600}>
          {texts.ended}
        </Text>
      ) : (
        <>
          <PageSection
            headingId="calendar-heading"
            heading={texts.addToCalendar}
            headingProps={{ size: "h3", mt: "xl", mb: "sm" }}
          >
            <Group spacing="lg">
              <Anchor
                href={localizedPath(eventIcsPath(event.slug), language)}
                download={`${event.slug}.ics`}
                weight={600}
                color="brand.8"
              >
                {texts.icsLink}
              </Anchor>
              <Anchor
                href={googleCalendarLink(
                  event,
                  new URL(localizedPath(eventPath(event.slug), language), siteOrigin).href,
                )}
                target="_blank"
                rel="noopener noreferrer"
                weight={600}
                color="brand.8"
              >
                {texts.googleLink}
              </Anchor>
            </Group>
          </PageSection>
          {!event.cancelled && !started && event.registration_mode !== "none" && (
            <PageSection
              headingId="register-heading"
              heading={texts.registerHeading}
              headingProps={{ size: "h3", mt: "xl", mb: "sm" }}
            >
              {event.registration_mode === "form" && <EventRegistrationForm eventId={event.id} />}
              {event.registration_mode === "link" && event.registration_url && (
                <ExternalLinkButton href={event.registration_url}>{texts.registerLink}</ExternalLinkButton>
              )}
            </PageSection>
          )}
        </>
      )}
    </article>
  );
}
