import type { CrudFilter } from "@refinedev/core";
import type { CardBadge, CrudRecord } from "../resources/types";
import { formatDateTime } from "../../lib/format";

/**
 * Draft, scheduled, published, ended (issue 25, docs/architecture.md#publishing-and-history): what the
 * public sees of a row of a publishable table. The database decides (row level security); this is the
 * same rule for the admin's badges and filters.
 */
export type PublishState = "draft" | "scheduled" | "published" | "ended";

export const publishStates: ReadonlyArray<{ value: PublishState; label: string }> = [
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
  { value: "ended", label: "Ended" },
];

export interface Publishing {
  status: string;
  publish_at: string;
  ends_at?: string | null;
}

export function publishState(row: Publishing, now: Date = new Date()): PublishState {
  if (row.status !== "published") return "draft";
  if (new Date(row.publish_at).getTime() > now.getTime()) return "scheduled";
  if (row.ends_at && new Date(row.ends_at).getTime() <= now.getTime()) return "ended";
  return "published";
}

/** The card's badge: "Draft", "Scheduled for <time>", "Published" or "Ended". */
export function publishBadge(row: Publishing, now: Date = new Date()): CardBadge {
  switch (publishState(row, now)) {
    case "draft":
      return { label: "Draft", color: "gray" };
    case "scheduled":
      return { label: `Scheduled for ${formatDateTime(row.publish_at)}`, color: "blue" };
    case "published":
      return { label: "Published", color: "green" };
    case "ended":
      return { label: "Ended", color: "yellow" };
  }
}

/** The rows in one state as server filters (PostgREST through @refinedev/supabase). */
export function publishFilters(state: PublishState | "", hasEnd: boolean, now: Date = new Date()): CrudFilter[] {
  const at = now.toISOString();
  switch (state) {
    case "":
      return [];
    case "draft":
      return [{ field: "status", operator: "ne", value: "published" }];
    case "scheduled":
      return [
        { field: "status", operator: "eq", value: "published" },
        { field: "publish_at", operator: "gt", value: at },
      ];
    case "published":
      return [
        { field: "status", operator: "eq", value: "published" },
        { field: "publish_at", operator: "lte", value: at },
        ...(hasEnd
          ? [
              {
                operator: "or" as const,
                value: [
                  { field: "ends_at", operator: "null" as const, value: "null" },
                  { field: "ends_at", operator: "gt" as const, value: `"${at}"` },
                ],
              },
            ]
          : []),
      ];
    case "ended":
      return hasEnd
        ? [
            { field: "status", operator: "eq", value: "published" },
            { field: "publish_at", operator: "lte", value: at },
            { field: "ends_at", operator: "lte", value: at },
          ]
        : [{ field: "id", operator: "null", value: true }];
  }
}

export function isPublishing(record: CrudRecord): record is CrudRecord & Publishing {
  return typeof record.status === "string" && typeof record.publish_at === "string";
}

/**
 * The one state a card shows of what the public sees (docs/decisions/094-one-visible-state-per-row.md):
 * 'Draft', 'Hidden' (switched off), 'Scheduled for <time>', 'Ended' or 'Live', whatever columns
 * (status, publish_at, ends_at, is_active) decide it. null for a row with none of them.
 */
export function visibleState(record: CrudRecord, now: Date = new Date()): CardBadge | null {
  const publishing = isPublishing(record) ? publishState(record, now) : null;
  const switchedOff = record.is_active === false;
  if (publishing === "draft") return { label: "Draft", color: "gray" };
  if (switchedOff) return { label: "Hidden", color: "gray" };
  if (publishing === "scheduled" || publishing === "ended") return publishBadge(record as CrudRecord & Publishing, now);
  if (publishing === "published" || record.is_active === true) return { label: "Live", color: "green" };
  return null;
}
