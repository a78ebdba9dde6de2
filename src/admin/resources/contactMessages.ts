import { contactSubjectLabel } from "../../lib/contactSubjects";
import type { ContactMessage } from "../../lib/database.types";
import { columnsFrom, listTexts, newestFirst, releaseToggle } from "./shared";
import { heldBadges } from "./statusBadge";
import { declareReadOnly } from "./types";

/** Messages arrive through the public contact form only: staff read, mark handled and delete. */
export const contactMessagesResource = declareReadOnly<ContactMessage>({
  table: "contact_messages",
  path: "messages",
  personalData: true,
  texts: {
    title: "Messages",
    searchPlaceholder: "Search by name, e-mail, phone or subject...",
    ...listTexts("Message", "messages"),
    readTitle: "Message",
  },
  details: columnsFrom(
    {
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      subject: "Subject",
      message: "Message",
      created_at: "Received",
    },
    { subject: (row: ContactMessage) => contactSubjectLabel(row.subject) },
  ),
  searchFields: ["name", "email", "phone", "subject"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: false,
  toggle: {
    field: "handled",
    turnOffLabel: "Mark unhandled",
    turnOnLabel: "Mark handled",
    turnedOn: "Message marked as handled",
    turnedOff: "Message marked as not handled",
    failed: "Failed to update message status",
  },
  // Held messages: staff release them here or delete them.
  extraToggles: [releaseToggle("Message")],
  quickFilters: [{ label: "Held for review only", field: "held_for_review", value: true }],
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${contactSubjectLabel(row.subject)} · ${row.email}`,
    body: (row) => row.message,
    badges: (row) => [
      ...heldBadges(row.held_for_review),
      row.handled ? { label: "Handled", color: "gray" } : { label: "New", color: "blue" },
    ],
  },
});
