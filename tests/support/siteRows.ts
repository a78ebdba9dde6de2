// Whole rows as the public site's reads return them, for the unit tests that render a page over a
// mocked read: a valid row with plain defaults, and the test's own texts on top
// (`aPublicEvent({ title: "…" })`). A column added to a table is added here once, not in every
// test that shows such a row. (tests/support/rows.ts makes rows to insert, for the backend.)
import type { Notice } from "../../src/lib/database.types";
import type { PublicEvent } from "../../src/site/events/eventCalendar";
import { rowMaker } from "./rowMaker";

/** The image columns of a row that has no image. */
export const noImage = {
  image_url: null,
  image_small_url: null,
  image_width: null,
  image_height: null,
  image_alt: null,
} as const;

/** An event in December 2026, with a form to register, at the centre. */
export const aPublicEvent = rowMaker<PublicEvent>(() => ({
  title_hi: null,
  summary_hi: null,
  description_hi: null,
  place_name_hi: null,
  place_address_hi: null,
  image_alt_hi: null,
  id: "0b5c3f1e-7d7a-4d0e-9f59-4f3c1b2a9d11",
  slug: "parent-workshop",
  title: "Parent workshop",
  summary: "A morning for parents.",
  description: "Bring your questions.",
  starts_at: "2026-12-05T04:30:00+00:00",
  ends_at: "2026-12-05T07:30:00+00:00",
  place_name: "Centre hall",
  place_address: "12 Civil Lines, Prayagraj",
  online_url: null,
  ...noImage,
  registration_mode: "form",
  registration_url: null,
  capacity: 30,
  cancelled: false,
  updated_at: "2026-11-25T06:00:00+00:00",
}));

/** A published warning notice, shown now. */
export const aPublishedNotice = rowMaker<Notice>(() => ({
  title_hi: null,
  content_hi: null,
  id: "n1",
  title: "Centre closed on Friday",
  content: "Sessions move to Saturday.",
  type: "warning",
  priority: 9,
  is_active: true,
  created_at: "2026-03-05T06:00:00Z",
  status: "published",
  publish_at: "2026-01-01T00:00:00Z",
  ends_at: null,
  updated_at: "2026-01-01T00:00:00Z",
}));
