import { describe, expect, it } from "vitest";
import {
  fieldRules,
  fromIndianLocal,
  initialValues,
  toIndianLocal,
  toPayload,
} from "../../../src/admin/crud/formValues";
import { eventRegistrationsResource, eventsResource } from "../../../src/admin/resources/events";
import type { CrudRecord, FieldDeclaration } from "../../../src/admin/resources/types";

const field = (name: string) => eventsResource.fields.find((f) => f.name === name) as FieldDeclaration;

describe("events in the admin", () => {
  it("shows and reads an event's time in India, whatever the browser's zone", () => {
    expect(toIndianLocal("2026-12-05T04:30:00+00:00")).toBe("2026-12-05T10:00");
    expect(toIndianLocal("2026-12-05T20:00:00Z")).toBe("2026-12-06T01:30");
    expect(fromIndianLocal("2026-12-05T10:00")).toBe("2026-12-05T10:00:00+05:30");
    expect(new Date(fromIndianLocal(toIndianLocal("2026-12-05T04:30:00Z"))).toISOString()).toBe(
      "2026-12-05T04:30:00.000Z",
    );
  });

  it("edits an event in India's time and sends instants with their offset; no places means no limit", () => {
    const record = {
      id: "e1",
      title: "Workshop",
      starts_at: "2026-12-05T04:30:00+00:00",
      ends_at: "2026-12-05T07:30:00+00:00",
      capacity: null,
      registration_mode: "form",
      is_active: true,
      cancelled: false,
    } as unknown as CrudRecord;
    const values = initialValues(eventsResource, record);
    expect(values.starts_at).toBe("2026-12-05T10:00");
    expect(values.capacity).toBe("");
    const payload = toPayload(eventsResource, values, "edit");
    expect(payload.starts_at).toBe("2026-12-05T10:00:00+05:30");
    expect(payload.ends_at).toBe("2026-12-05T13:00:00+05:30");
    expect(payload.capacity).toBeNull();
    expect(toPayload(eventsResource, { ...values, capacity: 25 }, "edit").capacity).toBe(25);
  });

  it("accepts empty places but not zero", () => {
    const validate = fieldRules(field("capacity")).validate as Record<string, (v: unknown) => unknown>;
    expect(validate.range("")).toBe(true);
    expect(validate.range(0)).toMatch(/must be a number from 1/);
    expect(validate.range(30)).toBe(true);
  });

  it("keeps registrations for admins only, searchable by event and exported with the waiting place", () => {
    expect(eventRegistrationsResource.personalData).toBe(true);
    expect(eventsResource.personalData).toBeUndefined();
    expect(eventRegistrationsResource.searchFields).toContain("event_title");
    const columns = eventRegistrationsResource.export!.columns;
    const row = {
      id: "r1",
      event_title: "Workshop",
      event_starts_at: "2026-12-05T04:30:00Z",
      name: "Asha",
      phone: "9876543210",
      email: null,
      people: 2,
      status: "waiting",
      waiting_place: 3,
      created_at: "2026-11-25T06:00:00Z",
    } as unknown as CrudRecord;
    expect(columns.map((c) => c.value(row, 0))).toEqual([
      "Workshop",
      "2026-12-05 10:00 IST",
      "Asha",
      "9876543210",
      "",
      "2",
      "Waiting list",
      "3",
      "2026-11-25 11:30 IST",
    ]);
  });
});
