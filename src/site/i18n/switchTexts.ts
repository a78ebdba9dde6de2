// The one-line offer of the Hindi site, shown on the English home page: in Hindi, with lang="hi"
// (docs/architecture.md#languages).
export const languageOffer = {
  text: "यह वेबसाइट हिन्दी में भी है।",
  accept: "हिन्दी में पढ़ें",
  dismiss: "नहीं, अंग्रेज़ी ठीक है",
} as const;
