import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, NewsArticle } from "../../lib/database.types";
import { declarations } from "../resources";
import { tracksHindi } from "../resources/hindi";
import type { ResourceDeclaration } from "../resources/types";

/** One figure card: a table's rows, or its active rows. */
export interface StatDefinition {
  label: string;
  table: string;
  /** Only rows that are active. */
  activeOnly?: boolean;
}

/**
 * The figure cards, from the resource declarations that ask for one (`dashboardCount`), in
 * sidebar order: each labelled with its screen's title, and "Active <title>" after it.
 */
export function statDefinitions(from: readonly ResourceDeclaration[] = declarations): StatDefinition[] {
  return from.flatMap((declaration) => {
    if (!declaration.dashboardCount) return [];
    const { table, texts } = declaration;
    const all: StatDefinition = { label: texts.title, table };
    return declaration.dashboardCount.active
      ? [all, { label: `Active ${texts.title}`, table, activeOnly: true }]
      : [all];
  });
}

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

export type RecentArticle = Pick<NewsArticle, "id" | "title" | "source" | "date">;

export interface DashboardSummary {
  stats: Stat[];
  recent: RecentArticle[];
  /** Published records with a translatable text not yet in Hindi, across every such table (issue 39). */
  hindiMissing: number;
}

/** What `dashboard_summary` answers for one table. */
interface TableFigures {
  table: string;
  total: number;
  recent: number;
  active?: number;
  active_recent?: number;
  hindi_missing?: number;
}

/**
 * Every figure card (totals and the rows created in the last 30 days) and the five newest articles
 * in one request, `dashboard_summary` (security invoker: row level security decides what is
 * counted, as it did for the head counts it replaced; docs/architecture.md#the-admins-login-route).
 */
export async function fetchDashboardSummary(
  client: SupabaseClient<Database>,
  now: Date = new Date(),
  definitions: StatDefinition[] = statDefinitions(),
  hindiTables: readonly string[] = declarations.filter(tracksHindi).map((declaration) => declaration.table),
): Promise<DashboardSummary> {
  const since = new Date(now.getTime() - CHANGE_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const tables = [...new Set([...definitions.map((def) => def.table), ...hindiTables])];
  const counted = tables.map((table) => ({
    table,
    active: definitions.some((def) => def.table === table && def.activeOnly),
    hindi: hindiTables.includes(table),
  }));
  const { data, error } = await client.rpc("dashboard_summary", { counted, since });
  if (error) throw new Error(error.message);
  const answer = data as unknown as { counts: TableFigures[]; recent_articles: RecentArticle[] };
  const figures = new Map(answer.counts.map((row) => [row.table, row]));
  const stats = definitions.map((def) => {
    const row = figures.get(def.table);
    if (!row) throw new Error(`dashboard_summary did not count ${def.table}`);
    return def.activeOnly
      ? { label: def.label, total: row.active ?? 0, recent: row.active_recent ?? 0 }
      : { label: def.label, total: row.total, recent: row.recent };
  });
  const hindiMissing = answer.counts.reduce((sum, row) => sum + (row.hindi_missing ?? 0), 0);
  return { stats, recent: answer.recent_articles, hindiMissing };
}

/** The dashboard's line about Hindi: "4 items have no Hindi yet". */
export function hindiMissingLine(count: number): string {
  if (count === 0) return "Every published item has its Hindi";
  return count === 1 ? "1 item has no Hindi yet" : `${count} items have no Hindi yet`;
}
