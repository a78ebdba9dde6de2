// The easy-read pages (issue 40; docs/product.md#easy-read), shared by the site and the admin
// (which may not import each other, docs/architecture.md#boundaries). The set of pages and the set
// of pictures are fixed here and in the database's checks (supabase/migrations/20261127190300_easy_read.sql);
// tests/integration/easyRead.test.ts holds the two equal.

/** The pages a worried parent needs first, each the easy-read twin of a page of the site. */
export const easyReadSlugs = ["home", "services", "assessment", "first-visit", "contact", "giving"] as const;
export type EasyReadSlug = (typeof easyReadSlugs)[number];

/**
 * The pictures staff choose from, one per point: simple pictograms shipped with the site (no
 * upload, so every picture is clear, light and the same style), each named for staff in the admin.
 */
export const easyReadPictures = {
  child: "A child",
  family: "A family",
  doctor: "A doctor",
  talk: "Talking",
  listen: "Listening",
  phone: "A phone call",
  whatsapp: "WhatsApp",
  mail: "E-mail",
  form: "A form",
  calendar: "A day",
  clock: "A time",
  centre: "Our centre",
  place: "A place on a map",
  play: "Playing",
  learn: "Learning",
  move: "Walking and moving",
  hands: "Hands",
  food: "Food",
  care: "Care (a heart)",
  help: "Helping hands",
  money: "Money",
  bank: "A bank",
  receipt: "A receipt",
  gift: "A gift",
  share: "Sharing",
  question: "A question",
  yes: "Yes, done",
  private: "Private (a lock)",
  papers: "Papers",
} as const;
export type EasyReadPicture = keyof typeof easyReadPictures;
