import type { EventRegistration, EventRow } from "../../lib/database.types";
import { formatDateTime } from "../../lib/format";
import { toIndianLocal } from "../crud/formValues";
import { heldBadges } from "./statusBadge";
import { declareContent } from "./content";
import {
  activeField,
  activeToggle,
  columnsFrom,
  imageField,
  listTexts,
  newestFirst,
  selectField,
  slugField,
  textField,
} from "./shared";
import { declareReadOnly, type CardBadge } from "./types";

/** "2026-12-05 10:30 IST": an event's time in the registrations' file, which spreadsheets sort. */
const inIndia = (instant: string | null) => (instant ? `${toIndianLocal(instant).replace("T", " ")} IST` : "—");

/** "5 Dec 2026, 10:30 am": an event's time on the screen, as every time in the admin (src/lib/format.ts). */
const onScreen = (instant: string | null) => (instant ? formatDateTime(instant) : "—");

/** An event as its card reads it: the row and the places the database counted beside it. */
export type EventCardRow = EventRow & { booked_places?: number | null; waiting_places?: number | null };

/** "12 of 25 places booked, 3 waiting": what staff need to know before the day (issue 36). */
export function placesLine(row: EventCardRow): string {
  if (row.registration_mode !== "form") return row.capacity ? `${row.capacity} places` : "";
  const booked = row.booked_places ?? 0;
  const waiting = row.waiting_places ?? 0;
  const places = row.capacity ? `${booked} of ${row.capacity} places booked` : `${booked} booked`;
  return waiting > 0 ? `${places}, ${waiting} waiting` : places;
}

const registrationLabels: Record<EventRow["registration_mode"], string> = {
  none: "No registration",
  form: "Registration on the site",
  link: "Registration by link",
};

/** Workshops, camps and awareness days (docs/product.md#events): content, so editors manage them too. */
export const eventsResource = declareContent<EventRow>({
  table: "events",
  dashboardCount: false,
  records: { one: "Event", many: "events", createdAs: "created", deleteAlso: "Its registrations are deleted with it." },
  texts: { title: "Events", searchPlaceholder: "Search by title or place..." },
  fields: [
    textField("title", "Title"),
    textField("summary", "Summary (one or two sentences for lists)", { kind: "textarea", required: false }),
    textField("description", "Description", { kind: "textarea", required: false }),
    textField("starts_at", "Starts (time in India)", { kind: "datetime" }),
    textField("ends_at", "Ends (time in India)", { kind: "datetime" }),
    textField("place_name", "Place", { required: false, placeholder: "e.g. Centre hall, Civil Lines" }),
    textField("place_address", "Address of the place", { kind: "textarea", required: false }),
    textField("online_url", "Online link (for an online event)", { kind: "url", required: false }),
    imageField("Picture", "events", { altLabel: "Picture description (alt text)" }),
    selectField("registration_mode", "Registration", registrationLabels, "none"),
    textField("registration_url", "Registration link (when registration is by link)", { kind: "url", required: false }),
    {
      name: "capacity",
      label: "Places (empty: no limit)",
      kind: "number",
      required: false,
      min: 1,
      max: 100000,
    },
    activeField(),
    // The event's address, /events/<slug>.
    slugField({ example: "parent-workshop-2026" }),
  ],
  formWarning: (values) =>
    values.registration_mode === "form" && !values.starts_at ? "Registration needs the start time." : null,
  searchFields: ["title", "place_name"],
  defaultOrder: [{ field: "starts_at", order: "desc" }],
  toggle: activeToggle("Event"),
  // A cancelled event stays on the site, marked cancelled (its JSON-LD says EventCancelled).
  extraToggles: [
    {
      field: "cancelled",
      turnOffLabel: "Mark as going ahead",
      turnOnLabel: "Mark cancelled",
      turnedOn: "Event marked cancelled",
      turnedOff: "Event marked as going ahead",
      failed: "Failed to update the event",
    },
  ],
  // The places are counted by the database (public.booked_places / waiting_places): editors cannot
  // read the registrations themselves, only how many there are.
  listSelect: "*,booked_places,waiting_places",
  card: {
    title: (row) => row.title,
    subtitle: (row) => `${onScreen(row.starts_at)} · ${row.place_name ?? "Online"}`,
    body: (row) =>
      [registrationLabels[row.registration_mode], placesLine(row), row.summary].filter(Boolean).join(" · "),
    badges: (row) => [
      ...(row.cancelled ? [{ label: "Cancelled", color: "red" }] : []),
      ...(new Date(row.ends_at) < new Date() ? [{ label: "Past", color: "gray" }] : []),
    ],
  },
});

/** Each registration status's label, and its badge on the card (the waiting list's also names the place). */
const statuses: Record<EventRegistration["status"], CardBadge> = {
  confirmed: { label: "Confirmed", color: "green" },
  waiting: { label: "Waiting list", color: "orange" },
  cancelled: { label: "Cancelled", color: "gray" },
};

/**
 * Parents' registrations from the events' forms: admins only (names and phones). Search by the
 * event's title to see one event's list and its count; export it for the day's attendance sheet.
 */
export const eventRegistrationsResource = declareReadOnly<EventRegistration>({
  table: "event_registrations",
  path: "event-registrations",
  personalData: true,
  texts: {
    title: "Event registrations",
    searchPlaceholder: "Search by event, name or phone...",
    readTitle: "Event registration",
    ...listTexts("Registration", "registrations"),
  },
  details: columnsFrom(
    {
      event_title: "Event",
      name: "Name",
      phone: "Phone",
      email: "E-mail",
      people: "People",
      status: "Status",
      waiting_place: "Place on the waiting list",
      created_at: "Registered",
    },
    { status: (row: EventRegistration) => statuses[row.status].label },
  ),
  searchFields: ["event_title", "name", "phone"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: false,
  quickFilters: (["confirmed", "waiting"] as const).map((value) => ({
    label: statuses[value].label,
    field: "status" as const,
    value,
  })),
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.event_title} · ${onScreen(row.event_starts_at)}`,
    body: (row) => `${row.people} ${row.people === 1 ? "person" : "people"} · ${row.phone}`,
    badges: (row) => [
      row.status === "waiting"
        ? { ...statuses.waiting, label: `${statuses.waiting.label}: ${row.waiting_place}` }
        : statuses[row.status],
      ...heldBadges(row.held_for_review),
    ],
  },
  export: {
    buttonLabel: "Export registrations (CSV)",
    fileName: "event-registrations",
    failed: "Failed to export registrations",
    empty: "Nothing to export yet: no registrations.",
    filters: [],
    order: [
      { field: "event_starts_at", order: "asc" },
      { field: "created_at", order: "asc" },
    ],
    columns: [
      { header: "Event", value: (row) => row.event_title },
      { header: "Starts", value: (row) => inIndia(row.event_starts_at) },
      { header: "Name", value: (row) => row.name },
      { header: "Phone", value: (row) => row.phone },
      { header: "E-mail", value: (row) => row.email ?? "" },
      { header: "People", value: (row) => String(row.people) },
      { header: "Status", value: (row) => statuses[row.status].label },
      { header: "Place on the waiting list", value: (row) => (row.waiting_place ? String(row.waiting_place) : "") },
      { header: "Registered", value: (row) => inIndia(row.created_at) },
    ],
  },
});
