import type { Testimonial } from "../../lib/database.types";
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
    addButton: "Add Testimonial",
    createTitle: "Add Testimonial",
    editTitle: "Edit Testimonial",
    emptyList: "No testimonials found.",
    deleteConfirmation: "Are you sure you want to delete this testimonial?",
    created: "Testimonial created successfully",
    updated: "Testimonial updated successfully",
    deleted: "Testimonial deleted successfully",
    saveFailed: "Failed to save testimonial",
    deleteFailed: "Failed to delete testimonial",
    fetchFailed: () => "Failed to fetch testimonials",
  },
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "position", label: "Position", kind: "text", required: true },
    { name: "company", label: "Company", kind: "text", required: true },
    { name: "review", label: "Review", kind: "textarea", required: true },
  ],
  searchFields: ["name", "position"],
  defaultOrder: [{ field: "created_at", order: "desc" }],
  stampsUpdatedAt: false,
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.position}, ${row.company}`,
    body: (row) => row.review,
  },
});
