// How the admin and the staff's e-mails write amounts, dates and times: one form each, Indian
// English (docs/decisions/095-one-form-for-amounts-dates-and-times.md). The e-mails' Edge Functions
// run in Deno and share no code with src/, so supabase/functions/_shared/format.ts is a copy of
// this file; tests/unit/lib/format.test.ts checks that both write every value alike.
// Built by hand rather than with Intl: runtimes' ICU data differ ("Sept" or "Sep", "pm" after a
// narrow no-break space or a space), and the same value must read the same everywhere.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** India's offset from UTC, in minutes: India keeps no daylight saving. */
const INDIA_OFFSET_MINUTES = 330;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Indian digit grouping of a whole number of rupees: 1,25,000 (the last three digits, then pairs). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** An amount in rupees with its paise: "₹1,25,000.50", "₹2,500.00", "-₹10.00". */
export function formatRupees(amount: number | string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return "—";
  const paise = Math.round(Math.abs(value) * 100);
  const rupees = Math.floor(paise / 100).toString();
  const rest = (paise % 100).toString().padStart(2, "0");
  return `${value < 0 && paise > 0 ? "-" : ""}₹${groupIndian(rupees)}.${rest}`;
}

/**
 * Today's date in India as YYYY-MM-DD (the day the database compares dates with). By hand too: on
 * a slow phone each toLocaleDateString with a time zone builds an ICU formatter, tens of
 * milliseconds a call, and the forms ask on every keystroke (docs/performance.md).
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The calendar parts of an instant as read in India, or of a date without a time as it is. */
function partsOf(value: string | Date): { year: number; month: number; day: number; minutes: number | null } {
  if (typeof value === "string") {
    const date = DATE_ONLY.exec(value);
    if (date) return { year: Number(date[1]), month: Number(date[2]) - 1, day: Number(date[3]), minutes: null };
  }
  const instant = typeof value === "string" ? new Date(value) : value;
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** A day: "27 Nov 2026". A date without a time ("2026-11-27") is that day; an instant, its day in India. */
export function formatDate(value: string | Date): string {
  const { year, month, day } = partsOf(value);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** A time of day in India: "4:05 pm", "12:00 am" (midnight), "12:30 pm". */
export function formatTime(value: string | Date): string {
  const { minutes } = partsOf(value);
  if (minutes === null) return "";
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** An instant as read in India: "27 Nov 2026, 4:05 pm"; a date without a time, the day only. */
export function formatDateTime(value: string | Date): string {
  const time = formatTime(value);
  return time ? `${formatDate(value)}, ${time}` : formatDate(value);
}
