import type { EventRegistration, EventRow } from "../../lib/database.types";
import { toIndianLocal } from "../crud/formValues";
import { heldBadges, statusBadge } from "./statusBadge";
import {
  activeField,
  activeToggle,
  formTexts,
  imageField,
  listTexts,
  newestFirst,
  selectField,
  slugField,
} from "./shared";
import { declareEditable, declareReadOnly } from "./types";

/** "2026-12-05 10:30 IST": how the admin shows an event's time (India has no daylight saving). */
const inIndia = (instant: string | null) => (instant ? `${toIndianLocal(instant).replace("T", " ")} IST` : "—");

const registrationLabels: Record<EventRow["registration_mode"], string> = {
  none: "No registration",
  form: "Registration on the site",
  link: "Registration by link",
};

/** Workshops, camps and awareness days (docs/product.md#events): content, so editors manage them too. */
export const eventsResource = declareEditable<EventRow>({
  table: "events",
  publishing: { ends: false },
  keepsHistory: true,
  path: "events",
  texts: {
    title: "Events",
    searchPlaceholder: "Search by title or place...",
    ...listTexts("Event", "events", "Its registrations are deleted with it."),
    ...formTexts("Event", "created"),
  },
  fields: [
    { name: "title", label: "Title", kind: "text", required: true },
    { name: "summary", label: "Summary (one or two sentences for lists)", kind: "textarea", required: false },
    { name: "description", label: "Description", kind: "textarea", required: false },
    { name: "starts_at", label: "Starts (time in India)", kind: "datetime", required: true },
    { name: "ends_at", label: "Ends (time in India)", kind: "datetime", required: true },
    { name: "place_name", label: "Place", kind: "text", required: false, placeholder: "e.g. Centre hall, Civil Lines" },
    { name: "place_address", label: "Address of the place", kind: "textarea", required: false },
    { name: "online_url", label: "Online link (for an online event)", kind: "url", required: false },
    imageField("Picture", "events", { altLabel: "Picture description (alt text)" }),
    selectField("registration_mode", "Registration", registrationLabels, "none"),
    {
      name: "registration_url",
      label: "Registration link (when registration is by link)",
      kind: "url",
      required: false,
    },
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
  stampsUpdatedAt: true,
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
  card: {
    title: (row) => row.title,
    subtitle: (row) => `${inIndia(row.starts_at)} · ${row.place_name ?? "Online"}`,
    body: (row) =>
      `${registrationLabels[row.registration_mode]}${row.capacity ? ` · ${row.capacity} places` : ""} · ${row.summary}`,
    badges: (row) => [
      ...(row.cancelled ? [{ label: "Cancelled", color: "red" }] : []),
      ...(new Date(row.ends_at) < new Date() ? [{ label: "Past", color: "gray" }] : []),
      statusBadge(row.is_active),
    ],
  },
});

const statusLabels: Record<EventRegistration["status"], string> = {
  confirmed: "Confirmed",
  waiting: "Waiting list",
  cancelled: "Cancelled",
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
  details: [
    { name: "event_title", label: "Event" },
    { name: "name", label: "Name" },
    { name: "phone", label: "Phone" },
    { name: "email", label: "E-mail" },
    { name: "people", label: "People" },
    { name: "status", label: "Status" },
    { name: "waiting_place", label: "Place on the waiting list" },
    { name: "created_at", label: "Registered" },
  ],
  searchFields: ["event_title", "name", "phone"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: false,
  quickFilters: [
    { label: "Confirmed", field: "status", value: "confirmed" },
    { label: "Waiting list", field: "status", value: "waiting" },
  ],
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.event_title} · ${inIndia(row.event_starts_at)}`,
    body: (row) => `${row.people} ${row.people === 1 ? "person" : "people"} · ${row.phone}`,
    badges: (row) => [
      row.status === "waiting"
        ? { label: `Waiting list: ${row.waiting_place}`, color: "orange" }
        : { label: statusLabels[row.status], color: row.status === "confirmed" ? "green" : "gray" },
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
      { header: "Status", value: (row) => statusLabels[row.status] },
      { header: "Place on the waiting list", value: (row) => (row.waiting_place ? String(row.waiting_place) : "") },
      { header: "Registered", value: (row) => inIndia(row.created_at) },
    ],
  },
});
