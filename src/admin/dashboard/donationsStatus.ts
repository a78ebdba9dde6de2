import type { SupabaseClient } from "@supabase/supabase-js";
import { taxLabels } from "../../config/receipts";
import type { Database } from "../../lib/database.types";
import { formatDate } from "../../lib/format";

/**
 * The statement of donations (Form 10BD) is due by 31 May for the financial year that ended on
 * 31 March. From 1 April to the due day the dashboard reminds staff; null the rest of the year.
 * Dates are India's (the foundation's) calendar days.
 */
export function statementReminder(now: Date): { financialYear: string; dueOn: string; daysLeft: number } | null {
  // Today in India as YYYY-MM-DD (the en-CA format), compared as text within one year.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
  const year = Number(today.slice(0, 4));
  const due = `${year}-${taxLabels.statementDueMonthDay}`;
  if (today < `${year}-04-01` || today > due) return null;
  const dueDate = new Date(`${due}T00:00:00Z`);
  return {
    financialYear: `${year - 1}-${String(year % 100).padStart(2, "0")}`,
    dueOn: formatDate(due),
    daysLeft: Math.round((dueDate.getTime() - new Date(`${today}T00:00:00Z`).getTime()) / 86_400_000),
  };
}

/** Gifts with an 80G receipt whose donor has not yet been sent Form 10BE (head-only count). */
export async function countForm10beWaiting(client: SupabaseClient<Database>): Promise<number> {
  const { count, error } = await client
    .from("donations")
    .select("id", { count: "exact", head: true })
    .eq("form10be_waiting", true);
  if (error) throw new Error(error.message);
  return count ?? 0;
}
