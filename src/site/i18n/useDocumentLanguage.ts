import { useEffect } from "react";
import { languageInfo, type Language } from "./language";

/**
 * Keeps <html lang> on the page's language when the visitor moves between languages in the
 * browser; the prerendered HTML already carries it (scripts/prerender/pageHtml.ts).
 */
export function useDocumentLanguage(language: Language) {
  useEffect(() => {
    document.documentElement.lang = languageInfo[language].htmlLang;
  }, [language]);
}
