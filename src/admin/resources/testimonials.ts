import type { Testimonial } from "../../lib/database.types";
import { formTexts, listTexts, newestFirst } from "./shared";
import { declareEditable } from "./types";

export const testimonialsResource = declareEditable<Testimonial>({
  table: "testimonials",
  publishing: { ends: false },
  keepsHistory: true,
  dashboardCount: { active: false },
  path: "testimonials",
  texts: {
    title: "Testimonials",
    searchPlaceholder: "Search by name or position...",
    ...listTexts("Testimonial", "testimonials"),
    ...formTexts("Testimonial", "created"),
    // Without the reason, unlike the other lists.
    fetchFailed: () => "Failed to fetch testimonials",
  },
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "position", label: "Position", kind: "text", required: true },
    { name: "company", label: "Company", kind: "text", required: true },
    { name: "review", label: "Review", kind: "textarea", required: true },
  ],
  searchFields: ["name", "position"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: false,
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.position}, ${row.company}`,
    body: (row) => row.review,
  },
});
