import type { ContactMessageSubject } from "../../lib/database.types";
import { isEmailAddress } from "../../lib/email";
import { isBlank, trimBlank } from "../../lib/visibleText";

export type ContactMessage = {
  name: string;
  email: string;
  phone: string;
  subject: ContactMessageSubject | "";
  message: string;
};

export const emptyContactMessage: ContactMessage = { name: "", email: "", phone: "", subject: "", message: "" };

export { contactSubjects } from "../../lib/contactSubjects";

/** The server's limits (submit_contact_message), mirrored on the inputs. */
export const contactMaxLength = { name: 120, email: 254, phone: 30, message: 5000 } as const;

export const contactTexts = {
  requiredFields: "Please fill in all required fields.",
  invalidEmail: "Please enter a valid email address.",
  sent: "Thank you for your message! We will get back to you soon.",
  sentByHiddenForm: "Your message has been submitted! We will get back to you soon.",
  allMethodsFailed: (email: string) =>
    `There was an issue submitting your message. Please try emailing us directly at ${email}`,
  outerFailure: "Failed to send your message. Please try again later.",
  kept: "We could not reach our server, so your message has not been sent yet. It is saved on this device and will be sent by itself when the connection returns.",
  sendAgain: "Send again",
} as const;

/**
 * The message that blocks sending, or null when the form may be sent (docs/product.md
 * "Validation rules"). A field of only white space or invisible characters is empty.
 */
export function validateContactMessage(values: ContactMessage): string | null {
  const required = [values.name, values.email, values.subject, values.message];
  if (required.some(isBlank)) return contactTexts.requiredFields;
  if (!isEmailAddress(trimBlank(values.email))) return contactTexts.invalidEmail;
  return null;
}

/** What is posted: the fields trimmed as the server trims them. */
export function contactFields(values: ContactMessage): Record<keyof ContactMessage, string> {
  return {
    name: trimBlank(values.name),
    email: trimBlank(values.email),
    phone: trimBlank(values.phone),
    subject: values.subject,
    message: trimBlank(values.message),
  };
}
