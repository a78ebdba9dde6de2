import { localized } from "../i18n/language";

// The link from a page to its easy-read twin (docs/product.md#easy-read), on the pages a parent
// needs first: its own small module, so a page carries two words and not the easy-read pages' texts.
const en = { easyRead: "Easy read" };

export const easyReadLinkTexts = localized(en, { easyRead: "आसान भाषा में" });
