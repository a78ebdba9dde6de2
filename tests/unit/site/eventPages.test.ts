import { describe, expect, it } from "vitest";
import { formatEventTime } from "../../../src/site/events/eventDates";
import { eventHead } from "../../../src/site/events/eventHead";
import {
  registrationAnswer,
  validateRegistration,
  emptyRegistration,
} from "../../../src/site/events/eventRegistration";
import { registrationTexts } from "../../../src/site/events/registrationTexts";
import { aPublicEvent } from "../../support/siteRows";

// docs/product.md#events: times in India's time in the page's language, the page's head with its
// Event JSON-LD, the registration's checks and its answers in Hindi.

const space = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("an event's time", () => {
  it("is shown in India's time, in English and in Hindi, whatever the reader's zone", () => {
    // 04:30 UTC is 10:00 in Prayagraj; the test runner's zone plays no part.
    expect(space(formatEventTime("2026-12-05T04:30:00Z", "2026-12-05T07:30:00Z", "en"))).toBe(
      "December 5, 2026, 10:00 AM – 1:00 PM",
    );
    expect(space(formatEventTime("2026-12-05T04:30:00Z", "2026-12-05T07:30:00Z", "hi"))).toBe(
      "5 दिसंबर 2026, 10:00 am – 1:00 pm",
    );
    // 20:00 UTC on the 5th is already the 6th in India.
    expect(space(formatEventTime("2026-12-05T20:00:00Z", "2026-12-06T10:30:00Z", "en"))).toBe(
      "December 6, 2026, 1:30 AM – 4:00 PM",
    );
    expect(space(formatEventTime("2026-12-05T04:30:00Z", "2026-12-06T10:30:00Z", "en"))).toBe(
      "December 5, 2026, 10:00 AM – December 6, 2026, 4:00 PM",
    );
  });
});

const event = aPublicEvent();

it("an event's page head carries its title, summary and Event JSON-LD with India's offset", () => {
  const head = eventHead(event, "https://example.org");
  expect(head.title).toBe("Parent workshop");
  expect(head.description).toBe("A morning for parents.");
  expect(head.jsonLd).toMatchObject({
    "@type": "Event",
    startDate: "2026-12-05T10:00:00+05:30",
    endDate: "2026-12-05T13:00:00+05:30",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: [{ "@type": "Place", name: "Centre hall" }],
    organizer: { "@type": "Organization", url: "https://example.org/" },
    url: "https://example.org/events/parent-workshop",
  });
});

describe("the registration form's checks", () => {
  const errors = registrationTexts.en.errors;
  it("takes an Indian mobile number with or without +91, 1 to 10 people, and an optional e-mail", () => {
    const ok = { ...emptyRegistration("e"), name: "Asha", phone: "+91 98765 43210" };
    expect(validateRegistration(ok, errors)).toEqual({});
    expect(validateRegistration({ ...ok, phone: "9876543210" }, errors)).toEqual({});
    expect(validateRegistration({ ...ok, phone: "12345" }, errors)).toEqual({ phone: errors.phone });
    expect(validateRegistration({ ...ok, people: "11" }, errors)).toEqual({ people: errors.people });
    expect(validateRegistration({ ...ok, email: "not-an-address" }, errors)).toEqual({ email: errors.email });
    expect(validateRegistration({ ...ok, name: " " }, errors)).toEqual({ name: errors.name });
  });
});

describe("the registration's answers", () => {
  it("name the waiting list's place, and the refusal of a past event, in Hindi", () => {
    expect(registrationAnswer({ status: "waiting", message: "The event is full.", place: 3 }, "hi", "x")).toContain(
      "प्रतीक्षा सूची में आपका नंबर 3",
    );
    expect(
      registrationAnswer(
        { status: "refused", message: "This event has already taken place: registration is closed." },
        "hi",
        "x",
      ),
    ).toBe("यह कार्यक्रम हो चुका है: नाम लिखवाना बंद है।");
    expect(registrationAnswer({ status: "refused", message: "Something new" }, "hi", "fallback")).toBe("fallback");
    expect(registrationAnswer({ status: "refused", message: "Something new" }, "en", "fallback")).toBe("Something new");
  });
});
