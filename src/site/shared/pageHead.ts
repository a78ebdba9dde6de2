import { createContext } from "react";
import type { Language } from "../i18n/language";

/** What a page says about itself to browsers, search engines and link previews. */
export type PageHead = {
  /** The page's own title; empty on the English home page, which is titled with the foundation's name. */
  title: string;
  description: string;
  /** The page's path, for its canonical URL; null for the 404 page, which has none. */
  path: string | null;
  /** The page's language: og:locale, and the hreflang links to the page in each language. */
  language: Language;
  type?: "website" | "article";
  /** An absolute or site-relative 1200x630 image; the site's own card when missing. */
  image?: string | null;
  /** schema.org data, for search engines. */
  jsonLd?: Record<string, unknown>;
};

/** During prerendering the page hands its head to the server through this; in the browser it is null. */
export const PageHeadContext = createContext<{ current: PageHead | null } | null>(null);
