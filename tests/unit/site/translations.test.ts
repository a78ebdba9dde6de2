import { describe, expect, it } from "vitest";

// Every fixed text of the public site in both languages (docs/architecture.md#languages): each
// Localized module exported anywhere under src/site or src/config has the same keys in Hindi as
// in English, no Hindi text is empty, and none is left in English except names and numbers.

const modules = import.meta.glob<Record<string, unknown>>(
  ["../../../src/site/**/*.{ts,tsx}", "../../../src/config/**/*.ts", "!**/*.test.*"],
  { eager: true },
);

/** Keys whose values are data, not words: the same in both languages. */
const dataKeys = new Set([
  "src",
  "srcSet",
  "to",
  "href",
  "id",
  "slug",
  "icon",
  "value",
  "width",
  "height",
  "module",
  "path",
]);

/**
 * Texts that are the same in Hindi because they are names, codes or numbers: the foundation's
 * name, brands and registration names people say as they are.
 */
const sameInBothLanguages = new Set([
  "Prayagraj Neurodiversity Foundation",
  "UPI",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "X",
  "PAN",
  "80G",
  "12A",
  "CSR-1",
  "NGO Darpan",
  "FCRA",
  "IFSC",
  "URN",
  "UPI ID",
  "Google Pay",
  "PhonePe",
  "Paytm",
  "BHIM",
]);

const numbersOnly = /^[\d\s.,:;+\-–—₹%/()#*]*$/;
const devanagari = /[\u0900-\u097F]/;

type Leaf = { path: string; en: unknown; hi: unknown };

function isLocalized(value: unknown): value is { en: unknown; hi: unknown } {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === "en" && keys[1] === "hi";
}

/** Walks both trees together; reports each shape difference and returns the pairs of leaves. */
function pairLeaves(en: unknown, hi: unknown, path: string, problems: string[], leaves: Leaf[]) {
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length) {
      problems.push(`${path}: ${en.length} items in English, ${Array.isArray(hi) ? hi.length : "none"} in Hindi`);
      return;
    }
    en.forEach((item, i) => pairLeaves(item, hi[i], `${path}[${i}]`, problems, leaves));
    return;
  }
  if (en && typeof en === "object") {
    if (!hi || typeof hi !== "object") {
      problems.push(`${path}: an object in English, ${typeof hi} in Hindi`);
      return;
    }
    const enKeys = Object.keys(en);
    const hiKeys = Object.keys(hi);
    for (const key of enKeys) if (!(key in hi)) problems.push(`${path}.${key}: missing in Hindi`);
    for (const key of hiKeys) if (!(key in en)) problems.push(`${path}.${key}: only in Hindi`);
    for (const key of enKeys.filter((k) => k in hi)) {
      pairLeaves(
        (en as Record<string, unknown>)[key],
        (hi as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
        leaves,
      );
    }
    return;
  }
  if (typeof en !== typeof hi) {
    problems.push(`${path}: ${typeof en} in English, ${typeof hi} in Hindi`);
    return;
  }
  leaves.push({ path, en, hi });
}

/** A function text is compared by what it says for sample arguments. */
function sample(fn: (...args: unknown[]) => unknown): unknown {
  return fn(...Array.from({ length: fn.length }, (_, i) => (i === 0 ? 3 : `sample${i}`)));
}

function checkLeaf({ path, en, hi }: Leaf, problems: string[]) {
  const key = path
    .split(".")
    .pop()!
    .replace(/\[\d+\]$/, "");
  if (typeof en === "function") {
    checkLeaf({ path: `${path}(…)`, en: sample(en as never), hi: sample(hi as never) }, problems);
    return;
  }
  if (typeof en !== "string") {
    if (en !== hi && dataKeys.has(key)) problems.push(`${path}: data differs between languages`);
    return;
  }
  const hiText = hi as string;
  if (dataKeys.has(key)) {
    if (hiText !== en) problems.push(`${path}: data differs between languages ("${en}" / "${hiText}")`);
    return;
  }
  if (en.trim() !== "" && hiText.trim() === "") problems.push(`${path}: empty in Hindi`);
  else if (hiText === en && !numbersOnly.test(en) && !sameInBothLanguages.has(en) && en.trim() !== "") {
    problems.push(`${path}: left in English ("${en}")`);
  } else if (hiText !== en && /[A-Za-z]{3,}/.test(en) && !devanagari.test(hiText)) {
    problems.push(`${path}: the Hindi has no Devanagari ("${hiText}")`);
  }
}

const localized = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isLocalized(value))
    .map(([name, value]) => ({
      name: `${file.replace(/^(\.\.\/)+/, "")}: ${name}`,
      value: value as { en: unknown; hi: unknown },
    })),
);

describe("the site's texts in Hindi and English", () => {
  it("finds the text modules", () => {
    // The navigation and the 404 page at least; a glob that matched nothing would pass vacuously.
    expect(localized.map(({ name }) => name)).toEqual(
      expect.arrayContaining([expect.stringContaining("navigationTexts"), expect.stringContaining("notFoundTexts")]),
    );
  });

  it.each(localized.map(({ name, value }) => [name, value] as const))(
    "%s has every English key in Hindi, translated",
    (_name, value) => {
      const problems: string[] = [];
      const leaves: Leaf[] = [];
      pairLeaves(value.en, value.hi, "", problems, leaves);
      leaves.forEach((leaf) => checkLeaf(leaf, problems));
      expect(problems).toEqual([]);
    },
  );
});
