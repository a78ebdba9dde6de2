import { supabaseAnonKey, supabaseUrl } from "../../lib/env";
import { isBlank, trimBlank } from "../../lib/visibleText";
import { checkFields } from "../shared/forms/fieldChecks";
import { postWithKey, type PostDeps } from "../shared/forms/postWithKey";
import type { ServiceId } from "../services/servicesTexts";
import type { AssessmentTexts, CallTime, ConcernId } from "./assessmentTexts";
import { todayInIndia } from "../../lib/format";

// What the assessment form holds, how it is checked before sending (the rules of
// private.accept_assessment_request, the baseline's "Assessment requests") and how it is sent.

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

export { hasMarkup, indianMobileKey } from "../shared/forms/fieldChecks";

export type AssessmentErrors = Partial<Record<keyof AssessmentValues, string>>;

/** Field -> message for every field that blocks sending; empty when the request may be sent. */
export function validateAssessment(
  values: AssessmentValues,
  errorsText: AssessmentTexts["errors"],
  today = todayInIndia(),
): AssessmentErrors {
  const errors: AssessmentErrors = checkFields(
    values,
    { childName: "name", concernDetails: "text", parentName: "name", phone: "phone", email: "email" },
    errorsText,
  );
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

export type AssessmentDeps = PostDeps;

/** Sends the request with its key (postWithKey) and says what came of it, in the texts' language. */
export async function submitAssessment(
  values: AssessmentValues,
  clientKey: string,
  deps: AssessmentDeps,
  texts: AssessmentTexts,
): Promise<AssessmentOutcome> {
  const result = await postWithKey(deps, assessmentPayload(values, clientKey));
  if (result.status === "unreachable") return result;
  if (result.status === "failed") return { status: "failed", message: texts.failed };
  const message = texts.answer(result.answer.message);
  return result.answer.success === true ? { status: "sent", message } : { status: "refused", message };
}
