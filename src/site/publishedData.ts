import type { TableName } from "../lib/database.types";
import { usePublishedRead } from "./shared/usePublishedRead";
import { registeredTypes, type siteTypes, type SiteTypeName } from "./siteTypes";

/**
 * The published lists the public pages read, by name, from the types' registrations
 * (src/site/siteTypes.ts, each type's `list`). The build fetches each one (it fails rather than
 * settling for an empty list) and renders it into the pages; the browser refreshes them with the
 * same read. The pages there is one of per row (the news, the events' archive, the policy pages)
 * come from each type's `rowPages`.
 */
export type PublishedDataName = {
  [K in SiteTypeName]: (typeof siteTypes)[K] extends { list: () => Promise<unknown> } ? K : never;
}[SiteTypeName];

export const publishedData = Object.fromEntries(
  registeredTypes.flatMap(([name, type]) => (type.list ? [[name, type.list]] : [])),
) as { [K in PublishedDataName]: (typeof siteTypes)[K]["list"] };

/**
 * Every table whose changes must reach the prerendered pages (README, "Rebuilds"): the database's
 * `<table>_note_site_change` triggers, tests/integration/rebuildTriggers.test.ts.
 */
export const tablesThePublicPagesRead: readonly TableName[] = registeredTypes.flatMap(([, type]) => type.tables).sort();

type PublishedDataOf<K extends PublishedDataName> = Awaited<ReturnType<(typeof publishedData)[K]>>;

export function usePublishedData<K extends PublishedDataName>(name: K) {
  return usePublishedRead<PublishedDataOf<K>>(name, publishedData[name] as () => Promise<PublishedDataOf<K>>);
}
