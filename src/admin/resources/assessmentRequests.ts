import type { AssessmentRequest } from "../../lib/database.types";
import { listTexts, newestFirst, optionsFrom, releaseToggle, selectField, textField } from "./shared";
import { heldBadges } from "./statusBadge";
import { declareEditable } from "./types";
import { WAITING_LIMIT_WORKING_DAYS, workingDaysSince } from "./workingDays";
import { formatDate, formatDateTime } from "../../lib/format";
import { services } from "../../site/services/servicesTexts";

/** A service by its name on the site ("Speech Therapy"), never its code ("speech-therapy"). */
function serviceLabel(id: string): string {
  return id === "not_sure" ? "Not sure" : (services.find((service) => service.id === id)?.title ?? id);
}

// Assessment requests arrive through the public form only (docs/product.md#assessment-request):
// staff read what the parent sent, move the request through its statuses with one click, and keep
// notes and the date of the last call. Nothing else of the row can be changed (the grants say so).
// A call back ("Ask us to call you instead") is a request of its own kind with only a name, a
// phone and a time: its card says "Call back" first, and it has no child, age or worry to show.

type Status = AssessmentRequest["status"];

export const assessmentStatusLabels: Record<Status, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  closed: "Closed",
  not_reachable: "Not reachable",
};
const statusColors: Record<Status, string> = {
  new: "blue",
  contacted: "teal",
  scheduled: "green",
  closed: "gray",
  not_reachable: "orange",
};
// The next steps a request usually takes from each status; any status stays reachable in the form.
const nextSteps: Record<Status, Status[]> = {
  new: ["contacted", "not_reachable"],
  contacted: ["scheduled", "closed"],
  scheduled: ["closed"],
  closed: ["new"],
  not_reachable: ["contacted", "closed"],
};
const concernLabels: Record<string, string> = {
  speech: "Speech",
  movement: "Movement",
  behaviour: "Behaviour",
  learning: "Learning",
  social: "Social",
  sleep_eating: "Sleep or eating",
  diagnosis: "Has a diagnosis",
  other: "Other",
};
const ageGroupLabels: Record<string, string> = {
  "0-2": "Under 3",
  "3-5": "3 to 5",
  "6-11": "6 to 11",
  "12-18": "12 to 18",
};
const timeLabels: Record<string, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
  any: "Any time",
};

/** What staff read first on a request's card: a call back is said plainly. */
export const kindLabels: Record<AssessmentRequest["kind"], string> = {
  assessment: "Assessment",
  callback: "Call back",
};
const isCallback = (row: Pick<AssessmentRequest, "kind">) => row.kind === "callback";

/** "4 years 6 months" from the age on the day of the request. */
export function ageText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 || rest === 0 ? `${years} ${years === 1 ? "year" : "years"}` : "",
    rest > 0 ? `${rest} ${rest === 1 ? "month" : "months"}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** The warning on a request still new after two working days, or null. */
export function waitingTooLong(row: Pick<AssessmentRequest, "status" | "created_at">, now = new Date()): string | null {
  if (row.status !== "new") return null;
  const days = workingDaysSince(row.created_at, now);
  return days > WAITING_LIMIT_WORKING_DAYS ? `Waiting ${days} working days for a first call` : null;
}

export const assessmentRequestsResource = declareEditable<AssessmentRequest>({
  table: "assessment_requests",
  path: "assessments",
  personalData: true,
  creates: false,
  texts: {
    title: "Assessment requests",
    searchPlaceholder: "Search by parent's name or phone...",
    ...listTexts("Assessment request", "assessment requests", "The family's details go with it."),
    addButton: "",
    createTitle: "",
    editTitle: "Assessment request",
    created: "",
    updated: "Assessment request updated",
    saveFailed: "Failed to update assessment request",
  },
  details: [
    { name: "kind", label: "Asked for", format: (row) => (isCallback(row) ? "A call back only" : "An assessment") },
    { name: "child_name", label: "Child (first name or initials)" },
    {
      name: "age_in_months",
      label: "Age when asked",
      format: (row) =>
        row.age_in_months === null
          ? ""
          : `${ageText(row.age_in_months)}${row.date_of_birth ? ` (born ${formatDate(row.date_of_birth)})` : ""}`,
    },
    { name: "concerns", label: "Worries", format: (row) => row.concerns.map((c) => concernLabels[c] ?? c).join(", ") },
    { name: "concern_details", label: "In the parent's words" },
    { name: "parent_name", label: "Parent or guardian" },
    { name: "phone", label: "Phone" },
    { name: "whatsapp", label: "WhatsApp", format: (row) => (row.whatsapp ? "Yes, may write on WhatsApp" : "No") },
    { name: "email", label: "E-mail" },
    { name: "call_language", label: "Call in", format: (row) => (row.call_language === "hi" ? "Hindi" : "English") },
    { name: "call_time", label: "Best time", format: (row) => timeLabels[row.call_time] ?? row.call_time },
    { name: "service", label: "Service", format: (row) => serviceLabel(row.service) },
    { name: "consent_at", label: "Consent given", format: (row) => formatDateTime(row.consent_at) },
    { name: "created_at", label: "Received", format: (row) => formatDateTime(row.created_at) },
  ],
  fields: [
    selectField("status", "Status", assessmentStatusLabels, "new"),
    textField("last_call_on", "Date of the last call", { kind: "date", required: false }),
    textField("staff_notes", "Notes", { kind: "textarea", required: false }),
  ],
  searchFields: ["parent_name", "phone"],
  defaultOrder: newestFirst,
  // updated_at follows every change in the database (a trigger); staff may not write it.
  stampsUpdatedAt: false,
  steps: {
    field: "status",
    steps: (row) =>
      nextSteps[row.status].map((value) => ({ value, label: `Mark ${assessmentStatusLabels[value].toLowerCase()}` })),
    moved: (label) => `Request: ${label.replace(/^Mark /, "")}`,
    failed: "Failed to change the request's status",
  },
  selectFilters: [
    {
      label: "Status",
      field: "status",
      options: optionsFrom(assessmentStatusLabels),
    },
    {
      label: "Kind",
      field: "kind",
      options: optionsFrom(kindLabels),
    },
    {
      label: "Age group",
      field: "age_group",
      options: optionsFrom(ageGroupLabels),
    },
  ],
  // Held requests: staff release them here.
  extraToggles: [releaseToggle("Request")],
  card: {
    title: (row) => row.parent_name,
    subtitle: (row) =>
      [
        row.phone,
        row.age_in_months === null ? "Call back" : `child ${ageText(row.age_in_months)}`,
        `${row.call_language === "hi" ? "Hindi" : "English"}, ${timeLabels[row.call_time] ?? row.call_time}`,
      ].join(" · "),
    body: (row) =>
      [
        isCallback(row) ? "Asked us to call back; nothing typed about the child" : "",
        row.concerns.map((c) => concernLabels[c] ?? c).join(", "),
        row.staff_notes ? `Notes: ${row.staff_notes}` : "",
      ]
        .filter(Boolean)
        .join(" · "),
    highlight: (row) => waitingTooLong(row),
    badges: (row) => [
      ...(isCallback(row) ? [{ label: kindLabels.callback, color: "violet" }] : []),
      ...heldBadges(row.held_for_review),
      { label: assessmentStatusLabels[row.status], color: statusColors[row.status] },
    ],
  },
});
