import { todayInIndia } from "../format";

/**
 * The Indian financial year of a day, as receipts and Form 10BD print it: 1 April 2026 to
 * 31 March 2027 is "2026-27". The same rule as the database's private.financial_year(date).
 */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const start = Number(isoDate.slice(5, 7)) < 4 ? year - 1 : year;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Today's financial year in India, and the `count - 1` before it, newest first. */
export function recentFinancialYears(now: Date, count: number): string[] {
  const start = Number(financialYearOf(todayInIndia(now)).slice(0, 4));
  return Array.from({ length: count }, (_, i) => financialYearOf(`${start - i}-04-01`));
}
