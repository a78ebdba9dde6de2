import { languageInfo, type Language } from "./language";

// Staff write news, doctors, advisors, testimonials and captions in whichever language they like
// (docs/architecture.md#languages), and the site shows them as written. A screen reader reads a
// text in the page's language unless told otherwise, so English on a Hindi page (or Hindi on an
// English one) needs its own `lang`. The two languages use different scripts, so the script
// tells which one a text is in.

const devanagariLetters = /[\u0900-\u097F]/g;
const latinLetters = /[A-Za-z]/g;

/**
 * The language a text is written in, by its letters: Hindi when Devanagari letters outnumber
 * Latin ones, English when Latin letters do; null when it has neither (digits, a dash, nothing).
 */
export function scriptLanguage(text: string): Language | null {
  const devanagari = text.match(devanagariLetters)?.length ?? 0;
  const latin = text.match(latinLetters)?.length ?? 0;
  if (devanagari === 0 && latin === 0) return null;
  return devanagari >= latin ? "hi" : "en";
}

/**
 * The `lang` attribute staff-written `text` needs on a page in `page`'s language: the text's own
 * language when it differs from the page's, otherwise undefined (it inherits the page's).
 */
export function staffTextLang(text: string | null | undefined, page: Language): string | undefined {
  const own = text ? scriptLanguage(text) : null;
  return own && own !== page ? languageInfo[own].htmlLang : undefined;
}
