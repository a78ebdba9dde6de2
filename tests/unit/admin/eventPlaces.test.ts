import { describe, expect, it } from "vitest";
import { eventsResource, placesLine, type EventCardRow } from "../../../src/admin/resources/events";

// An event's card says how the places stand (issue 36): booked of the capacity, and who waits.
const event = (values: Partial<EventCardRow>) =>
  ({ registration_mode: "form", capacity: 25, booked_places: 12, waiting_places: 3, ...values }) as EventCardRow;

describe("an event card's places", () => {
  it("says booked of capacity and how many wait, once the counts are read", () => {
    expect(placesLine(event({}))).toBe("12 of 25 places booked, 3 waiting");
    expect(placesLine(event({ waiting_places: 0 }))).toBe("12 of 25 places booked");
    expect(placesLine(event({ capacity: null, booked_places: 7, waiting_places: 0 }))).toBe("7 booked");
    expect(placesLine(event({ registration_mode: "link", capacity: 40 }))).toBe("40 places");
    expect(placesLine(event({ registration_mode: "none", capacity: null }))).toBe("");
  });

  it("is asked of the database beside each row", () => {
    expect(eventsResource.listSelect).toBe("*,booked_places,waiting_places");
  });
});
