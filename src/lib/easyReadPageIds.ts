import type { EasyReadSlug } from "./easyRead";

// Apart from src/lib/easyRead.ts, which the home page loads up front (its easy-read link): only
// the easy-read pages and the admin need these.

/**
 * The id a page's recordings are filed under (docs/architecture.md#read-aloud): a page is not a row
 * (it is its points), so it has a fixed id, the same in every project, which the database's read
 * policy on recordings maps back to the page (supabase/migrations/20261127220100_recordings_for_steps_and_easy_read.sql;
 * tests/integration/readAloudItems.test.ts holds the two equal).
 */
export const easyReadPageIds: Record<EasyReadSlug, string> = {
  home: "ea5e0000-0000-4000-8000-000000000001",
  services: "ea5e0000-0000-4000-8000-000000000002",
  assessment: "ea5e0000-0000-4000-8000-000000000003",
  "first-visit": "ea5e0000-0000-4000-8000-000000000004",
  contact: "ea5e0000-0000-4000-8000-000000000005",
  giving: "ea5e0000-0000-4000-8000-000000000006",
};
