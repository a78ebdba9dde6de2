import type { Photo, PhotoPlacement } from "../../lib/database.types";
import { declareContent } from "./content";
import { activeField, consentField, imageField, selectField, textField } from "./shared";

const placementLabels: Record<PhotoPlacement, string> = {
  gallery: "Gallery",
  awards: "Home: awards slideshow",
  therapy: "Home: therapeutic world slideshow",
};

export const photosResource = declareContent<Photo>({
  table: "photos",
  dashboardCount: false,
  records: { one: "Photo", many: "photos", createdAs: "added", deleteAlso: "It disappears from the site." },
  texts: { title: "Photos", searchPlaceholder: "Search by description or caption..." },
  fields: [
    imageField("Photo", "photos", { required: true, altLabel: "Description for screen readers (alt text)" }),
    textField("caption", "Caption", { required: false }),
    selectField("placement", "Where it shows", placementLabels, "gallery"),
    // Empty on a new photo: the database puts it first in its place (private.new_photo_first).
    {
      name: "sort_order",
      label: "Position (lower numbers show first; empty: first)",
      kind: "number",
      required: false,
      min: 0,
      max: 10000,
    },
    activeField(),
    consentField(),
  ],
  searchFields: ["image_alt", "caption"],
  defaultOrder: [
    { field: "placement", order: "asc" },
    { field: "sort_order", order: "asc" },
  ],
  toggle: {
    field: "is_active",
    turnOffLabel: "Hide",
    turnOnLabel: "Show",
    turnedOn: "Photo shown on the site",
    turnedOff: "Photo hidden from the site",
    failed: "Failed to update photo status",
  },
  reorder: {
    procedure: "move_photo",
    idArgument: "photo_id",
    movedUp: "Photo moved up",
    movedDown: "Photo moved down",
    alreadyFirst: "This photo is already first in its place",
    alreadyLast: "This photo is already last in its place",
    failed: "Failed to move photo",
  },
  card: {
    title: (row) => row.caption ?? row.image_alt,
    subtitle: (row) => `${placementLabels[row.placement]} · position ${row.sort_order}`,
    body: (row) => row.image_alt,
  },
});
