// Characters that show nothing: Unicode's format characters (Cf: soft hyphen, zero-width space
// and joiners, bidi controls, word joiner, BOM, tags...) and the fillers and selectors that
// render blank. The same list as private.strip_invisible in the database, spelled out there
// because Postgres patterns have no \p{Cf}; keep the two alike.
const invisible =
  "\\u00AD\\u034F\\u0600-\\u0605\\u061C\\u06DD\\u070F\\u0890\\u0891\\u08E2\\u115F\\u1160\\u17B4\\u17B5" +
  "\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F" +
  "\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{110BD}\\u{110CD}\\u{13430}-\\u{1343F}\\u{1BCA0}-\\u{1BCA3}" +
  "\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}";
/** White space, Unicode's included (private.trim_blank's list). */
export const whiteSpace =
  "\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000";

// The classes hold combining characters (U+034F, variation selectors) on purpose, each one alone.
/* eslint-disable no-misleading-character-class */
const invisibleCharacters = new RegExp(`[${invisible}]`, "gu");
const blankAtEnds = new RegExp(`^[${whiteSpace}${invisible}]+|[${whiteSpace}${invisible}]+$`, "gu");
/* eslint-enable no-misleading-character-class */

/** The text without its invisible characters. */
export function withoutInvisible(value: string): string {
  return value.replace(invisibleCharacters, "");
}

/** The text without white space and invisible characters at either end (private.trim_blank). */
export function trimBlank(value: string): string {
  return value.replace(blankAtEnds, "");
}

// Combining marks alone make no name: the blocks private.has_letter_or_digit sets aside before it
// looks for a letter or digit (Postgres has no \p{M}); \p{L} below excludes every other mark.
// The class holds combining marks on purpose, each one alone.
/* eslint-disable no-misleading-character-class */
const combiningMarks =
  /[\u0300-\u036F\u0483-\u0489\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/gu;
/* eslint-enable no-misleading-character-class */
const letterOrDigit = /[\p{L}\p{Nd}\p{Nl}]/u;

/**
 * Whether the text holds at least one letter (any script) or digit, combining marks aside: a name
 * of dots or of accents alone is no name (private.has_letter_or_digit).
 */
export function hasLetterOrDigit(value: string): boolean {
  return letterOrDigit.test(value.replace(combiningMarks, ""));
}

/** Whether a field shows nothing: only white space and invisible characters. */
export function isBlank(value: string): boolean {
  return trimBlank(value) === "";
}
