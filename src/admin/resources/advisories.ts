import type { Advisory } from "../../lib/database.types";
import { statusBadge } from "./statusBadge";
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
    addButton: "Add Advisory",
    createTitle: "Add Advisory",
    editTitle: "Edit Advisory",
    emptyList: "No advisories found.",
    deleteConfirmation: "Delete this advisory?",
    created: "Advisory added successfully",
    updated: "Advisory updated successfully",
    deleted: "Advisory deleted",
    saveFailed: "Failed to save advisory",
    deleteFailed: "Failed to delete",
    fetchFailed: () => "Failed to fetch advisories",
  },
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "position", label: "Position", kind: "text", required: true },
    { name: "content", label: "Content", kind: "textarea", required: true },
    {
      name: "image_url",
      label: "Photo",
      kind: "image",
      required: false,
      smallName: "image_small_url",
      widthName: "image_width",
      heightName: "image_height",
      altName: "image_alt",
      altLabel: "Image description (alt text)",
      folder: "advisories",
    },
  ],
  searchFields: ["name", "position"],
  defaultOrder: [{ field: "created_at", order: "desc" }],
  stampsUpdatedAt: false,
  card: {
    title: (row) => row.name,
    subtitle: (row) => row.position,
    body: (row) => row.content,
    badges: (row) => [statusBadge(row.is_active)],
  },
});
