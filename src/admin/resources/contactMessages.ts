import { contactSubjectLabel } from "../../lib/contactSubjects";
import type { ContactMessage } from "../../lib/database.types";
import { declareReadOnly } from "./types";

/** Messages arrive through the public contact form only: staff read, mark handled and delete. */
export const contactMessagesResource = declareReadOnly<ContactMessage>({
  table: "contact_messages",
  path: "messages",
  personalData: true,
  texts: {
    title: "Messages",
    searchPlaceholder: "Search by name, e-mail, phone or subject...",
    readTitle: "Message",
    emptyList: "No messages found.",
    deleteConfirmation: "Are you sure you want to delete this message?",
    deleted: "Message deleted successfully",
    deleteFailed: "Failed to delete message",
    fetchFailed: (message) => `Failed to fetch messages: ${message}. Check console for details.`,
  },
  details: [
    { name: "name", label: "Name" },
    { name: "email", label: "E-mail" },
    { name: "phone", label: "Phone" },
    { name: "subject", label: "Subject" },
    { name: "message", label: "Message" },
    { name: "created_at", label: "Received" },
  ],
  searchFields: ["name", "email", "phone", "subject"],
  defaultOrder: [{ field: "created_at", order: "desc" }],
  stampsUpdatedAt: false,
  toggle: {
    field: "handled",
    turnOffLabel: "Mark unhandled",
    turnOnLabel: "Mark handled",
    turnedOn: "Message marked as handled",
    turnedOff: "Message marked as not handled",
    failed: "Failed to update message status",
  },
  // Past the hour's review threshold messages are stored held (docs/decisions/015-visitor-submissions-one-mailbox-counted-once-limits-under-a.md, "Visitor
  // submissions"); staff release them here or delete them.
  extraToggles: [
    {
      field: "held_for_review",
      onlyWhenOn: true,
      turnOffLabel: "Release",
      turnOnLabel: "Hold for review",
      turnedOn: "Message held for review",
      turnedOff: "Message released",
      failed: "Failed to release message",
    },
  ],
  quickFilters: [{ label: "Held for review only", field: "held_for_review", value: true }],
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${contactSubjectLabel(row.subject)} · ${row.email}`,
    body: (row) => row.message,
    badges: (row) => [
      ...(row.held_for_review ? [{ label: "Held for review", color: "orange" }] : []),
      row.handled ? { label: "Handled", color: "gray" } : { label: "New", color: "blue" },
    ],
  },
});
