import { contactSubjects } from "../../lib/contactSubjects";
import type { ContactMessageSubject } from "../../lib/database.types";
import { isEmailAddress } from "../../lib/email";
import { hasLetterOrDigit, isBlank, trimBlank } from "../../lib/visibleText";
import { localized, type TextsOf } from "../i18n/language";

export type ContactMessage = {
  name: string;
  email: string;
  phone: string;
  subject: ContactMessageSubject | "";
  message: string;
};

export const emptyContactMessage: ContactMessage = { name: "", email: "", phone: "", subject: "", message: "" };

export { contactSubjects };

/** The server's limits (submit_contact_message), mirrored on the inputs. */
export const contactMaxLength = { name: 120, email: 254, phone: 30, message: 5000 } as const;

const outerFailure = "Failed to send your message. Please try again later.";

const en = {
  formLabel: "Contact form",
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  chooseSubject: "Select a subject",
  subjects: Object.fromEntries(contactSubjects.map(({ value, label }) => [value, label])) as Record<
    ContactMessageSubject,
    string
  >,
  message: "Message",
  send: "Send Message",
  sending: "Sending...",
  requiredFields: "Please fill in all required fields.",
  invalidEmail: "Please enter a valid email address.",
  nameWithoutLetters: "Please enter a name with at least one letter or digit.",
  messageWithoutLetters: "Please write a message with at least one letter or digit.",
  sent: "Thank you for your message! We will get back to you soon.",
  sentByHiddenForm: "Your message has been submitted! We will get back to you soon.",
  allMethodsFailed: (email: string) =>
    `There was an issue submitting your message. Please try emailing us directly at ${email}`,
  outerFailure,
  /** What an unexpected error in sending shows: its own message, if it has one. */
  unexpectedError: (detail: string) => detail || outerFailure,
  /** The server's reason for refusing a message (submit_contact_message answers in English). */
  refused: (serverMessage: string) => serverMessage,
  keptTitle: "Not sent yet",
  kept: "We could not reach our server, so your message has not been sent yet. It is saved on this device and will be sent by itself when the connection returns.",
  sendAgain: "Send again",
};

/** The server's refusals (supabase/migrations, submit_contact_message) as a Hindi page shows them. */
const hindiRefusals: Record<string, string> = {
  "Please fill in all required fields.": "कृपया सभी ज़रूरी जानकारी भरें।",
  "Please enter a valid email address.": "कृपया सही ईमेल पता लिखें।",
  "Please choose a subject from the list.": "कृपया सूची में से विषय चुनें।",
  "Name must be at most 120 characters.": "नाम 120 अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Email must be at most 254 characters.": "ईमेल 254 अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Phone must be at most 30 characters.": "फ़ोन नंबर 30 अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Message must be at most 5000 characters.": "संदेश 5000 अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Please enter a name with at least one letter or digit.": "कृपया नाम में कम से कम एक अक्षर या अंक लिखें।",
  "Please write a message with at least one letter or digit.": "कृपया संदेश में कम से कम एक अक्षर या अंक लिखें।",
  "Too many messages from this address. Please try again in an hour.":
    "इस पते से बहुत सारे संदेश आ चुके हैं। कृपया एक घंटे बाद फिर से कोशिश करें।",
  "Too many messages have come from your network in the last hour. Please try again later.":
    "पिछले एक घंटे में आपके नेटवर्क से बहुत सारे संदेश आ चुके हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  "The message key is not valid. Please reload the page and send again.":
    "संदेश भेजने में गड़बड़ी हुई। कृपया पेज दोबारा खोलें और फिर से भेजें।",
  "We are receiving many messages right now. Please try again later or e-mail us directly.":
    "अभी हमारे पास बहुत सारे संदेश आ रहे हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें, या हमें सीधे ईमेल करें।",
};

/** The contact form's fixed texts, in both languages (docs/product.md "Contact form"). */
export const contactTexts = localized(en, {
  formLabel: "संपर्क फ़ॉर्म",
  name: "नाम",
  email: "ईमेल",
  phone: "फ़ोन",
  subject: "विषय",
  chooseSubject: "विषय चुनें",
  subjects: {
    services: "सेवाओं के बारे में जानकारी",
    volunteer: "वॉलंटियर बनना",
    donation: "दान के बारे में जानकारी",
    support: "कोई और मदद",
    other: "अन्य",
  },
  message: "संदेश",
  send: "संदेश भेजें",
  sending: "भेजा जा रहा है...",
  requiredFields: "कृपया सभी ज़रूरी जानकारी भरें।",
  invalidEmail: "कृपया सही ईमेल पता लिखें।",
  nameWithoutLetters: "कृपया नाम में कम से कम एक अक्षर या अंक लिखें।",
  messageWithoutLetters: "कृपया संदेश में कम से कम एक अक्षर या अंक लिखें।",
  sent: "आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।",
  sentByHiddenForm: "आपका संदेश भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।",
  allMethodsFailed: (email) => `आपका संदेश भेजने में दिक्कत आई। कृपया हमें सीधे ${email} पर ईमेल करें।`,
  outerFailure: "आपका संदेश नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  unexpectedError: () => "आपका संदेश नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  refused: (serverMessage) => hindiRefusals[serverMessage] ?? `आपका संदेश नहीं भेजा जा सका। (${serverMessage})`,
  keptTitle: "अभी भेजा नहीं गया",
  kept: "हम अपने सर्वर तक नहीं पहुँच सके, इसलिए आपका संदेश अभी भेजा नहीं गया है। यह इसी डिवाइस पर सेव है और इंटरनेट वापस आते ही अपने-आप भेज दिया जाएगा।",
  sendAgain: "फिर से भेजें",
});

export type ContactTexts = TextsOf<typeof contactTexts>;

/**
 * The message that blocks sending, or null when the form may be sent (docs/product.md
 * "Validation rules"), in the page's language (English by default). A field of only white space
 * or invisible characters is empty.
 */
export function validateContactMessage(values: ContactMessage, texts: ContactTexts = contactTexts.en): string | null {
  const required = [values.name, values.email, values.subject, values.message];
  if (required.some(isBlank)) return texts.requiredFields;
  if (!isEmailAddress(trimBlank(values.email))) return texts.invalidEmail;
  if (!hasLetterOrDigit(values.name)) return texts.nameWithoutLetters;
  if (!hasLetterOrDigit(values.message)) return texts.messageWithoutLetters;
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
