import type { Row, TableName } from "./databaseTable";

// What staff write in Hindi beside the English (issue 39; docs/architecture.md#what-staff-write-in-hindi).
// Each translatable text `<field>` has a twin column `<field>_hi` (the policy pages' `<field>_en`
// has `<field>_hi`). This table is the one declaration of which fields those are: the admin's
// declarations take it by their table (the form's English and हिन्दी pair, "Hindi missing", its
// filter, the dashboard's count, History), and the site's choice of language below reads what a
// row holds by the same rule. It lives here, below the site and the admin, because the public
// pages may not import the admin (docs/architecture.md#boundaries).

/** `title` -> `title_hi`; `title_en` (the policy pages) -> `title_hi`. */
export function hindiColumn(field: string): string {
  return `${field.replace(/_en$/, "")}_hi`;
}

type HindiTwin<F extends string> = `${F extends `${infer Base}_en` ? Base : F}_hi`;

/** The columns of table T that have a Hindi twin: the compiler refuses a field without one. */
type Twinned<T extends TableName> = {
  [F in keyof Row<T> & string]: HindiTwin<F> extends keyof Row<T> ? (F extends `${string}_hi` ? never : F) : never;
}[keyof Row<T> & string];

/**
 * Each public content type's translatable fields: its texts, an event's place, and the alt text of
 * each picture staff upload (`image_alt`, which the admin's image field pairs with its Hindi, and
 * the site's <img> shows as its `alt`). Making a further type (or field) translatable:
 * its `<field>_hi` columns in a migration, its `hindi_missing` computed column there, and its line
 * here (docs/architecture.md#adding-a-content-type).
 */
export const translatableFields = {
  news_articles: ["title", "excerpt", "content", "image_alt"],
  notices: ["title", "content"],
  events: ["title", "summary", "description", "place_name", "place_address", "image_alt"],
  doctors: ["specialty", "description", "image_alt"],
  testimonials: ["position", "review"],
  advisories: ["position", "content", "image_alt"],
  photos: ["caption", "image_alt"],
  pages: ["title_en", "body_en"],
  visit_steps: ["title", "body", "image_alt"],
  easy_read_points: ["text"],
} as const satisfies { [T in TableName]?: readonly Twinned<T>[] };

/** The translatable fields of `table`; none for a table that has no Hindi. */
export function translatableFieldsOf(table: string): readonly string[] {
  return (translatableFields as Record<string, readonly string[] | undefined>)[table] ?? [];
}

const written = (value: unknown): value is string => typeof value === "string" && /\S/.test(value);

/** Which of a row's texts staff wrote in English and not (yet) in Hindi. */
export function fieldsWithoutHindi(row: object, fields: readonly string[]): string[] {
  const texts = row as Record<string, unknown>;
  return fields.filter((field) => written(texts[field]) && !written(texts[hindiColumn(field)]));
}

/** The fields a row read from the database can have in Hindi: those it holds with their `_hi` twin. */
export function twinnedFieldsOf(row: object): string[] {
  return Object.keys(row).filter((key) => {
    if (key.endsWith("_hi")) return false;
    return hindiColumn(key) in row;
  });
}

/** A text and the language it is in. */
export type TextInLanguage = { text: string; language: "en" | "hi" };

/**
 * The one choice of language for a text staff wrote: on a Hindi page its Hindi version when there
 * is one, else the English (which the page then marks `lang="en"` and notes as "in English so far");
 * on an English page the English.
 */
export function chooseText(row: Record<string, unknown>, field: string, page: "en" | "hi"): TextInLanguage {
  const english = row[field];
  const hindi = row[hindiColumn(field)];
  if (page === "hi" && written(hindi)) return { text: hindi, language: "hi" };
  return { text: typeof english === "string" ? english : "", language: "en" };
}

/**
 * A row as a page in `page`'s language shows it: each translatable field (`fields`, or every field
 * the row holds with its Hindi twin) replaced by the text `chooseText` picks. Other columns and the
 * `_hi` columns themselves are kept, so `inEnglishSoFar` can still tell what fell back.
 */
export function rowInLanguage<R extends Record<string, unknown>>(
  row: R,
  page: "en" | "hi",
  fields: readonly string[] = twinnedFieldsOf(row),
): R {
  if (page === "en" || fields.length === 0) return row;
  const shown: Record<string, unknown> = { ...row };
  for (const field of fields) {
    // A null optional English text (a photo without a caption) stays null.
    if (row[field] === null && !written(row[hindiColumn(field)])) continue;
    shown[field] = chooseText(row, field, page).text;
  }
  return shown as R;
}

/** On a Hindi page: the row shows at least one of its texts in English, for want of its Hindi. */
export function inEnglishSoFar(row: object, page: "en" | "hi"): boolean {
  return page === "hi" && fieldsWithoutHindi(row, twinnedFieldsOf(row)).length > 0;
}

/**
 * The language a row as shown (`rowInLanguage`) is in, for JSON-LD's `inLanguage`: Hindi when each
 * of its texts shows its Hindi version, English when any shows the English (or it has no Hindi).
 */
export function shownLanguage(row: object): "en" | "hi" {
  const texts = row as Record<string, unknown>;
  const shown = twinnedFieldsOf(row).filter((field) => written(texts[field]) || written(texts[hindiColumn(field)]));
  return shown.length > 0 && shown.every((field) => texts[field] === texts[hindiColumn(field)]) ? "hi" : "en";
}

/**
 * Every row inside what a read answered (a list, a page of a list with its count, an article with
 * its neighbours), as shown on a page in `page`'s language. Plain data only: arrays and objects
 * are walked, the rest kept as is.
 */
export function inLanguage<T>(data: T, page: "en" | "hi"): T {
  if (page === "en") return data;
  return walk(data, page) as T;
}

function walk(value: unknown, page: "en" | "hi"): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, page));
  if (value === null || typeof value !== "object") return value;
  const row = value as Record<string, unknown>;
  const nested: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(row))
    nested[key] = item !== null && typeof item === "object" ? walk(item, page) : item;
  return rowInLanguage(nested, page);
}
