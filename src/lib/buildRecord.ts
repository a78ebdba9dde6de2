/**
 * The build record (docs/architecture.md#the-sites-freshness): what each build of the public site
 * writes to `build.json` at the site's root, and the admin's dashboard reads from the site's own
 * origin to tell staff which changes the public pages show.
 */
export interface BuildRecord {
  /** When the build loaded its content (ISO 8601). */
  builtAt: string;
  /** The newest content change the build saw (public.site_content_changed_at()); null when none or unknown. */
  contentChangedAt: string | null;
}

export const buildRecordFile = "build.json";

export function isBuildRecord(value: unknown): value is BuildRecord {
  if (!value || typeof value !== "object") return false;
  const { builtAt, contentChangedAt } = value as Record<string, unknown>;
  return (
    typeof builtAt === "string" &&
    !Number.isNaN(Date.parse(builtAt)) &&
    (contentChangedAt === null || (typeof contentChangedAt === "string" && !Number.isNaN(Date.parse(contentChangedAt))))
  );
}
