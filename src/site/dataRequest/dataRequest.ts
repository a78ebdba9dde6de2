import { supabaseAnonKey, supabaseUrl } from "../../lib/env";
import { isBlank, trimBlank } from "../../lib/visibleText";
import type { Language } from "../i18n/language";
import { checkFields } from "../shared/forms/fieldChecks";
import { sharedAnswersInHindi } from "../shared/forms/formTexts";
import { postWithKey, type PostDeps, type RpcAnswer } from "../shared/forms/postWithKey";
import type { dataRequestTexts } from "./dataRequestTexts";

// The data request page (docs/product.md#data-requests): what it holds, how it is checked before
// sending (the rules of private.accept_data_request, migration 20261127120400_data_requests.sql),
// and its two posts: the request, with its browser-made key, to submit_data_request; the code from
// the e-mail to confirm_data_request.

export const requestKinds = ["access", "correction", "erasure"] as const;
export type RequestKind = (typeof requestKinds)[number];

export type DataRequestValues = { kind: RequestKind | ""; email: string; phone: string; correction: string };

export const emptyDataRequest = (): DataRequestValues => ({ kind: "", email: "", phone: "", correction: "" });

/** The server's limits, mirrored on the inputs. */
export const dataRequestMaxLength = { email: 254, phone: 30, correction: 2000 };

const endpoint = (rpc: string) => ({
  url: `${supabaseUrl}/rest/v1/rpc/${rpc}`,
  headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` } as Record<string, string>,
});
export const dataRequestEndpoints = {
  submit: endpoint("submit_data_request"),
  confirm: endpoint("confirm_data_request"),
};

type Errors = (typeof dataRequestTexts)["en"]["errors"];
export type DataRequestErrors = Partial<Record<"kind" | "email" | "phone" | "correction", string>>;

/** Field -> message for every field that blocks sending; empty when the request may be sent. */
export function validateDataRequest(values: DataRequestValues, errors: Errors): DataRequestErrors {
  const found: DataRequestErrors = checkFields(
    { email: values.email, correction: values.correction },
    { email: "email", correction: "text" },
    errors,
  );
  if (!values.kind) found.kind = errors.kind;
  if (isBlank(values.email) && isBlank(values.phone)) found.email = errors.contact;
  else if (!isBlank(values.phone)) {
    const phone = checkFields({ phone: values.phone }, { phone: "phone" }, errors);
    if (phone.phone) found.phone = phone.phone;
  }
  if (values.kind === "correction" && isBlank(values.correction) && !found.correction)
    found.correction = errors.correction;
  return found;
}

/** The JSON body of submit_data_request, with the request's browser-made key. */
export function dataRequestPayload(values: DataRequestValues, language: Language, clientKey: string) {
  return {
    kind: values.kind,
    email: trimBlank(values.email),
    phone: trimBlank(values.phone),
    correction: values.kind === "correction" ? trimBlank(values.correction) : "",
    language,
    client_key: clientKey,
  };
}

export type RequestOutcome =
  | { status: "code" | "phone_call"; message: string; request: string }
  | { status: "refused"; message: string }
  | { status: "failed" };

/** Sends the request; a retry with the same key is answered as the first and stores nothing. */
export async function submitDataRequest(
  values: DataRequestValues,
  language: Language,
  clientKey: string,
  deps: PostDeps,
): Promise<RequestOutcome> {
  const result = await postWithKey(deps, dataRequestPayload(values, language, clientKey));
  // Unreachable or refused by the gateway: the page says so and keeps the text; sending again
  // carries the same key, so a request that did arrive is not stored twice.
  if (result.status !== "answered") return { status: "failed" };
  const { success, message, verification, request } = result.answer as RpcAnswer & {
    verification?: unknown;
    request?: unknown;
  };
  if (success !== true) return { status: "refused", message };
  if ((verification !== "code" && verification !== "phone_call") || typeof request !== "string")
    return { status: "failed" };
  return { status: verification, message, request };
}

export type CodeOutcome = { status: "confirmed" | "refused"; message: string } | { status: "failed" };

/** Sends the code typed for `request`. */
export async function confirmDataRequest(request: string, code: string, deps: PostDeps): Promise<CodeOutcome> {
  const result = await postWithKey(deps, { request, code: code.replace(/\s/g, "") });
  if (result.status !== "answered") return { status: "failed" };
  return { status: result.answer.success === true ? "confirmed" : "refused", message: result.answer.message };
}

/** The answers of submit_data_request and confirm_data_request (and the shared limits) in Hindi. */
export const dataRequestAnswersInHindi: Record<string, string> = {
  ...sharedAnswersInHindi,
  "Please choose what you are asking for: to see, to correct or to erase your data.":
    "कृपया चुनें कि आप क्या चाहते हैं: अपनी जानकारी देखना, ठीक करवाना या मिटवाना।",
  "Please enter your e-mail address or your mobile number.": "कृपया अपना ईमेल पता या अपना मोबाइल नंबर लिखें।",
  "Email must be at most 254 characters.": "ईमेल अधिकतम 254 वर्णों का हो सकता है।",
  "Please write what should be corrected.": "कृपया लिखें कि क्या ठीक करना है।",
  "Please write at most 2000 characters about the correction.": "कृपया सुधार के बारे में अधिकतम 2000 वर्ण लिखें।",
  "If we hold data under this e-mail address, we have sent it a code. Please enter the code below within 30 minutes.":
    "अगर इस ईमेल पते से हमारे पास कोई जानकारी है, तो हमने उस पर एक कोड भेजा है। कृपया 30 मिनट के अंदर वह कोड नीचे डालें।",
  "Thank you. We will call you on this number to check that it is you, then answer your request.":
    "धन्यवाद। यह जाँचने के लिए कि अनुरोध आपका है, हम आपको इस नंबर पर फ़ोन करेंगे, फिर आपके अनुरोध का जवाब देंगे।",
  "Your request is confirmed. We will answer it within 90 days, usually much sooner.":
    "आपके अनुरोध की पुष्टि हो गई है। हम 90 दिनों के अंदर जवाब देंगे, आमतौर पर इससे बहुत पहले।",
  "This code is not right. Please check the e-mail and try again.": "यह कोड सही नहीं है। कृपया ईमेल देखकर फिर कोशिश करें।",
  "This code can no longer be used. Please send your request again.":
    "यह कोड अब इस्तेमाल नहीं हो सकता। कृपया अपना अनुरोध फिर से भेजें।",
  "Please enter the 6-digit code from the e-mail.": "कृपया ईमेल में आया 6 अंकों का कोड डालें।",
};

/** What the page says of a server's answer, in its language (English answers as they come). */
export function dataRequestAnswer(message: string, language: Language, failed: string): string {
  if (language === "en") return message;
  return dataRequestAnswersInHindi[message] ?? failed;
}
