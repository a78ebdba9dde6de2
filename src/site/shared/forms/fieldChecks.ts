import { isEmailAddress } from "../../../lib/email";
import { hasLetterOrDigit, isBlank, trimBlank, withoutInvisible } from "../../../lib/visibleText";

// The checks the visitor forms share, as the server makes them (private.has_markup,
// private.indian_mobile_key and the name, phone and e-mail rules of accept_assessment_request and
// accept_event_registration): each form names its text fields' kinds in a table, and checks here.

/** The ten digits of an Indian mobile number, or null (private.indian_mobile_key). */
export function indianMobileKey(value: string): string | null {
  const digits = withoutInvisible(value)
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\s().-]/g, "");
  return /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits)?.[1] ?? null;
}

/** Something that opens an HTML tag (private.has_markup); a lone < stays text. */
export const hasMarkup = (value: string) => /<[A-Za-z/!?]/.test(value);

/**
 * What a text field must be: any plain text, a name (not blank, with a letter or digit; its own
 * message when blank, under the field's key), a mobile number, or an e-mail address if given.
 */
export type FieldKind = "text" | "name" | "phone" | "email";

type NameFields<Kinds> = { [F in keyof Kinds]: Kinds[F] extends "name" ? F : never }[keyof Kinds];

export type FieldMessages<Kinds> = { markup: string; noLetters: string; phone: string; email: string } & Record<
  NameFields<Kinds> & string,
  string
>;

/** Field -> message for each field of `kinds` that blocks sending; markup is refused in all. */
export function checkFields<Kinds extends Record<string, FieldKind>>(
  values: Record<keyof Kinds, string>,
  kinds: Kinds,
  messages: FieldMessages<Kinds>,
): Partial<Record<keyof Kinds, string>> {
  type Field = keyof Kinds & string;
  const found: Partial<Record<keyof Kinds, string>> = {};
  for (const field of Object.keys(kinds) as Field[]) {
    const value = values[field];
    if (hasMarkup(value)) found[field] = messages.markup;
    else if (kinds[field] === "name") {
      if (isBlank(value)) found[field] = (messages as Record<string, string>)[field];
      else if (!hasLetterOrDigit(value)) found[field] = messages.noLetters;
    } else if (kinds[field] === "phone") {
      if (indianMobileKey(trimBlank(value)) === null) found[field] = messages.phone;
    } else if (kinds[field] === "email") {
      if (!isBlank(value) && !isEmailAddress(trimBlank(value))) found[field] = messages.email;
    }
  }
  return found;
}
