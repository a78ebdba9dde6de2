import { easyReadSlugs, type EasyReadSlug } from "../../lib/easyRead";
import { easyReadPictures } from "../../lib/easyReadPictures";
import type { EasyReadPoint } from "../../lib/database.types";
import { easyReadLimits, fleschKincaidGrade, longestSentenceWords } from "../../lib/readability";
import { declareContent } from "./content";
import { selectField, textField } from "./shared";

// The easy-read pages (docs/product.md#easy-read): each of the six is its points in order, one
// idea a line, each with a picture from the site's fixed set. Staff write points; the pages are
// the site's.

/** The pages as staff know them: the page of the site each one is the easy-read twin of. */
export const easyReadPageLabels: Record<EasyReadSlug, string> = {
  home: "Home",
  services: "Our services",
  assessment: "Request an assessment",
  "first-visit": "Your first visit",
  contact: "Contact us",
  giving: "Giving (Get Involved)",
};

const pageLabels = Object.fromEntries(easyReadSlugs.map((slug) => [slug, easyReadPageLabels[slug]])) as Record<
  EasyReadSlug,
  string
>;

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * What staff see as they type: the English text's reading grade and the Hindi's longest sentence,
 * against the easy-read rules (src/lib/readability.ts).
 */
export function easyReadHint(values: { text?: unknown; text_hi?: unknown }): string | null {
  const grade = fleschKincaidGrade(asText(values.text));
  const hindiWords = longestSentenceWords(asText(values.text_hi));
  const parts: string[] = [];
  if (grade !== null)
    parts.push(
      `English reading level: school grade ${Math.max(0, grade).toFixed(1)} (aim for ${easyReadLimits.englishGrade} or lower).`,
    );
  if (hindiWords > 0)
    parts.push(`Hindi: ${hindiWords} words in the longest sentence (at most ${easyReadLimits.wordsPerSentence}).`);
  return parts.length > 0 ? parts.join(" ") : null;
}

/** A warning while a text breaks a rule; the database refuses a sentence of more than 15 words. */
export function easyReadWarning(values: { text?: unknown; text_hi?: unknown }): string | null {
  const problems: string[] = [];
  const grade = fleschKincaidGrade(asText(values.text));
  if (grade !== null && grade > easyReadLimits.englishGrade)
    problems.push("The English is harder than easy read: use shorter words and shorter sentences.");
  if (longestSentenceWords(asText(values.text)) > easyReadLimits.wordsPerSentence)
    problems.push(`An English sentence has more than ${easyReadLimits.wordsPerSentence} words: it will not save.`);
  if (longestSentenceWords(asText(values.text_hi)) > easyReadLimits.wordsPerSentence)
    problems.push(`A Hindi sentence has more than ${easyReadLimits.wordsPerSentence} words: it will not save.`);
  return problems.length > 0 ? problems.join(" ") : null;
}

export const easyReadResource = declareContent<EasyReadPoint>({
  table: "easy_read_points",
  path: "easy-read",
  dashboardCount: false,
  // updated_at is the server's (private.keep_server_columns).
  stampsUpdatedAt: false,
  records: {
    one: "Easy-read point",
    many: "easy-read points",
    createdAs: "added",
    deleteAlso: "It disappears from its page.",
  },
  texts: { title: "Easy read", searchPlaceholder: "Search the points..." },
  fields: [
    selectField("page", "Page", pageLabels, "home"),
    {
      name: "position",
      label: "Position on the page (1 shows first)",
      kind: "number",
      required: true,
      min: 1,
      max: 999,
      defaultValue: 1,
    },
    // One idea, in one short sentence or two (its Hindi beside it, src/lib/translatable.ts).
    textField("text", "Point (one idea, short words)", { placeholder: "e.g. We will call you in two working days." }),
    selectField("picture", "Picture beside it", easyReadPictures, "yes"),
  ],
  formHint: easyReadHint,
  formWarning: easyReadWarning,
  searchFields: ["text"],
  defaultOrder: [
    { field: "page", order: "asc" },
    { field: "position", order: "asc" },
  ],
  card: {
    title: (row) => row.text,
    subtitle: (row) =>
      `${easyReadPageLabels[row.page as EasyReadSlug] ?? row.page} · point ${row.position} · picture: ${easyReadPictures[row.picture as keyof typeof easyReadPictures] ?? row.picture}`,
    body: (row) => row.text_hi ?? "",
  },
});
