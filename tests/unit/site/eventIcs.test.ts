import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventJsonLd, googleCalendarLink, inIndiaIso } from "../../../src/site/events/eventCalendar";
import { eventIcs, eventsFeed } from "../../../src/site/events/eventIcs";
import { aPublicEvent } from "../../support/siteRows";

const ORIGIN = "https://example.org";

// Text with every character RFC 5545 makes special (, ; \ and line breaks) and Hindi, long enough
// that its lines must fold.
const event = aPublicEvent({
  slug: "parent-workshop-speech",
  title: "कार्यशाला: Speech, play; and \\ routines",
  summary: "अभिभावकों के लिए कार्यशाला, with tea; बच्चों के साथ आएँ",
  description:
    "Line one, with a comma\nLine two; with a semicolon\nतीसरी पंक्ति: हिंदी में लंबा पाठ जो पचहत्तर ऑक्टेट से आगे जाता है",
  place_name: "Centre hall, Civil Lines",
  place_address: "12 Civil Lines; Prayagraj 211001",
});

function vevents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

describe("an event's .ics file (RFC 5545)", () => {
  const text = eventIcs(event, ORIGIN);

  it("ends every line with CRLF and folds lines at 75 octets, never inside a character", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines.every((line) => !line.includes("\n") && !line.includes("\r"))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    // Unfolding (RFC 5545 3.1) gives back valid UTF-8: no character was cut in two.
    expect(text.replace(/\r\n /g, "")).not.toContain("\uFFFD");
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:कार्यशाला: Speech\\, play\\; and \\\\ routines");
    expect(unfolded).toContain("Line one\\, with a comma\\nLine two\\; with a semicolon\\n");
    expect(unfolded).toContain("LOCATION:Centre hall\\, Civil Lines\\, 12 Civil Lines\\; Prayagraj 211001");
  });

  it("has UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, LOCATION, DESCRIPTION and URL", () => {
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toMatch(/^UID:0b5c3f1e-7d7a-4d0e-9f59-4f3c1b2a9d11@example\.org$/m);
    expect(unfolded).toMatch(/^DTSTAMP:20261125T060000Z$/m);
    expect(unfolded).toMatch(/^DTSTART:20261205T043000Z$/m);
    expect(unfolded).toMatch(/^DTEND:20261205T073000Z$/m);
    expect(unfolded).toMatch(/^URL(;VALUE=URI)?:https:\/\/example\.org\/events\/parent-workshop-speech$/m);
  });

  it("round-trips through ical.js: the same text, and 10:00 in India", () => {
    const [parsed] = vevents(text);
    expect(parsed.summary).toBe(event.title);
    expect(parsed.location).toBe("Centre hall, Civil Lines, 12 Civil Lines; Prayagraj 211001");
    expect(parsed.description).toBe(
      `${event.summary}\n\n${event.description}\n\n${ORIGIN}/events/parent-workshop-speech`,
    );
    expect(parsed.uid).toBe(`${event.id}@example.org`);
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-12-05T07:30:00.000Z");
    expect(
      parsed.startDate
        .toJSDate()
        .toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit", hour12: false }),
    ).toBe("10:00");
  });

  it("the feed holds every upcoming event, soonest first", () => {
    const later = {
      ...event,
      id: "1b5c3f1e-7d7a-4d0e-9f59-4f3c1b2a9d11",
      slug: "later",
      title: "Later",
      starts_at: "2027-01-10T04:30:00Z",
      ends_at: "2027-01-10T05:30:00Z",
    };
    const feed = vevents(eventsFeed([later, event], ORIGIN, "Events"));
    expect(feed.map((e) => e.summary)).toEqual([event.title, "Later"]);
  });
});

describe("the calendar's own name (NAME, X-WR-CALNAME)", () => {
  // A staff title with line breaks once wrote END:VEVENT / BEGIN:VEVENT raw into the calendar's
  // head: the name is text (RFC 5545 3.3.11), escaped and folded like SUMMARY.
  const injected = "Open day, 5; \\ पूरा दिन\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Fake\nEND:VEVENT\rBEGIN:VEVENT";
  // ical.js reads properties it does not know raw; NAME (RFC 7986) and X-WR-CALNAME are TEXT.
  const textOf = (calendar: ICAL.Component, name: string) =>
    ICAL.design.icalendar.value.text.fromICAL(String(calendar.getFirstPropertyValue(name)));
  const calendarOf = (text: string) => new ICAL.Component(ICAL.parse(text));

  it("an event's title with line breaks stays one name and one VEVENT", () => {
    const calendar = calendarOf(eventIcs({ ...event, title: injected }, ORIGIN));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(textOf(calendar, "x-wr-calname")).toBe(injected.replace(/\r\n|\r/g, "\n"));
    expect(textOf(calendar, "name")).toBe(injected.replace(/\r\n|\r/g, "\n"));
  });

  it("the feed's name with line breaks leaves exactly its events", () => {
    const later = { ...event, id: "1b5c3f1e-7d7a-4d0e-9f59-4f3c1b2a9d11", slug: "later", title: injected };
    const text = eventsFeed([event, later], ORIGIN, injected);
    const calendar = calendarOf(text);
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(2);
    expect(textOf(calendar, "x-wr-calname")).toBe(injected.replace(/\r\n|\r/g, "\n"));
    for (const line of text.slice(0, -2).split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });
});

describe("Google Calendar link and JSON-LD", () => {
  it("sends the times in UTC with Z, shown in India's zone", () => {
    const url = new URL(googleCalendarLink(event, `${ORIGIN}/events/parent-workshop-speech`));
    expect(url.searchParams.get("dates")).toBe("20261205T043000Z/20261205T073000Z");
    expect(url.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(url.searchParams.get("text")).toBe(event.title);
  });

  it("writes the Event with India's offset, its place, status and attendance mode", () => {
    expect(inIndiaIso("2026-12-05T20:00:00Z")).toBe("2026-12-06T01:30:00+05:30");
    const ld = eventJsonLd(event, `${ORIGIN}/events/x`, { name: "Foundation", url: ORIGIN });
    expect(ld).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-05T10:00:00+05:30",
      endDate: "2026-12-05T13:00:00+05:30",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: [{ "@type": "Place", name: "Centre hall, Civil Lines" }],
    });
    const online = eventJsonLd(
      { ...event, place_name: null, online_url: "https://meet.example.org/x", cancelled: true },
      "u",
      {
        name: "F",
        url: ORIGIN,
      },
    );
    expect(online.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(online.eventStatus).toBe("https://schema.org/EventCancelled");
  });
});
