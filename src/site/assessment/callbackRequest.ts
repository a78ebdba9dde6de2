import { supabaseAnonKey, supabaseUrl } from "../../lib/env";
import { trimBlank } from "../../lib/visibleText";
import { checkFields } from "../shared/forms/fieldChecks";
import { postWithKey, type PostDeps } from "../shared/forms/postWithKey";
import type { AssessmentTexts, CallTime } from "./assessmentTexts";

// "Ask us to call you instead" on the assessment page (docs/product.md#assessment-request): a parent
// who does not want to type gives a name and a mobile number, and may pick a time. The rules are
// private.accept_callback_request's (migration 20261127190400); the phone is checked as the
// assessment form checks it (Devanagari digits, +91, spaces), the server by its canonical digits.

export type CallbackValues = {
  parentName: string;
  phone: string;
  callTime: CallTime;
  callLanguage: "hi" | "en";
  consent: boolean;
};

export const emptyCallback = (language: "hi" | "en"): CallbackValues => ({
  parentName: "",
  phone: "",
  callTime: "any",
  callLanguage: language,
  consent: false,
});

/** The server's limits, mirrored on the inputs. */
export const callbackMaxLength = { parentName: 120, phone: 30 };

/** The RPC the script posts JSON to, and the one the short form posts to without JavaScript. */
export const callbackEndpoint = {
  url: `${supabaseUrl}/rest/v1/rpc/submit_callback_request`,
  headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` } as Record<string, string>,
  pageActionUrl: `${supabaseUrl}/rest/v1/rpc/submit_callback_request_page?apikey=${encodeURIComponent(supabaseAnonKey)}`,
};

export type CallbackErrors = Partial<Record<keyof CallbackValues, string>>;

/** Field -> message for every field that blocks sending; empty when the call back may be asked. */
export function validateCallback(values: CallbackValues, errorsText: AssessmentTexts["errors"]): CallbackErrors {
  const errors: CallbackErrors = checkFields(values, { parentName: "name", phone: "phone" }, errorsText);
  if (!values.consent) errors.consent = errorsText.consent;
  return errors;
}

/** The JSON body of submit_callback_request, with the request's browser-made key. */
export function callbackPayload(values: CallbackValues, clientKey: string) {
  return {
    parent_name: trimBlank(values.parentName),
    phone: trimBlank(values.phone),
    call_time: values.callTime,
    call_language: values.callLanguage,
    consent: values.consent,
    client_key: clientKey,
  };
}

export type CallbackOutcome =
  { status: "sent" } | { status: "refused"; message: string; values: CallbackValues } | { status: "unreachable" };

/** Sends the call back with its key; a refusal comes back with the values and the reason in the texts' language. */
export async function submitCallback(
  values: CallbackValues,
  clientKey: string,
  deps: PostDeps,
  texts: AssessmentTexts,
): Promise<CallbackOutcome> {
  const result = await postWithKey(deps, callbackPayload(values, clientKey));
  if (result.status === "unreachable") return result;
  if (result.status === "failed") return { status: "refused", message: texts.failed, values };
  return result.answer.success === true
    ? { status: "sent" }
    : { status: "refused", message: texts.answer(result.answer.message), values };
}
