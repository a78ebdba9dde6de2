import { fleschKincaid } from "flesch-kincaid";
import { syllable } from "syllable";

// How hard a text is to read (issue 40, docs/product.md#easy-read): the Flesch–Kincaid grade of an
// English text, by the formula of the `flesch-kincaid` package over syllables counted by
// `syllable` (both from the words/wooorm collection; docs/decisions/105-easy-read-as-ordered-points-with-fixed-pictures.md),
// and the number of words in the longest sentence of a Hindi one. The admin's easy-read form shows
// both as staff type, and the unit tests hold the site's copy to them; the database checks the
// Hindi sentences again (supabase/migrations/20261127190300_easy_read.sql).

/** A sentence ends at . ! ? or the Devanagari danda (।, ॥), or at a line's end: one idea per line. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/[.!?।॥]+(?=\s|$)|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** The words of a text: runs between spaces that hold a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text.split(/[\s—–]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** The Flesch–Kincaid grade of an English text; null for one with no words. */
export function fleschKincaidGrade(text: string): number | null {
  const sentences = sentencesOf(text);
  const words = sentences.flatMap(wordsOf);
  if (words.length === 0) return null;
  const syllables = words.reduce(
    (sum, word) => sum + Math.max(1, syllable(word.replace(/[^\p{L}'’-]/gu, "") || word)),
    0,
  );
  return fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables });
}

/** The number of words in a text's longest sentence (0 for none). */
export function longestSentenceWords(text: string): number {
  return Math.max(0, ...sentencesOf(text).map((sentence) => wordsOf(sentence).length));
}

/** The easy-read rules (docs/product.md#easy-read): English at or below school grade 5, sentences (English and Hindi) of at most 15 words. */
export const easyReadLimits = { englishGrade: 5, wordsPerSentence: 15 } as const;

/** The rule for the site's other fixed English copy. */
export const copyGradeLimit = 8;
