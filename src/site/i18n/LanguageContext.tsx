import { createContext, useContext } from "react";
import { staffTextLang } from "./staffTextLanguage";
import type { Language, Localized } from "./language";

const LanguageContext = createContext<Language>("en");

/** Set once by SiteApp from the address; every page and component below reads it. */
export const LanguageProvider = LanguageContext.Provider;

/** The language of the page being shown. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The page language's half of a fixed text module. */
export function useTexts<T>(texts: Localized<T>): T {
  return texts[useLanguage()];
}

/**
 * `lang` for text staff wrote (src/site/i18n/staffTextLanguage.ts): with
 * `const langOf = useContentLang()`, `lang={langOf(title)}` marks English content on a Hindi page
 * and Hindi content on an English one.
 */
export function useContentLang(): (text: string | null | undefined) => string | undefined {
  const page = useLanguage();
  return (text) => staffTextLang(text, page);
}
