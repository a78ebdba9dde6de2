import type { Language } from "./language";

// The language a visitor chose with the header's switch, kept on this device. index.html's inline
// script (src/site/inline/languageCheck.ts, given these names by scripts/inlineScripts.ts) reads
// the same key before the first paint: a visit that starts at the English home page goes to the
// Hindi one when Hindi was chosen, and a Hindi-preferring browser that has chosen nothing yet is
// offered the Hindi site (docs/architecture.md#languages).
export const languagePreferenceKey = "site-language";

/** The attribute index.html sets on <html> to show the one-line offer of the Hindi site. */
export const languageOfferAttribute = "data-offer-language";

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(languagePreferenceKey, language);
  } catch {
    // Storage can be full or blocked (private modes): the choice then lasts for this page only.
  }
}
