import type { Language } from "../i18n/language";

// An event's time as the site shows dates (docs/product.md#in-the-news: 'December 5, 2026' in
// English, '5 दिसंबर 2026' in Hindi), with the time, always in India's time (Asia/Kolkata),
// whatever the reader's own zone: the event happens in Prayagraj.

const locale: Record<Language, string> = { en: "en-US", hi: "hi-IN" };
const timeZone = "Asia/Kolkata";
const made = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatters(language: Language) {
  let found = made.get(language);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale[language], { year: "numeric", month: "long", day: "numeric", timeZone }),
      time: new Intl.DateTimeFormat(locale[language], { hour: "numeric", minute: "2-digit", timeZone }),
    };
    made.set(language, found);
  }
  return found;
}

/**
 * 'December 5, 2026, 10:00 AM – 1:00 PM' (one day) or 'December 5, 2026, 10:00 AM – December 6,
 * 2026, 4:00 PM' (longer); in Hindi '5 दिसंबर 2026, 10:00 am – 1:00 pm'.
 */
export function formatEventTime(startsAt: string, endsAt: string, language: Language): string {
  const { day, time } = formatters(language);
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const startDay = day.format(start);
  const endDay = day.format(end);
  const from = `${startDay}, ${time.format(start)}`;
  return startDay === endDay ? `${from} – ${time.format(end)}` : `${from} – ${endDay}, ${time.format(end)}`;
}

/** A moment's day in India, as the site writes dates: 'December 5, 2026', '5 दिसंबर 2026'. */
export function formatEventDay(moment: string, language: Language): string {
  return formatters(language).day.format(new Date(moment));
}
