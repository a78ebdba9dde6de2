import { type FieldDeclaration, formFields, type ResourceDeclaration } from "../resources/types";
import { inWords, photoChange } from "../resources/inWords";

/** One row of public.change_history as the admin reads it. */
export interface HistoryEntry {
  id: number;
  table_name: string;
  row_id: string;
  operation: "insert" | "update" | "delete";
  actor_email: string | null;
  changed_at: string;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
  restored_from: number | null;
  /**
   * The row was deleted as a withdrawal (a testimonial: its person withdrew consent): the entry
   * keeps only the id and cannot be restored (docs/architecture.md#publishing-and-history).
   */
  withdrawn?: boolean;
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Columns the server keeps for itself: a change to them alone is not worth a line. */
const serverColumns = new Set(["id", "created_at", "updated_at", "search"]);

/** The form's field of a column, when the declaration has one. */
function declaredField(declaration: ResourceDeclaration | undefined, field: string): FieldDeclaration | undefined {
  return declaration?.kind === "editable"
    ? formFields(declaration).find((candidate) => candidate.name === field)
    : undefined;
}

/** Columns an image field fills by itself (its small copy and size): the picture's own line says it. */
function imageDetails(declaration: ResourceDeclaration | undefined): Set<string> {
  if (declaration?.kind !== "editable") return new Set();
  return new Set(
    declaration.fields.flatMap((field) =>
      field.kind === "image" ? [field.smallName, field.widthName, field.heightName] : [],
    ),
  );
}

/** A column's label: the form's, else the column name in words ("publish_at" -> "Publish at"). */
export function fieldLabel(declaration: ResourceDeclaration | undefined, field: string): string {
  const declared = declaredField(declaration, field);
  // A Hindi twin's own label is only "हिन्दी": beside its English in the form, alone here.
  if (declared && "hindiOf" in declared && declared.hindiOf) return `${declared.hindiOf} (हिन्दी)`;
  if (declared) return declared.label;
  const image = declaration?.kind === "editable" ? formFields(declaration).find((f) => f.kind === "image") : undefined;
  if (image?.kind === "image" && image.altName === field) return image.altLabel;
  if (image?.kind === "image" && image.altHindiName === field) return `${image.altLabel} (हिन्दी)`;
  const words = field.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a change did, field by field: every field that differs between the old and the new row. */
export function changedFields(entry: HistoryEntry, declaration?: ResourceDeclaration): FieldChange[] {
  const before = entry.old_row ?? {};
  const after = entry.new_row ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const details = imageDetails(declaration);
  return fields
    .filter((field) => !serverColumns.has(field) && !details.has(field))
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => {
      const declared = declaredField(declaration, field);
      // A picture: that it was added, changed or removed, never its files' addresses (issue 36).
      const words =
        declared?.kind === "image" && entry.old_row && entry.new_row
          ? photoChange(before[field], after[field])
          : {
              before: entry.old_row ? inWords(before[field], declared) : "—",
              after: entry.new_row ? inWords(after[field], declared) : "—",
            };
      return { field, label: fieldLabel(declaration, field), ...words };
    });
}

/** The heading of a change, e.g. "Deleted by editor@example.org". */
export function describeChange(entry: HistoryEntry): string {
  const who = entry.actor_email ?? "the system";
  if (entry.withdrawn && entry.operation === "delete") return `Withdrawn: deleted by ${who}`;
  const verb = entry.restored_from
    ? "Restored"
    : { insert: "Created", update: "Changed", delete: "Deleted" }[entry.operation];
  return `${verb} by ${who}`;
}

const withdrawnNoun = (entry: HistoryEntry) => (entry.table_name === "testimonials" ? "testimonial" : "record");

/** What the admin says under a withdrawn entry instead of its fields, which are erased. */
export function withdrawnNote(entry: HistoryEntry): string {
  return `The ${withdrawnNoun(entry)} was withdrawn: its text was erased from the history when it was deleted, and it cannot be restored.`;
}

/** The one-click undo for a change: what its button says; null when it cannot be undone (withdrawn). */
export function restoreLabel(entry: HistoryEntry): string | null {
  if (entry.withdrawn) return null;
  return { insert: "Undo: remove this record", update: "Undo this change", delete: "Restore this record" }[
    entry.operation
  ];
}

/** The record's name for a list of a whole table's changes: the card's title of the row. */
export function entryTitle(entry: HistoryEntry, declaration: ResourceDeclaration): string {
  const row = entry.new_row ?? entry.old_row;
  if (entry.withdrawn) return `A withdrawn ${withdrawnNoun(entry)}`;
  if (!row) return entry.row_id;
  try {
    return declaration.card.title({ id: entry.row_id, ...row });
  } catch {
    return entry.row_id;
  }
}
