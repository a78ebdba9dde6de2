import type { VisitStep } from "../../lib/database.types";
import { declareContent } from "./content";
import { consentField, imageField, textField } from "./shared";

/**
 * 'Your first visit' (docs/product.md#your-first-visit): the steps of the visual story, each a photo
 * and one or two sentences, in the order staff give them with Move up and Move down. The sensory
 * information under the steps is the page 'first-visit-sensory' in Pages.
 */
export const visitStepsResource = declareContent<VisitStep>({
  table: "visit_steps",
  path: "first-visit",
  dashboardCount: false,
  records: { one: "Step", many: "steps", createdAs: "added", deleteAlso: "It disappears from the first visit story." },
  texts: { title: "First visit story", searchPlaceholder: "Search by title or text..." },
  fields: [
    textField("title", "Step title (a few words, e.g. The waiting room)"),
    textField("body", "What happens (one or two short sentences)", { kind: "textarea" }),
    imageField("Photo", "first-visit", { required: true, altLabel: "Description for screen readers (alt text)" }),
    // Empty on a new step: the database puts it last (private.new_visit_step_last).
    {
      name: "position",
      label: "Position (lower numbers show first; empty: last)",
      kind: "number",
      required: false,
      min: 0,
      max: 10000,
    },
    consentField(),
  ],
  searchFields: ["title", "body"],
  defaultOrder: [
    { field: "position", order: "asc" },
    { field: "created_at", order: "asc" },
  ],
  reorder: {
    procedure: "move_visit_step",
    idArgument: "step_id",
    movedUp: "Step moved up",
    movedDown: "Step moved down",
    alreadyFirst: "This step is already first",
    alreadyLast: "This step is already last",
    failed: "Failed to move step",
  },
  card: {
    title: (row) => row.title,
    subtitle: (row) => `Position ${row.position}`,
    body: (row) => row.body,
  },
});
