import { isEmailAddress } from "../../lib/email";
import { supabaseAnonKey, supabaseUrl } from "../../lib/env";
import { hasLetterOrDigit, isBlank, trimBlank, withoutInvisible } from "../../lib/visibleText";
import type { ServiceId } from "../services/servicesTexts";
import type { AssessmentTexts, CallTime, ConcernId } from "./assessmentTexts";

// What the assessment form holds, how it is checked before sending (the rules of
// private.accept_assessment_request, 20261125004000) and how it is sent.

export type AssessmentValues = {
  childName: string;
  ageYears: string;
  ageMonths: string;
  dateOfBirth: string;
  concerns: ConcernId[];
  concernDetails: string;
  parentName: string;
  phone: string;
  whatsapp: "yes" | "no";
  email: string;
  callLanguage: "hi" | "en";
  callTime: CallTime;
  service: ServiceId | "not_sure";
  consent: boolean;
};

export const emptyAssessment = (language: "hi" | "en"): AssessmentValues => ({
  childName: "",
  ageYears: "",
  ageMonths: "",
  dateOfBirth: "",
  concerns: [],
  concernDetails: "",
  parentName: "",
  phone: "",
  whatsapp: "yes",
  email: "",
  callLanguage: language,
  callTime: "any",
  service: "not_sure",
  consent: false,
});

/** The server's limits, mirrored on the inputs. */
export const assessmentMaxLength = { childName: 60, concernDetails: 2000, parentName: 120, phone: 30, email: 254 };

/** The RPC the script posts JSON to, and the one a plain form posts to without JavaScript. */
export const assessmentEndpoint = {
  url: `${supabaseUrl}/rest/v1/rpc/submit_assessment_request`,
  headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` } as Record<string, string>,
  pageActionUrl: `${supabaseUrl}/rest/v1/rpc/submit_assessment_request_page?apikey=${encodeURIComponent(supabaseAnonKey)}`,
};

/** The ten digits of an Indian mobile number, or null (private.indian_mobile_key). */
export function indianMobileKey(value: string): string | null {
  const digits = withoutInvisible(value)
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\s().-]/g, "");
  return /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits)?.[1] ?? null;
}

/** Something that opens an HTML tag (private.has_markup); a lone < stays text. */
export const hasMarkup = (value: string) => /<[A-Za-z/!?]/.test(value);

/** Today's date in Prayagraj (YYYY-MM-DD), the day the server counts the age from. */
export const todayInIndia = (now = new Date()) => now.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

export type AssessmentErrors = Partial<Record<keyof AssessmentValues, string>>;

/** Field -> message for every field that blocks sending; empty when the request may be sent. */
export function validateAssessment(
  values: AssessmentValues,
  errorsText: AssessmentTexts["errors"],
  today = todayInIndia(),
): AssessmentErrors {
  const errors: AssessmentErrors = {};
  for (const field of ["childName", "concernDetails", "parentName", "email", "phone"] as const) {
    if (hasMarkup(values[field])) errors[field] = errorsText.markup;
  }
  if (!errors.childName) {
    if (isBlank(values.childName)) errors.childName = errorsText.childName;
    else if (!hasLetterOrDigit(values.childName)) errors.childName = errorsText.noLetters;
  }
  const years = trimBlank(values.ageYears);
  const months = trimBlank(values.ageMonths);
  const birth = trimBlank(values.dateOfBirth);
  if (birth !== "") {
    const [y, m, d] = birth.split("-").map(Number);
    const limit = `${String(Number(today.slice(0, 4)) - 19)}${today.slice(4)}`;
    if (!y || !m || !d || birth > today || birth <= limit) errors.dateOfBirth = errorsText.ageRange;
  } else if (years === "") {
    errors.ageYears = errorsText.age;
  } else if (!/^\d{1,3}$/.test(years) || Number(years) > 18) {
    errors.ageYears = errorsText.ageRange;
  } else if (months !== "" && (!/^\d{1,3}$/.test(months) || Number(months) > 11)) {
    errors.ageMonths = errorsText.months;
  }
  if (values.concerns.length === 0 && isBlank(values.concernDetails) && !errors.concernDetails) {
    errors.concerns = errorsText.concerns;
  }
  if (!errors.parentName) {
    if (isBlank(values.parentName)) errors.parentName = errorsText.parentName;
    else if (!hasLetterOrDigit(values.parentName)) errors.parentName = errorsText.noLetters;
  }
  if (!errors.phone && indianMobileKey(trimBlank(values.phone)) === null) errors.phone = errorsText.phone;
  if (!errors.email && !isBlank(values.email) && !isEmailAddress(trimBlank(values.email))) {
    errors.email = errorsText.email;
  }
  if (!values.consent) errors.consent = errorsText.consent;
  return errors;
}

/** The JSON body of submit_assessment_request, with the request's browser-made key. */
export function assessmentPayload(values: AssessmentValues, clientKey: string) {
  return {
    child_name: trimBlank(values.childName),
    age_years: trimBlank(values.ageYears),
    age_months: trimBlank(values.ageMonths),
    date_of_birth: trimBlank(values.dateOfBirth),
    concerns: values.concerns,
    concern_details: trimBlank(values.concernDetails),
    parent_name: trimBlank(values.parentName),
    phone: trimBlank(values.phone),
    whatsapp: values.whatsapp === "yes",
    email: trimBlank(values.email),
    call_language: values.callLanguage,
    call_time: values.callTime,
    service: values.service,
    consent: values.consent,
    client_key: clientKey,
  };
}

export type AssessmentOutcome =
  | { status: "sent"; message: string }
  /** The server refused it: show why, keep the text. */
  | { status: "refused"; message: string }
  /** The server could not be reached: the request waits on the device and goes again. */
  | { status: "unreachable" }
  /** A client error that will not mend by itself. */
  | { status: "failed"; message: string };

export type AssessmentDeps = { fetch: typeof fetch; endpoint: Pick<typeof assessmentEndpoint, "url" | "headers"> };

/**
 * One JSON post carrying the request's key: the RPC stores a key once, so a request whose answer
 * did not come is kept and sent again with the same key, never twice.
 */
export async function submitAssessment(
  values: AssessmentValues,
  clientKey: string,
  deps: AssessmentDeps,
  texts: AssessmentTexts,
): Promise<AssessmentOutcome> {
  let response: Response;
  try {
    response = await deps.fetch(deps.endpoint.url, {
      method: "POST",
      headers: { ...deps.endpoint.headers, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(assessmentPayload(values, clientKey)),
    });
  } catch {
    return { status: "unreachable" };
  }
  type Answer = { success?: unknown; message?: unknown };
  let answer: Answer | null;
  try {
    answer = (await response.json()) as Answer | null;
  } catch {
    answer = null;
  }
  if (response.ok && answer && typeof answer.message === "string") {
    return answer.success === true
      ? { status: "sent", message: texts.answer(answer.message) }
      : { status: "refused", message: texts.answer(answer.message) };
  }
  if (/^4(?!08|29)/.test(String(response.status))) return { status: "failed", message: texts.failed };
  return { status: "unreachable" };
}
