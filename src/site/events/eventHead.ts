import { foundation } from "../../config/site";
import type { PageHead } from "../shared/pageHead";
import { eventJsonLd, eventPath, type PublicEvent } from "./eventCalendar";

/**
 * An event's own page head (docs/product.md#events): its title and summary for link previews, its
 * picture, and schema.org's Event for search engines (times with India's offset, the place or the
 * online link, the foundation as organiser, scheduled or cancelled).
 */
export function eventHead(event: PublicEvent, origin: string): Omit<PageHead, "path" | "language"> {
  const description = event.summary.trim() || event.description.trim().slice(0, 200) || event.title;
  return {
    title: event.title,
    description,
    image: event.image_url,
    jsonLd: eventJsonLd(event, new URL(eventPath(event.slug), origin).href, {
      name: foundation.name,
      url: `${origin}/`,
    }),
  };
}
