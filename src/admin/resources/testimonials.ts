import type { Testimonial } from "../../lib/database.types";
import { declareContent } from "./content";
import { textField } from "./shared";

export const testimonialsResource = declareContent<Testimonial>({
  table: "testimonials",
  records: { one: "Testimonial", many: "testimonials", createdAs: "created" },
  texts: {
    title: "Testimonials",
    searchPlaceholder: "Search by name or position...",
    // Without the reason, unlike the other lists.
    fetchFailed: () => "Failed to fetch testimonials",
  },
  fields: [
    textField("name", "Name"),
    textField("position", "Position"),
    textField("company", "Company"),
    textField("review", "Review", { kind: "textarea" }),
  ],
  searchFields: ["name", "position"],
  stampsUpdatedAt: false,
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.position}, ${row.company}`,
    body: (row) => row.review,
  },
});
