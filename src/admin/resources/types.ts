import type { CrudFilter, CrudSort } from "@refinedev/core";
import { hindiColumn } from "../../lib/translatable";

/** A table row as the generic screens see it: an id plus named columns. */
export type CrudRecord = { id: string } & Record<string, unknown>;

export type FieldValue = string | number | boolean;

interface FieldBase<R extends CrudRecord> {
  name: keyof R & string;
  label: string;
  required: boolean;
}

/**
 * Free text: one line, several lines, an http(s) URL, a date (YYYY-MM-DD), or a date and time in
 * India (a timestamptz column, entered and shown in Asia/Kolkata: src/admin/crud/formValues.ts).
 */
export interface TextField<R extends CrudRecord> extends FieldBase<R> {
  kind: "text" | "textarea" | "url" | "date" | "datetime";
  defaultValue?: string;
  placeholder?: string;
  /** A shape the text must have (an empty optional field is not checked), and the error that says so. */
  pattern?: { regex: RegExp; message: string };
  /**
   * The Hindi twin of this English field (issue 39): shown beside it, marked `lang="hi"`, labelled
   * हिन्दी. Made by `formFields` from the declaration's `translatable`, never declared by hand.
   */
  hindiOf?: string;
  /**
   * A time that may be left empty, and then is not sent: the database's default on a new row (now),
   * the value kept on an edit. A new record's form starts with now, as a required time's does.
   */
  emptyKeepsDefault?: boolean;
}

/**
 * A number within [min, max]: whole, or with up to `decimals` digits after the point (rupees and paise).
 * An optional field without a default starts empty and is sent as null when left empty.
 */
interface NumberField<R extends CrudRecord> extends FieldBase<R> {
  kind: "number";
  min: number;
  max: number;
  defaultValue?: number;
  decimals?: number;
}

/** One of a fixed list of values. */
interface SelectField<R extends CrudRecord> extends FieldBase<R> {
  kind: "select";
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue: string;
}

/** A boolean shown as an Active/Inactive select. */
interface StatusField<R extends CrudRecord> extends FieldBase<R> {
  kind: "status";
  defaultValue: boolean;
}

/** A statement staff must confirm by ticking it (a boolean column that must be true to save). */
interface ConfirmField<R extends CrudRecord> extends FieldBase<R> {
  kind: "confirm";
  /** Shown under the box. */
  description: string;
  /** The error when it is left unticked: what to do, not the description again. */
  refusal: string;
}

/**
 * A photo staff choose or drop: prepared in the browser (src/admin/images) and uploaded to the
 * `media` bucket on save. `name` is the large version's URL column; the others are filled with it.
 * An existing row's URL elsewhere (or a site path) is kept until staff replace or remove it.
 */
export interface ImageField<R extends CrudRecord> extends FieldBase<R> {
  kind: "image";
  smallName: keyof R & string;
  widthName: keyof R & string;
  heightName: keyof R & string;
  /** The alt text column: required whenever there is an image. */
  altName: keyof R & string;
  altLabel: string;
  /**
   * The alt text's Hindi twin column (issue 39), shown beside the English alt text, marked
   * `lang="hi"`, optional: set by `formFields` when the declaration's `translatable` names the alt
   * text, never by hand.
   */
  altHindiName?: string;
  /** Folder in the bucket, e.g. "doctors". */
  folder: string;
}

/** How a field is entered in the modal form: each kind carries exactly what its input needs. */
export type FieldDeclaration<R extends CrudRecord = CrudRecord> =
  TextField<R> | NumberField<R> | SelectField<R> | StatusField<R> | ConfirmField<R> | ImageField<R>;

export type FieldKind = FieldDeclaration["kind"];

export interface CardBadge {
  label: string;
  color: string;
}

export interface CardDeclaration<R extends CrudRecord = CrudRecord> {
  title: (row: R) => string;
  /** Marks a card that needs attention (a request waiting too long): a red edge and this text. */
  highlight?: (row: R) => string | null;
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
  /** Show the button only while the flag is on: a one-way action such as releasing a held message. */
  onlyWhenOn?: boolean;
}

/**
 * Staff move a record up or down its list with Move up / Move down on its card, through a remote
 * procedure taking `{ [idArgument]: id, direction: "up" | "down" }` that answers false when the record
 * is already first or last. The database does the move in one statement (docs/decisions/060-photos-move-up-or-down-through-a-database-function.md).
 */
export interface ReorderDeclaration {
  procedure: string;
  idArgument: string;
  movedUp: string;
  movedDown: string;
  alreadyFirst: string;
  alreadyLast: string;
  failed: string;
}

/**
 * A button on a record's card for work beyond toggling (issue a receipt, record a gift): `run` does
 * it and answers the success toast's text; a thrown error shows `failed` with its message. The list
 * reloads after each. With `confirm`, staff confirm in a dialog first.
 */
export interface RowAction<R extends CrudRecord = CrudRecord> {
  label: string;
  shown: (row: R) => boolean;
  run: (row: R) => Promise<string>;
  failed: string;
  confirm?: { title: string; question: string; button: string };
}

/** A filter staff switch on beside the search box: the rows whose `field` equals `value`. */
export interface QuickFilter<R extends CrudRecord = CrudRecord> {
  label: string;
  field: keyof R & string;
  value: FieldValue;
}

/**
 * One-click moves of a record through a set of states (an assessment request's status): the card
 * shows a button for each state `steps` offers from the row's current one.
 */
export interface StepsDeclaration<R extends CrudRecord = CrudRecord> {
  field: keyof R & string;
  steps: (row: R) => ReadonlyArray<{ value: string; label: string }>;
  /** The toast after a move, naming the new state's label. */
  moved: (label: string) => string;
  failed: string;
}

/** A choice staff make beside the search box: the rows whose `field` equals the chosen value (all when none). */
export interface SelectFilter<R extends CrudRecord = CrudRecord> {
  label: string;
  field: keyof R & string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** One column of a CSV export: its header and how a row fills it. */
export interface ExportColumn<R extends CrudRecord = CrudRecord> {
  header: string;
  /** `index` counts the exported rows from 0, in export order. */
  value: (row: R, index: number) => string;
}

/** A CSV file of every row (not only the page shown), for staff to download from the list. */
export interface ExportDeclaration<R extends CrudRecord = CrudRecord> {
  buttonLabel: string;
  /** Without the extension; the download adds ".csv". */
  fileName: string;
  failed: string;
  /** Shown instead of a download when no row matches (with the choice's value, when there is one). */
  empty: string | ((chosen: string) => string);
  /** Which rows go into the file (all when empty). */
  filters: CrudFilter[];
  order: CrudSort[];
  columns: readonly [ExportColumn<R>, ...ExportColumn<R>[]];
  /** A choice beside the button (a financial year, say) that narrows the rows with one more filter. */
  choice?: ExportChoice;
  /**
   * The file is an outside form's template (Form 10BD's Part B for the income-tax portal): its header
   * is the first line, with no line of ours above it; the screen says what the file holds instead.
   */
  template?: string;
}

export interface ExportChoice {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue: string;
  /**
   * A better first choice, once known (the latest financial year with receipts): chosen unless staff
   * chose already, and added to the options when it is not among them. null keeps defaultValue.
   */
  preferred?: () => Promise<string | null>;
  /** The filter for a chosen value; none for a value that means "all". */
  filter: (value: string) => CrudFilter | null;
}

/** Texts every list screen shows. */
interface ListTexts {
  /** Screen title and sidebar label. */
  title: string;
  searchPlaceholder: string;
  emptyList: string;
  deleteConfirmation: string;
  deleted: string;
  deleteFailed: string;
  fetchFailed: (message: string) => string;
}

/** Texts of a resource whose records staff create and edit in a form. */
export interface EditableTexts extends ListTexts {
  addButton: string;
  createTitle: string;
  editTitle: string;
  created: string;
  updated: string;
  saveFailed: string;
}

/** Texts of a resource whose records staff only read (and toggle or delete). */
export interface ReadOnlyTexts extends ListTexts {
  /** Title of the modal that shows one record. */
  readTitle: string;
}

interface DeclarationBase<R extends CrudRecord> {
  /** The table, also Refine's resource name. */
  table: string;
  /** Path under /admin, e.g. "news" -> /admin/news. */
  path: string;
  searchFields: ReadonlyArray<keyof R & string>;
  defaultOrder: CrudSort[];
  /** Updates also send updated_at (tables that have that column; docs/decisions/004-updatedat-is-sent-by-the-client-although-a-trigger-sets-it.md says why). */
  stampsUpdatedAt: boolean;
  toggle?: ToggleDeclaration<R>;
  /** Further flags staff flip from the card, after `toggle`. */
  extraToggles?: ReadonlyArray<ToggleDeclaration<R>>;
  quickFilters?: ReadonlyArray<QuickFilter<R>>;
  selectFilters?: ReadonlyArray<SelectFilter<R>>;
  steps?: StepsDeclaration<R>;
  reorder?: ReorderDeclaration;
  card: CardDeclaration<R>;
  /**
   * What the list asks PostgREST for (its `select`), when the cards need more than the row: a
   * computed column the database answers beside it, such as an event's booked places. Default `*`.
   */
  listSelect?: string;
  export?: ExportDeclaration<R>;
  /** Further buttons on the card, after the toggles. */
  rowActions?: ReadonlyArray<RowAction<R>>;
  /**
   * The table holds personal data: only admins see it (the database's is_admin() policies decide;
   * the sidebar and routes hide it from editors, docs/architecture.md#security-model).
   */
  personalData?: boolean;
  /**
   * Draft, scheduled, published (issue 25): the table was made publishable in SQL
   * (private.make_publishable). The form gets Publishing and Publish at (and Stop showing at with
   * `ends`), the card a state badge, Preview and the list a state filter.
   */
  publishing?: { ends: boolean };
  /** The table's changes are recorded (private.track_history): History on the list and each card. */
  keepsHistory?: boolean;
  /**
   * The fields staff may also write in Hindi (issue 39), from src/lib/translatable.ts by the table
   * (`declareContent`): each gets its `<field>_hi` twin in the form beside it, the card says
   * "Hindi missing" where a published record lacks one, the list filters those, the dashboard
   * counts them. `required`: the Hindi must be written too (the policy pages).
   */
  translatable?: { fields: readonly string[]; required?: boolean };
  /**
   * A figure card on the dashboard: the table's rows, labelled with `texts.title`, and with
   * `active` a second card of its active rows ("Active <title>"), in declaration order
   * (src/admin/dashboard/stats.ts, one `dashboard_summary` call for all).
   */
  dashboardCount?: { active: boolean };
}

/** Staff add and edit records through the declared form fields. */
export interface EditableResource<R extends CrudRecord = CrudRecord> extends DeclarationBase<R> {
  kind: "editable";
  texts: EditableTexts;
  /** False for records that arrive from elsewhere and that staff only work (no Add button). */
  creates?: boolean;
  /** What the record holds that staff read but do not edit, shown above the form. */
  details?: ReadonlyArray<{ name: keyof R & string; label: string; format?: (row: R) => string }>;
  /** Form fields, in order. */
  fields: readonly [FieldDeclaration<R>, ...FieldDeclaration<R>[]];
  /** A warning shown in the form while the typed values call for one (null: none). */
  formWarning?: (values: Partial<Record<keyof R & string, unknown>>) => string | null;
  /** A line of help that follows what staff type (the easy-read texts' reading level); not a live region, which would speak at every key: `formWarning` speaks when a rule is broken. */
  formHint?: (values: Partial<Record<keyof R & string, unknown>>) => string | null;
}

/** Records arrive from elsewhere (e.g. the contact form): staff read them in a modal. */
export interface ReadOnlyResource<R extends CrudRecord = CrudRecord> extends DeclarationBase<R> {
  kind: "readOnly";
  texts: ReadOnlyTexts;
  /** The columns the read modal shows, in order; `format` says a stored code in words. */
  details: ReadonlyArray<{ name: keyof R & string; label: string; format?: (row: R) => string }>;
}

/** Everything the generic screens need to know about one table. */
export type ResourceDeclaration<R extends CrudRecord = CrudRecord> = EditableResource<R> | ReadOnlyResource<R>;

/*
 * Declarations are typed against their own row; the generic screens read them as CrudRecord.
 * The row type only narrows what the card functions receive, so widening it is safe. The two
 * functions make the compiler name every text or field a new declaration still lacks.
 */

/**
 * The form's fields: the declared ones, each translatable one followed by its Hindi twin, then
 * Publishing and Publish at (and the end) of a publishable table.
 */
export function formFields(declaration: EditableResource): ReadonlyArray<FieldDeclaration> {
  const fields = declaration.fields.flatMap((field) => [
    withHindiAlt(field, declaration.translatable),
    ...hindiTwin(field, declaration.translatable),
  ]);
  return declaration.publishing ? [...fields, ...publishingFields(declaration.publishing.ends)] : fields;
}

/** An image field whose alt text is translatable carries its Hindi twin, which its input shows beside it. */
function withHindiAlt(field: FieldDeclaration, translatable: EditableResource["translatable"]): FieldDeclaration {
  if (field.kind !== "image" || !translatable?.fields.includes(field.altName)) return field;
  return { ...field, altHindiName: hindiColumn(field.altName) };
}

/** The Hindi field beside a translatable text: optional unless the declaration requires Hindi. */
function hindiTwin(field: FieldDeclaration, translatable: EditableResource["translatable"]): FieldDeclaration[] {
  if (!translatable?.fields.includes(field.name)) return [];
  if (field.kind !== "text" && field.kind !== "textarea") return [];
  return [
    {
      name: hindiColumn(field.name),
      // Not the English label again: the pair sits side by side, and "Title" must name one field.
      label: "हिन्दी",
      kind: field.kind,
      required: translatable.required ?? false,
      placeholder: field.placeholder,
      hindiOf: field.label,
    },
  ];
}

function publishingFields(ends: boolean): FieldDeclaration[] {
  const field = (name: string) => name;
  return [
    {
      name: field("status"),
      label: "Publishing",
      kind: "select",
      required: true,
      // Published now, as every save was before issue 25: staff choose Draft or a later time.
      defaultValue: "published",
      options: [
        { value: "draft", label: "Draft (only staff see it)" },
        { value: "published", label: "Published (shown from the time below)" },
      ],
    },
    // Needed only to schedule: a draft, or a record published at once, leaves it as it is (issue 36).
    {
      name: field("publish_at"),
      label: "Publish at (only to schedule; empty: at once)",
      kind: "datetime",
      required: false,
      emptyKeepsDefault: true,
    },
    ...(ends
      ? [{ name: field("ends_at"), label: "Stop showing at (optional)", kind: "datetime" as const, required: false }]
      : []),
  ];
}

/** A table whose records staff add and edit in the declared form. */
export function declareEditable<R extends CrudRecord>(
  declaration: Omit<EditableResource<R>, "kind">,
): EditableResource {
  return { kind: "editable", ...declaration } as unknown as EditableResource;
}

/** A table whose records staff only read, toggle and delete. */
export function declareReadOnly<R extends CrudRecord>(
  declaration: Omit<ReadOnlyResource<R>, "kind">,
): ReadOnlyResource {
  return { kind: "readOnly", ...declaration } as unknown as ReadOnlyResource;
}

/** For switches over field kinds: the compiler names a kind that has no case. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
