import { foundation } from "../../config/site";
import { languageInfo, languages, localizedPath } from "../i18n/language";
import type { PageHead } from "./pageHead";

export const ogImage = { path: "/og-image.png", width: 1200, height: 630 };

export function fullTitle(title: string): string {
  return title ? `${title} | ${foundation.name}` : foundation.name;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The page in each language, and x-default (the English page) for a reader whose language is
 * neither: search engines then offer each reader their own version.
 */
function alternateLinks(path: string, origin: string): string[] {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(new URL(href, origin).href)}">`;
  return [
    ...languages.map((language) => link(languageInfo[language].htmlLang, localizedPath(path, language))),
    link("x-default", localizedPath(path, "en")),
  ];
}

/**
 * The <head> tags of a prerendered page: title, description, canonical, the page in the other
 * language, Open Graph, Twitter card, JSON-LD.
 */
export function headTags(head: PageHead, origin: string): string {
  const title = fullTitle(head.title);
  const url = head.path === null ? null : new URL(head.path, origin).href;
  const image = new URL(head.image || ogImage.path, origin).href;
  const meta = (attribute: "name" | "property", key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : meta("name", "robots", "noindex"),
    ...(head.path === null ? [] : alternateLinks(head.path, origin)),
    meta("property", "og:title", title),
    meta("property", "og:description", head.description),
    url ? meta("property", "og:url", url) : "",
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:locale", languageInfo[head.language].ogLocale),
    meta("property", "og:locale:alternate", languageInfo[head.language === "en" ? "hi" : "en"].ogLocale),
    meta("property", "og:site_name", foundation.name),
    meta("property", "og:image", image),
    head.image ? "" : meta("property", "og:image:width", ogImage.width),
    head.image ? "" : meta("property", "og:image:height", ogImage.height),
    meta("property", "og:image:alt", foundation.name),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
  ];
  if (head.jsonLd) {
    const json = JSON.stringify(head.jsonLd).replace(/</g, "\\u003c");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.filter(Boolean).join("");
}
