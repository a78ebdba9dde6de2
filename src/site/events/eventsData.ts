import { rest } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";
import type { PublicEvent } from "./eventCalendar";

const columns =
  "id, slug, title, summary, description, starts_at, ends_at, place_name, place_address, online_url, image_url, registration_mode, registration_url, capacity, cancelled, updated_at";

/** The active events that have not ended, soonest first (the policies show visitors active rows only). */
export async function fetchUpcomingEvents(): Promise<PublicEvent[]> {
  return rowsOrThrow<PublicEvent>(
    await rest
      .from("events")
      .select(columns)
      .eq("is_active", true)
      .gte("ends_at", new Date().toISOString())
      .order("starts_at", { ascending: true })
      .order("slug", { ascending: true }),
  );
}
