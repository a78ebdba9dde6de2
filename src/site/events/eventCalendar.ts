import { shownLanguage } from "../../lib/translatable";
import type { PublicEvent } from "./eventsData";

export type { PublicEvent };

/** An event's address (docs/product.md#events): its slug, made by the database. */
export const eventPath = (slug: string) => `/events/${slug}`;
/** Its calendar file, written by the build beside the page. */
export const eventIcsPath = (slug: string) => `/events/${slug}.ics`;
/** The feed of every upcoming event, for a calendar app to subscribe to. */
export const eventsFeedPath = "/events.ics";

/** Where the event is, on one line: the place and its address, or the online link. */
export function eventLocation(event: Pick<PublicEvent, "place_name" | "place_address" | "online_url">): string {
  const place = [event.place_name, event.place_address].filter((part) => part && part.trim() !== "").join(", ");
  return place || event.online_url || "";
}

/** 20261205T043000Z: an instant in UTC, as Google Calendar and iCalendar read it (never a bare local time). */
export function utcStamp(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * "Add to Google Calendar": the times in UTC with their Z, so Google shows them right in India
 * (the common bug: local times sent without a zone, read as UTC, 5½ hours off); ctz shows the
 * event in India's zone.
 */
export function googleCalendarLink(event: PublicEvent, pageUrl: string): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.starts_at)}/${utcStamp(event.ends_at)}`,
    details: [event.summary, pageUrl].filter((part) => part.trim() !== "").join("\n\n"),
    location: eventLocation(event),
    ctz: "Asia/Kolkata",
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** schema.org Event for the page's JSON-LD (startDate and endDate with India's offset). */
export function eventJsonLd(event: PublicEvent, pageUrl: string, organizer: { name: string; url: string }) {
  const online = event.online_url !== null && !event.place_name;
  const mixed = event.online_url !== null && !!event.place_name;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.summary || event.description,
    // The language the page shows the event in: Hindi on /hi once staff wrote it (issue 39).
    inLanguage: shownLanguage(event),
    startDate: inIndiaIso(event.starts_at),
    endDate: inIndiaIso(event.ends_at),
    eventStatus: event.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : mixed
        ? "https://schema.org/MixedEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
    location: [
      ...(event.place_name
        ? [{ "@type": "Place", name: event.place_name, address: event.place_address || event.place_name }]
        : []),
      ...(event.online_url ? [{ "@type": "VirtualLocation", url: event.online_url }] : []),
    ],
    ...(event.image_url ? { image: [event.image_url] } : {}),
    organizer: { "@type": "Organization", name: organizer.name, url: organizer.url },
    url: pageUrl,
  };
}

/** 2026-12-05T10:00:00+05:30: an instant written in India's time, as search engines prefer. */
export function inIndiaIso(instant: string): string {
  const shifted = new Date(new Date(instant).getTime() + 330 * 60_000).toISOString().slice(0, 19);
  return `${shifted}+05:30`;
}
