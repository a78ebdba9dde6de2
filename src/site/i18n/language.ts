// The site's two languages and their addresses (docs/architecture.md#languages): English at the
// root, Hindi under /hi with the same paths. Everything that builds a link or reads the page's
// language goes through here, so the rule is written once.

export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];

/** What each language is called, in itself, and the codes the browser, Intl and Open Graph use. */
export const languageInfo = {
  en: { name: "English", htmlLang: "en", intlLocale: "en-IN", ogLocale: "en_IN", prefix: "" },
  hi: { name: "हिन्दी", htmlLang: "hi", intlLocale: "hi-IN", ogLocale: "hi_IN", prefix: "/hi" },
} as const satisfies Record<
  Language,
  { name: string; htmlLang: string; intlLocale: string; ogLocale: string; prefix: string }
>;

/** The other language: the one the header's switch leads to. */
export const otherLanguage = (language: Language): Language => (language === "en" ? "hi" : "en");

/** The language of an address: /hi and everything under it is Hindi. */
export function languageOf(pathname: string): Language {
  return /^\/hi(?=\/|$|#|\?)/.test(pathname) ? "hi" : "en";
}

/** The address without its language: /hi/about -> /about, /hi -> /. */
export function withoutLanguage(pathname: string): string {
  if (languageOf(pathname) === "en") return pathname;
  const rest = pathname.slice(languageInfo.hi.prefix.length);
  return rest === "" || rest.startsWith("#") || rest.startsWith("?") ? `/${rest}` : rest;
}

/**
 * A site address in `language`: /about -> /hi/about, / -> /hi, /#contact -> /hi#contact. Only
 * site-absolute paths are changed; other links (mailto:, https:, #top) are returned as they are.
 */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith("/")) return path;
  const base = withoutLanguage(path);
  const prefix = languageInfo[language].prefix;
  if (!prefix) return base;
  return base === "/" || base.startsWith("/#") || base.startsWith("/?")
    ? `${prefix}${base.slice(1)}`
    : `${prefix}${base}`;
}

/** Fixed texts in both languages (src/lib/localized.ts, where src/config can use it too). */
export { localized, type Localized, type TextsOf } from "../../lib/localized";

/** A titled paragraph of fixed copy (a pillar, a mission goal, a focus area, a card): typed once. */
export type TitledText = { title: string; text: string };
