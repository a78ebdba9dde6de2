import { selectFrom, type Selected } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

const columns =
  "id, slug, title, summary, description, starts_at, ends_at, place_name, place_address, online_url, image_url, registration_mode, registration_url, capacity, cancelled, updated_at";
/** What the public pages and calendar files read of an event: the column list is the type's one source. */
export type PublicEvent = Selected<"events", typeof columns>;

/** The active events that have not ended, soonest first (the policies show visitors active rows only). */
export async function fetchUpcomingEvents(): Promise<PublicEvent[]> {
  return rowsOrThrow(
    await selectFrom("events", columns)
      .eq("is_active", true)
      .gte("ends_at", new Date().toISOString())
      .order("starts_at", { ascending: true })
      .order("slug", { ascending: true }),
  );
}
