// Which tables have a preview, and a row's state as the public site sees it: the same rule as the
// read policies of private.make_publishable (docs/architecture.md#publishing-and-history) and the
// admin's badge (src/admin/publishing/publishState.ts, which the public site may not import).

export const previewTables = [
  "news_articles",
  "notices",
  "doctors",
  "advisories",
  "testimonials",
  "photos",
  "events",
  "visit_steps",
  "easy_read_points",
] as const;
export type PreviewTable = (typeof previewTables)[number];

/** What the banner needs of any previewed row. */
export type PreviewRow = { id: string; status: string; publish_at: string; ends_at?: string | null } & Record<
  string,
  unknown
>;

export type PreviewState = "draft" | "scheduled" | "ended" | "published";

export function previewState(
  row: Pick<PreviewRow, "status" | "publish_at" | "ends_at">,
  now = Date.now(),
): PreviewState {
  if (row.status !== "published") return "draft";
  if (Date.parse(row.publish_at) > now) return "scheduled";
  if (row.ends_at && Date.parse(row.ends_at) <= now) return "ended";
  return "published";
}
