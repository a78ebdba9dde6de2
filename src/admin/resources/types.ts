import type { CrudSort } from "@refinedev/core";

/** A table row as the generic screens see it: an id plus named columns. */
export type CrudRecord = { id: string } & Record<string, unknown>;

/** How a field is entered in the modal form. `status` is a boolean shown as an Active/Inactive select. */
export type FieldKind = "text" | "textarea" | "url" | "date" | "number" | "select" | "status";

export type FieldValue = string | number | boolean;

export interface FieldDeclaration<R extends CrudRecord = CrudRecord> {
  name: keyof R & string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Value of a new record; text fields default to ''. */
  defaultValue?: FieldValue;
  min?: number;
  max?: number;
  options?: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

export interface CardBadge {
  label: string;
  color: string;
}

export interface CardDeclaration<R extends CrudRecord = CrudRecord> {
  title: (row: R) => string;
  subtitle: (row: R) => string;
  badges?: (row: R) => CardBadge[];
  /** Longer text shown under the subtitle (clamped). */
  body?: (row: R) => string;
}

export interface ToggleDeclaration<R extends CrudRecord = CrudRecord> {
  field: keyof R & string;
  /** Button label when the flag is on / off. */
  turnOffLabel: string;
  turnOnLabel: string;
  turnedOn: string;
  turnedOff: string;
  failed: string;
}

export interface ResourceTexts {
  /** Screen title and sidebar label. */
  title: string;
  searchPlaceholder: string;
  /** Form texts: needed only when the resource declares fields (records can be created and edited). */
  addButton?: string;
  createTitle?: string;
  /** Title of the edit modal, or of the read modal for resources without fields. */
  editTitle: string;
  emptyList: string;
  deleteConfirmation: string;
  created?: string;
  updated?: string;
  deleted: string;
  saveFailed?: string;
  deleteFailed: string;
  fetchFailed: (message: string) => string;
}

/** Everything the generic screens need to know about one table. Lives in Refine's `resource.meta.crud`. */
export interface ResourceDeclaration<R extends CrudRecord = CrudRecord> {
  /** The table, also Refine's resource name. */
  table: string;
  /** Path under /admin, e.g. "news" -> /admin/news. */
  path: string;
  texts: ResourceTexts;
  /** Form fields, in order; empty when records are only read (no create, no edit). */
  fields: ReadonlyArray<FieldDeclaration<R>>;
  /** Read-only fields shown in the read modal, for resources without a form. */
  details?: ReadonlyArray<{ name: keyof R & string; label: string }>;
  searchFields: ReadonlyArray<keyof R & string>;
  defaultOrder: CrudSort[];
  /** Updates also set updated_at to now (tables that have that column). */
  stampsUpdatedAt: boolean;
  toggle?: ToggleDeclaration<R>;
  card: CardDeclaration<R>;
}

/**
 * Declarations are typed against their own row; the generic screens read them as CrudRecord.
 * The row type only narrows what the card functions receive, so widening it is safe.
 */
export function declareResource<R extends CrudRecord>(declaration: ResourceDeclaration<R>): ResourceDeclaration {
  return declaration as unknown as ResourceDeclaration;
}
