import type { Language } from "../i18n/language";

const options = { year: "numeric", month: "long", day: "numeric" } as const;
// English dates stay as the original site wrote them ('November 22, 2026', docs/product.md);
// Hindi ones are Hindi's own ('22 नवंबर 2026').
const dateLocale: Record<Language, string> = { en: "en-US", hi: "hi-IN" };
/** One formatter per language and time zone, made once: each date on a page reuses them. */
const formatters = (timeZone: string) => ({
  en: new Intl.DateTimeFormat(dateLocale.en, { ...options, timeZone }),
  hi: new Intl.DateTimeFormat(dateLocale.hi, { ...options, timeZone }),
});
const calendarDay = formatters("UTC");
// A moment (created_at) is shown as the day it was in Prayagraj.
const foundationDay = formatters("Asia/Kolkata");

/**
 * 'November 22, 2026' (or '22 नवंबर 2026') for an ISO date or timestamp; null when missing or
 * unreadable. A bare date ('2026-11-22') is a calendar day and never shifts with the reader's
 * time zone.
 */
export function formatLongDate(value: string | null | undefined, language: Language = "en"): string | null {
  if (!value) return null;
  const isCalendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isCalendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return (isCalendarDay ? calendarDay : foundationDay)[language].format(date);
}

/** The first `limit` words, with '...' when anything was cut. */
export function truncateWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= limit ? words.join(" ") : `${words.slice(0, limit).join(" ")}...`;
}
