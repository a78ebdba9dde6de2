import { supabaseAnonKey, supabaseUrl } from "../../lib/env";
import { trimBlank } from "../../lib/visibleText";
import type { Language } from "../i18n/language";
import { checkFields } from "../shared/forms/fieldChecks";
import { sharedAnswersInHindi } from "../shared/forms/formTexts";
import { postWithKey, type PostDeps } from "../shared/forms/postWithKey";

// The registration form of an event's page (docs/product.md#events): what it holds, how it is
// checked before sending (the rules of private.accept_event_registration, the baseline's "Events") and how
// it is sent, with its browser-made key, to public.register_for_event.

export type RegistrationValues = { eventId: string; name: string; phone: string; people: string; email: string };

export const emptyRegistration = (eventId: string): RegistrationValues => ({
  eventId,
  name: "",
  phone: "",
  people: "1",
  email: "",
});

/** The server's limits, mirrored on the inputs. */
export const registrationMaxLength = { name: 120, phone: 30, email: 254 };

export const registrationEndpoint = {
  url: `${supabaseUrl}/rest/v1/rpc/register_for_event`,
  headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` } as Record<string, string>,
};

type Errors = { name: string; noLetters: string; markup: string; phone: string; people: string; email: string };
export type RegistrationErrors = Partial<Record<"name" | "phone" | "people" | "email", string>>;

/** Field -> message for every field that blocks sending; empty when the registration may be sent. */
export function validateRegistration(values: RegistrationValues, errors: Errors): RegistrationErrors {
  const found: RegistrationErrors = checkFields(values, { name: "name", phone: "phone", email: "email" }, errors);
  const people = trimBlank(values.people);
  if (!/^\d{1,2}$/.test(people) || Number(people) < 1 || Number(people) > 10) found.people = errors.people;
  return found;
}

/** The JSON body of register_for_event, with the registration's browser-made key. */
export function registrationPayload(values: RegistrationValues, clientKey: string) {
  return {
    event_id: values.eventId,
    name: trimBlank(values.name),
    phone: trimBlank(values.phone),
    people: Number(trimBlank(values.people)),
    email: trimBlank(values.email),
    client_key: clientKey,
  };
}

export type RegistrationOutcome =
  | { status: "confirmed" | "waiting"; message: string; place?: number }
  /** The server refused it: show why, keep the text. */
  | { status: "refused"; message: string }
  /** The server could not be reached: the registration waits on the device and goes again. */
  | { status: "unreachable" }
  /** A client error that will not mend by itself. */
  | { status: "failed" };

export type RegistrationDeps = PostDeps;

/** Sends the registration with its key (postWithKey) and says what came of it. */
export async function submitRegistration(
  values: RegistrationValues,
  clientKey: string,
  deps: RegistrationDeps,
): Promise<RegistrationOutcome> {
  const result = await postWithKey(deps, registrationPayload(values, clientKey));
  if (result.status !== "answered") return result;
  const { success, message, status, place } = result.answer;
  if (success !== true) return { status: "refused", message };
  return status === "waiting"
    ? { status: "waiting", message, place: typeof place === "number" ? place : undefined }
    : { status: "confirmed", message };
}

/** register_for_event's answers (the baseline's "Events" and the shared limits) in Hindi. */
const hindiAnswers: Record<string, string> = {
  ...sharedAnswersInHindi,
  "Thank you! Your place is booked. We will call you before the event.":
    "धन्यवाद! आपकी जगह पक्की हो गई है। कार्यक्रम से पहले हम आपको फ़ोन करेंगे।",
  "This event was not found. Please reload the page.": "यह कार्यक्रम नहीं मिला। कृपया पेज दोबारा लोड करें।",
  "Please enter your mobile number, so that we can reach you.": "कृपया अपना मोबाइल नंबर लिखें, ताकि हम आपसे संपर्क कर सकें।",
  "Please give the number of people coming, 1 to 10.": "कृपया बताएँ कि कितने लोग आएँगे: 1 से 10 तक।",
  "This event does not take registrations on the site.": "इस कार्यक्रम के लिए वेबसाइट पर नाम नहीं लिखे जाते।",
  "This event has been cancelled.": "यह कार्यक्रम रद्द कर दिया गया है।",
  "This event has already taken place: registration is closed.": "यह कार्यक्रम हो चुका है: नाम लिखवाना बंद है।",
  "One mobile number can register at most 10 people for an event, and this number has registered some already. Please lower the number of people coming.":
    "एक मोबाइल नंबर से किसी कार्यक्रम के लिए अधिकतम 10 लोगों के नाम लिखवाए जा सकते हैं, और इस नंबर से कुछ नाम पहले ही लिखवाए जा चुके हैं। कृपया आने वाले लोगों की संख्या कम करें।",
  "This mobile number has already registered 10 people for this event, the most one number can.":
    "इस मोबाइल नंबर से इस कार्यक्रम के लिए 10 लोगों के नाम पहले ही लिखवाए जा चुके हैं, जो एक नंबर से अधिकतम है।",
  "This request key was already used for another registration. Please reload the page and send again.":
    "यह अनुरोध-कुंजी किसी दूसरे पंजीकरण के लिए इस्तेमाल हो चुकी है। कृपया पेज दोबारा लोड करके फिर से भेजें।",
};

/** What the page says of the server's answer, in its language (English answers as they come). */
export function registrationAnswer(outcome: RegistrationOutcome, language: Language, failed: string): string {
  if (outcome.status === "unreachable" || outcome.status === "failed") return failed;
  if (language === "en") return outcome.message;
  if (outcome.status === "waiting")
    return `कार्यक्रम की सभी जगहें भर चुकी हैं। प्रतीक्षा सूची में आपका नंबर ${outcome.place ?? "?"} है: जगह ख़ाली होते ही हम आपको फ़ोन करेंगे।`;
  return hindiAnswers[outcome.message] ?? failed;
}
