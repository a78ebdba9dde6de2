import type { TableName } from "../lib/database.types";
import { fetchAdvisories } from "./advisory/advisoryData";
import { fetchActiveDoctors } from "./doctors/doctorsData";
import { fetchUpcomingEvents } from "./events/eventsData";
import { fetchActivePhotos } from "./photos/photosData";
import { usePublishedRead } from "./shared/usePublishedRead";
import { fetchTestimonials } from "./testimonials/testimonialsData";

/**
 * The published data the public pages read, by name: the one place a public content type
 * registers (docs/architecture.md, "Adding a seventh content type"). `table` is what a change
 * must rebuild the pages for (the database's `<table>_note_site_change` triggers,
 * tests/integration/rebuildTriggers.test.ts). The build fetches each one (`atBuild`, which fails
 * rather than settling for an empty list) and renders it into the pages; the browser refreshes
 * them with `load`. The news, kept page by page and article by article, and the policy pages
 * have their own loaders (src/site/news/loadNewsData.ts, src/site/policy/pagesData.ts).
 */
export const publishedData = {
  doctors: { table: "doctors", load: fetchActiveDoctors, atBuild: fetchActiveDoctors },
  advisories: { table: "advisories", load: fetchAdvisories, atBuild: fetchAdvisories },
  testimonials: { table: "testimonials", load: fetchTestimonials, atBuild: fetchTestimonials },
  photos: { table: "photos", load: fetchActivePhotos, atBuild: fetchActivePhotos },
  events: { table: "events", load: fetchUpcomingEvents, atBuild: fetchUpcomingEvents },
} satisfies Record<string, { table: TableName; load: () => Promise<unknown>; atBuild: () => Promise<unknown> }>;

/** The tables read by the loaders outside `publishedData`: the news list and articles, the policy pages. */
const readByOwnLoaders = ["news_articles", "notices", "pages"] as const satisfies readonly TableName[];

/** Every table whose changes must reach the prerendered pages (README, "Rebuilds"). */
export const tablesThePublicPagesRead: readonly TableName[] = [
  ...Object.values(publishedData).map((entry) => entry.table),
  ...readByOwnLoaders,
].sort();

export type PublishedDataName = keyof typeof publishedData;
type PublishedDataOf<K extends PublishedDataName> = Awaited<ReturnType<(typeof publishedData)[K]["load"]>>;

export function usePublishedData<K extends PublishedDataName>(name: K) {
  return usePublishedRead<PublishedDataOf<K>>(name, publishedData[name].load as () => Promise<PublishedDataOf<K>>);
}
