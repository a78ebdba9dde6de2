import { activeField, activeToggle, formTexts, selectField, textField } from "../../../../src/admin/resources/shared";
import { declareEditable } from "../../../../src/admin/resources/types";

/** A made-up table, declared only here: the generic screens must handle it with no other code. */
export interface Plant extends Record<string, unknown> {
  id: string;
  name: string;
  family: string;
  height: number;
  kind: string;
  is_active: boolean;
  created_at: string;
  updated_at?: string;
}

export const plantsResource = declareEditable<Plant>({
  table: "plants",
  path: "plants",
  texts: {
    title: "Plants",
    searchPlaceholder: "Search by name or family...",
    ...formTexts("Plant", "created"),
    // Written out: two of them are not what listTexts would say, and the screens show a declaration's own.
    emptyList: "No plants found.",
    deleteConfirmation: "Really remove this plant?",
    deleted: "Plant deleted",
    deleteFailed: "Failed to delete plant",
    fetchFailed: (message) => `Failed to fetch plants: ${message}. Check console for details.`,
  },
  fields: [
    textField("name", "Name"),
    textField("family", "Family"),
    { name: "height", label: "Height", kind: "number", required: true, min: 1, max: 10, defaultValue: 1 },
    selectField("kind", "Kind", { herb: "Herb", tree: "Tree" }, "herb"),
    activeField(),
  ],
  searchFields: ["name", "family"],
  defaultOrder: [{ field: "height", order: "desc" }],
  stampsUpdatedAt: true,
  toggle: activeToggle("Plant"),
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.family} · ${row.height} m`,
  },
});

export function plantRows(): Plant[] {
  return [
    {
      id: "1",
      name: "Neem",
      family: "Meliaceae",
      height: 9,
      kind: "tree",
      is_active: true,
      created_at: "2026-01-01T00:00:00Z",
    },
    {
      id: "2",
      name: "Tulsi",
      family: "Lamiaceae",
      height: 2,
      kind: "herb",
      is_active: true,
      created_at: "2026-01-02T00:00:00Z",
    },
    {
      id: "3",
      name: "Maidenhair fern",
      family: "Pteridaceae",
      height: 1,
      kind: "herb",
      is_active: false,
      created_at: "2026-01-03T00:00:00Z",
    },
  ];
}
