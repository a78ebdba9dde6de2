import type { Advisory } from "../../lib/database.types";
import { statusBadge } from "./statusBadge";
import { formTexts, imageField, newestFirst } from "./shared";
import { declareEditable } from "./types";

// The advisory is_active flag is only read here, never changed: no toggle, no status field
// (docs/product.md#entities-and-fields).
export const advisoriesResource = declareEditable<Advisory>({
  table: "advisories",
  publishing: { ends: false },
  keepsHistory: true,
  dashboardCount: { active: false },
  path: "advisory",
  texts: {
    title: "Advisory & Counseling",
    searchPlaceholder: "Search by name or position...",
    ...formTexts("Advisory", "added"),
    emptyList: "No advisories found.",
    deleteConfirmation: "Delete this advisory?",
    deleted: "Advisory deleted",
    deleteFailed: "Failed to delete",
    fetchFailed: () => "Failed to fetch advisories",
  },
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "position", label: "Position", kind: "text", required: true },
    { name: "content", label: "Content", kind: "textarea", required: true },
    imageField("Photo", "advisories"),
  ],
  searchFields: ["name", "position"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: false,
  card: {
    title: (row) => row.name,
    subtitle: (row) => row.position,
    body: (row) => row.content,
    badges: (row) => [statusBadge(row.is_active)],
  },
});
