import { type FieldDeclaration, formFields, type ResourceDeclaration } from "../resources/types";
import { formatDateTime } from "../../lib/format";

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

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/;

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

/**
 * A value as staff read it (issue 36): a choice by its label in the form, a switch as Yes/No or
 * Active/Inactive, a picture by its file's name, a time in India; never the stored code or address.
 */
function shown(value: unknown, field?: FieldDeclaration): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field?.kind === "select") return field.options.find((option) => option.value === value)?.label ?? String(value);
  if (field?.kind === "status") return value ? "Active" : "Inactive";
  if (field?.kind === "image" && typeof value === "string")
    return `Picture ${decodeURIComponent(value.split("/").at(-1) ?? "")}`;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return TIMESTAMP.test(value) ? formatDateTime(value) : value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** A column's label: the form's, else the column name in words ("publish_at" -> "Publish at"). */
export function fieldLabel(declaration: ResourceDeclaration | undefined, field: string): string {
  const declared = declaredField(declaration, field);
  // A Hindi twin's own label is only "हिन्दी": beside its English in the form, alone here.
  if (declared && "hindiOf" in declared && declared.hindiOf) return `${declared.hindiOf} (हिन्दी)`;
  if (declared) return declared.label;
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
    .map((field) => ({
      field,
      label: fieldLabel(declaration, field),
      before: entry.old_row ? shown(before[field], declaredField(declaration, field)) : "—",
      after: entry.new_row ? shown(after[field], declaredField(declaration, field)) : "—",
    }));
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
