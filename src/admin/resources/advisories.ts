import type { Advisory } from "../../lib/database.types";
import { declareContent } from "./content";
import { imageField, textField } from "./shared";

// The advisory is_active flag is only read here, never changed: no toggle, no status field
// (docs/product.md#entities-and-fields).
export const advisoriesResource = declareContent<Advisory>({
  table: "advisories",
  path: "advisory",
  records: { one: "Advisory", many: "advisories", createdAs: "added" },
  texts: {
    title: "Advisory & Counseling",
    searchPlaceholder: "Search by name or position...",
    deleteConfirmation: "Delete this advisory?",
    deleted: "Advisory deleted",
    deleteFailed: "Failed to delete",
    fetchFailed: () => "Failed to fetch advisories",
  },
  fields: [
    textField("name", "Name"),
    textField("position", "Position"),
    textField("content", "Content", { kind: "textarea" }),
    imageField("Photo", "advisories"),
  ],
  searchFields: ["name", "position"],
  stampsUpdatedAt: false,
  card: {
    title: (row) => row.name,
    subtitle: (row) => row.position,
    body: (row) => row.content,
  },
});
