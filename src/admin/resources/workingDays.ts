/**
 * Working days (Monday to Friday; public holidays are not counted out) that have passed since
 * `since`, in India's time: the days after the day it came, up to and including today. A request
 * that came on a Monday has waited 2 working days on Wednesday and 3 on Thursday.
 */
export function workingDaysSince(since: string | Date, now: Date = new Date()): number {
  const day = (date: Date) => date.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const cursor = new Date(`${day(new Date(since))}T12:00:00Z`);
  const today = day(now);
  let count = 0;
  for (;;) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (cursor.toISOString().slice(0, 10) > today) return count;
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
}

/** More than this many working days without a first call marks a request (docs/product.md#assessment-request). */
export const WAITING_LIMIT_WORKING_DAYS = 2;
