import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { easyReadSlugs } from "../../../src/lib/easyRead";
import {
  copyGradeLimit,
  easyReadLimits,
  fleschKincaidGrade,
  longestSentenceWords,
  sentencesOf,
  wordsOf,
} from "../../../src/lib/readability";
import { easyReadTexts } from "../../../src/site/easyRead/easyReadTexts";

// How easy the site is to read (issue 40; docs/product.md#easy-read). The easy-read pages' English
// scores at or below school grade 5 (Flesch–Kincaid, src/lib/readability.ts) and their Hindi
// sentences have at most 15 words; the rest of the site's fixed English copy scores at or below
// grade 8. The points are read from the migration that writes them, so the test scores what
// production gets.

const migration = readFileSync(join(__dirname, "../../../supabase/migrations/20261127190300_easy_read.sql"), "utf8");
const sqlString = "'((?:[^']|'')*)'";
const pointLine = new RegExp(`^\\s*\\('([a-z-]+)', (\\d+), '([a-z]+)', ${sqlString}, ${sqlString}\\)[,;]$`, "gm");
const unquote = (text: string) => text.replace(/''/g, "'");

/** The seeded points, one a line of the migration's insert. */
const seeded = [...migration.matchAll(pointLine)].map((match) => ({
  page: match[1],
  position: Number(match[2]),
  text: unquote(match[4]),
  text_hi: unquote(match[5]),
}));

describe("readability measures", () => {
  it("counts sentences at . ! ? । and line ends, and words between spaces", () => {
    expect(sentencesOf("We help. You call! Why? हम आते हैं। फिर\nनया")).toEqual([
      "We help",
      "You call",
      "Why",
      "हम आते हैं",
      "फिर",
      "नया",
    ]);
    expect(wordsOf("Call us — on 0532 2400 000.")).toEqual(["Call", "us", "on", "0532", "2400", "000."]);
    expect(longestSentenceWords("अपना फ़ोन नंबर दें। हम आपको दो कामकाजी दिनों में फ़ोन करेंगे।")).toBe(8);
  });

  it("scores plain words low and long words in long sentences high", () => {
    expect(fleschKincaidGrade("We help children. You can call us.")).toBeLessThan(3);
    expect(
      fleschKincaidGrade(
        "Our multidisciplinary intervention programme integrates evidence-based methodologies for neurodevelopmental conditions.",
      ),
    ).toBeGreaterThan(16);
    expect(fleschKincaidGrade("")).toBeNull();
  });
});

describe("the easy-read pages as the migration writes them", () => {
  it("has points for each of the six pages, in English and Hindi", () => {
    expect(new Set(seeded.map((point) => point.page))).toEqual(new Set(easyReadSlugs));
    // Every line of the insert was read: a line in another shape would be left out of the scores.
    const insertLines = migration.split("\n").filter((line) => /^\s*\('[a-z-]+', \d+,/.test(line));
    expect(seeded).toHaveLength(insertLines.length);
    for (const point of seeded) expect(point.text_hi).toMatch(/[\u0900-\u097F]/);
  });

  it.each(easyReadSlugs)("%s: the English, title included, is at or below school grade 5", (slug) => {
    const points = seeded.filter((point) => point.page === slug).map((point) => point.text);
    const page = [easyReadTexts.en.titles[slug], ...points].join("\n");
    expect(fleschKincaidGrade(page)).toBeLessThanOrEqual(easyReadLimits.englishGrade);
  });

  it.each(easyReadSlugs)("%s: every sentence has at most 15 words, in Hindi and in English", (slug) => {
    const points = seeded.filter((point) => point.page === slug);
    const long = points.flatMap((point) =>
      [point.text, point.text_hi].filter((text) => longestSentenceWords(text) > easyReadLimits.wordsPerSentence),
    );
    expect([easyReadTexts.hi.titles[slug], ...points.map((point) => point.text_hi)]).not.toHaveLength(0);
    expect(long).toEqual([]);
    expect(longestSentenceWords(easyReadTexts.hi.titles[slug])).toBeLessThanOrEqual(easyReadLimits.wordsPerSentence);
  });
});

// The rest of the site's fixed English: every Localized module under src/site and src/config (as
// tests/unit/site/translations.test.ts finds them), its prose (each text of 8 words or more, a
// sentence or a paragraph: a label or a name is no passage to score) scored as one passage, as
// Flesch–Kincaid is defined (the averages of words per sentence and syllables per word).
const modules = import.meta.glob<Record<string, unknown>>(
  ["../../../src/site/**/*.{ts,tsx}", "../../../src/config/**/*.ts", "!**/*.test.*"],
  { eager: true },
);

/** A function text is read by what it says for sample arguments, as the translations test does. */
function englishTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "function") {
    const fn = value as (...args: unknown[]) => unknown;
    englishTexts(fn(...Array.from({ length: fn.length }, (_, i) => (i === 0 ? 3 : `sample${i}`))), out);
  } else if (Array.isArray(value)) value.forEach((item) => englishTexts(item, out));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => englishTexts(item, out));
  return out;
}

const isLocalized = (value: unknown): value is { en: unknown; hi: unknown } =>
  !!value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).sort().join() === "en,hi";

/** A text without an end mark is still a sentence of its own (a card's line, an alt text). */
const asSentence = (text: string) => (/[.!?:]$/.test(text.trim()) ? text : `${text.trim()}.`);

const copy = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isLocalized(value))
    .map(([name, value]) => ({
      name: `${file.replace(/^(\.\.\/)+/, "")}: ${name}`,
      prose: englishTexts((value as { en: unknown }).en).filter((text) => wordsOf(text).length >= 8),
    }))
    .filter(({ prose }) => prose.length > 0),
);

/**
 * The modules still above grade 8 when this rule came (issue 40), with their grade then: copy
 * written before it, none of it the spec's (every text of the spec, SEED-SPEC.md, that the
 * modules hold scores grade 5 or below), to be put in plainer words and taken off this list. The
 * test fails on a module listed here that has come down to grade 8, so the list only shrinks. All
 * nine then listed (registrations 14.3, advisory 12.4, services 12.1, about 11.6, who we are 10.8,
 * medical team 10.6, mission 10.4, home 9.3, our story 8.7) have since been rewritten.
 */
const stillAboveGrade8: Record<string, number> = {};

describe("the site's fixed English copy", () => {
  it("finds the copy modules", () => {
    expect(copy.map(({ name }) => name)).toEqual(
      expect.arrayContaining([expect.stringContaining("homeTexts"), expect.stringContaining("servicesTexts")]),
    );
  });

  it.each(copy.map(({ name, prose }) => [name, prose] as const))(
    "%s reads at or below school grade 8",
    (name, prose) => {
      const grade = fleschKincaidGrade(prose.map(asSentence).join("\n")) ?? 0;
      if (name in stillAboveGrade8) {
        expect(grade).toBeGreaterThan(copyGradeLimit);
        // Nor harder than it was.
        expect(grade).toBeLessThanOrEqual(stillAboveGrade8[name] + 0.05);
      } else expect(grade).toBeLessThanOrEqual(copyGradeLimit);
    },
  );
});
