// The pictures of the easy-read pages' points (docs/product.md#easy-read), for the admin's list and
// the site's pictograms: a module of their own, so the registration every page ships with
// (src/site/siteTypes.ts, which reads src/lib/easyRead.ts) does not carry their names.

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
