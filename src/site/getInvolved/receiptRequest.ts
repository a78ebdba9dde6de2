import type { ReceiptRequestMode } from "../../lib/database.types";
import { isEmailAddress } from "../../lib/email";
import { hasLetterOrDigit } from "../../lib/visibleText";
import { rest } from "../../lib/rest";
import { receiptRequestTexts } from "./getInvolvedTexts";
import { isPan, normalisePan } from "./pan";
import { formatRupees, parseRupees } from "./upiLink";
import { todayInIndia } from "../../lib/format";

export type ReceiptRequestValues = {
  donorName: string;
  pan: string;
  address: string;
  email: string;
  phone: string;
  amount: string;
  giftDate: string;
  mode: ReceiptRequestMode | "";
  reference: string;
};

export const emptyReceiptRequest: ReceiptRequestValues = {
  donorName: "",
  pan: "",
  address: "",
  email: "",
  phone: "",
  amount: "",
  giftDate: "",
  mode: "",
  reference: "",
};

/** The server's limits (submit_receipt_request), mirrored on the inputs. */
export const receiptMaxLength = { donorName: 120, address: 500, email: 254, phone: 30, reference: 100 } as const;
const MAX_AMOUNT = 10_000_000;

type Errors = Partial<Record<keyof ReceiptRequestValues, string>>;
type ReceiptTexts = (typeof receiptRequestTexts)["en"];

/**
 * Field -> message for every field that blocks sending; empty when the form may be sent. `texts`:
 * the messages in the page's language.
 */
export function validateReceiptRequest(
  values: ReceiptRequestValues,
  today = todayInIndia(),
  texts: ReceiptTexts["errors"] = receiptRequestTexts.en.errors,
): Errors {
  const errors: Errors = {};
  for (const key of ["donorName", "pan", "address", "amount", "giftDate"] as const) {
    if (values[key].trim() === "") errors[key] = texts.required;
  }
  for (const key of ["donorName", "address", "reference"] as const) {
    if (!errors[key] && values[key].trim() !== "" && !hasLetterOrDigit(values[key])) errors[key] = texts.noLetters;
  }
  if (!errors.pan && !isPan(values.pan)) errors.pan = texts.pan;
  if (values.email.trim() === "" && values.phone.trim() === "") errors.email = texts.contact;
  else if (values.email.trim() !== "" && !isEmailAddress(values.email.trim())) errors.email = texts.email;
  if (!errors.amount) {
    const amount = parseRupees(values.amount);
    if (amount === null) errors.amount = texts.amount;
    else if (amount > MAX_AMOUNT) errors.amount = texts.amountTooLarge(formatRupees(MAX_AMOUNT));
  }
  if (!errors.giftDate && values.giftDate > today) errors.giftDate = texts.futureDate;
  if (values.mode === "") errors.mode = texts.mode;
  if (values.mode !== "cash" && values.mode !== "" && values.reference.trim() === "")
    errors.reference = texts.reference;
  return errors;
}

export type ReceiptOutcome = { ok: boolean; message: string };

/**
 * Sends the request to submit_receipt_request; the server checks everything again. `clientKey`:
 * made once per request in the browser (newClientKey) and sent again with a retry of the same
 * values, so the server stores it once and answers the retry as it answered the first. Its answer (in
 * English) and our own failure message reach the visitor in the language of `texts`. `language`: the
 * page's, stored with the request, so the gift recorded from it has its receipt in that language.
 */
export async function submitReceiptRequest(
  values: ReceiptRequestValues,
  texts: ReceiptTexts = receiptRequestTexts.en,
  clientKey?: string,
  language: "en" | "hi" = "en",
): Promise<ReceiptOutcome> {
  let answer: { success?: unknown; message?: unknown } | null;
  try {
    const { data, error } = await rest.rpc("submit_receipt_request", {
      donor_name: values.donorName,
      pan: normalisePan(values.pan),
      address: values.address,
      email: values.email,
      phone: values.phone,
      amount: values.amount.replace(/,/g, ""),
      gift_date: values.giftDate,
      mode: values.mode,
      transaction_reference: values.reference,
      // Both always: the overload with the language takes the key too (null: none).
      client_key: clientKey ?? null,
      language,
    });
    answer = error ? null : (data as typeof answer);
  } catch {
    answer = null;
  }
  if (!answer || typeof answer.message !== "string") {
    return { ok: false, message: texts.failed };
  }
  const ok = answer.success === true;
  return { ok, message: texts.answer(answer.message, ok) };
}
