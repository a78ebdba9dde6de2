import { localized } from "../../lib/localized";

// The line under an item staff have not yet written in Hindi, on a Hindi page
// (docs/architecture.md#what-staff-write-in-hindi). The English is for completeness: an English
// page never shows it.
const en = {
  note: "This is in English so far.",
};

export const englishSoFarTexts = localized(en, {
  note: "यह अभी अंग्रेज़ी में ही है।",
});
