// A copy of src/lib/format.ts for the Edge Functions, which run in Deno and share no code with
// src/ (docs/decisions/095-one-form-for-amounts-dates-and-times.md): the staff's e-mails write
// amounts, dates and times as the admin does. tests/unit/lib/format.test.ts checks that both
// write every value alike; change both together.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** India's offset from UTC, in minutes: India keeps no daylight saving. */
const INDIA_OFFSET_MINUTES = 330;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Indian digit grouping of a whole number of rupees: 1,25,000 (the last three digits, then pairs). */
function groupIndian(digits: string): string {
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
