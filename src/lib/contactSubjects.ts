import type { ContactMessageSubject } from "./database.types";

/**
 * What a contact message is about: the values the database accepts and the labels the form
 * offers and the admin shows (docs/product.md lists them).
 */
export const contactSubjects: readonly { value: ContactMessageSubject; label: string }[] = [
  { value: "services", label: "Services Inquiry" },
  { value: "volunteer", label: "Volunteer Opportunities" },
  { value: "donation", label: "Donation Information" },
  { value: "support", label: "General Support" },
  { value: "other", label: "Other" },
];

export function contactSubjectLabel(value: ContactMessageSubject): string {
  return contactSubjects.find((subject) => subject.value === value)?.label ?? value;
}
