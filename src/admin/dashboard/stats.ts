import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, NewsArticle, TableName } from "../../lib/database.types";

interface StatDefinition {
  label: string;
  table: TableName;
  /** Only rows that are active. */
  activeOnly?: boolean;
}

const statDefinitions: StatDefinition[] = [
  { label: "News Articles", table: "news_articles" },
  { label: "Notices", table: "notices" },
  { label: "Doctors", table: "doctors" },
  { label: "Active Notices", table: "notices", activeOnly: true },
  { label: "Testimonials", table: "testimonials" },
  { label: "Advisory Entries", table: "advisories" },
];

export const CHANGE_WINDOW_DAYS = 30;

export interface Stat {
  label: string;
  total: number;
  /** Rows created within the change window. */
  recent: number;
}

/**
 * Growth over the window: rows created in it, relative to how many there were before it.
 * 'New' when everything is recent, so a fresh table never shows an infinite percentage.
 */
export function changeBadge(total: number, recent: number): string {
  const before = total - recent;
  if (before <= 0) return recent > 0 ? "New" : "+0%";
  return `+${Math.round((recent / before) * 100)}%`;
}

async function countRows(client: SupabaseClient<Database>, def: StatDefinition, since?: string): Promise<number> {
  // The table is chosen at run time; the typed client only narrows literal table names.
  let query = (client as unknown as SupabaseClient).from(def.table).select("*", { count: "exact", head: true });
  if (def.activeOnly) query = query.eq("is_active", true);
  if (since) query = query.gte("created_at", since);
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** Head-only count queries: the totals, and the rows created in the last 30 days. */
export async function fetchStats(client: SupabaseClient<Database>, now: Date = new Date()): Promise<Stat[]> {
  const since = new Date(now.getTime() - CHANGE_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return Promise.all(
    statDefinitions.map(async (def) => {
      const [total, recent] = await Promise.all([countRows(client, def), countRows(client, def, since)]);
      return { label: def.label, total, recent };
    }),
  );
}

export type RecentArticle = Pick<NewsArticle, "id" | "title" | "source" | "date">;

export async function fetchRecentArticles(client: SupabaseClient<Database>, limit = 5): Promise<RecentArticle[]> {
  const { data, error } = await client
    .from("news_articles")
    .select("id, title, source, date")
    .order("created_at", { ascending: false })
    .limit(limit);
  if (error) throw new Error(error.message);
  return data ?? [];
}
