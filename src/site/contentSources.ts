import { fetchAdvisories } from "./advisory/advisoryData";
import { fetchActiveDoctors } from "./doctors/doctorsData";
import { fetchUpcomingEvents } from "./events/eventsData";
import { fetchActivePhotos } from "./photos/photosData";
import { useContent } from "./shared/useContent";
import { fetchTestimonials } from "./testimonials/testimonialsData";

/**
 * The lists the public pages read, by name (the news, kept page by page and article by article,
 * has its own: src/site/news/loadNewsContent.ts). The build fetches each one (`atBuild`, which
 * fails rather than settling for an empty list) and renders it into the pages; the browser
 * refreshes them with `load`.
 */
export const contentSources = {
  doctors: { load: fetchActiveDoctors, atBuild: fetchActiveDoctors },
  advisories: { load: fetchAdvisories, atBuild: fetchAdvisories },
  testimonials: { load: fetchTestimonials, atBuild: fetchTestimonials },
  photos: { load: fetchActivePhotos, atBuild: fetchActivePhotos },
  events: { load: fetchUpcomingEvents, atBuild: fetchUpcomingEvents },
};

export type ContentName = keyof typeof contentSources;
type ContentOf<K extends ContentName> = Awaited<ReturnType<(typeof contentSources)[K]["load"]>>;

export function useSiteContent<K extends ContentName>(name: K) {
  return useContent<ContentOf<K>>(name, contentSources[name].load as () => Promise<ContentOf<K>>);
}
