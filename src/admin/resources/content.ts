import type { CrudSort } from "@refinedev/core";
import { translatableFieldsOf } from "../../lib/translatable";
import { formTexts, listTexts, newestFirst } from "./shared";
import { declareEditable, type CrudRecord, type EditableResource, type EditableTexts } from "./types";

/** What a content table's declaration may leave out: `declareContent` says it once. */
type ContentDefaults =
  "path" | "publishing" | "keepsHistory" | "dashboardCount" | "defaultOrder" | "stampsUpdatedAt" | "translatable";

export interface ContentDeclaration<R extends CrudRecord> extends Omit<
  EditableResource<R>,
  "kind" | "texts" | ContentDefaults
> {
  /**
   * The records' names, one ("Article") and many ("articles"): the list's and the form's texts are
   * made from them (listTexts, formTexts). `createdAs` is the verb of the toast after adding one;
   * `deleteAlso` follows the delete question.
   */
  records: { one: string; many: string; createdAs: "created" | "added"; deleteAlso?: string };
  /** The title and search placeholder, and any text that differs from what the names make. */
  texts: Pick<EditableTexts, "title" | "searchPlaceholder"> & Partial<EditableTexts>;
  /** Default: the table's name. */
  path?: string;
  /** Default: drafts and scheduled publishing, without an end (`false`: published when saved). */
  publishing?: { ends: boolean } | false;
  /** Default: true. */
  keepsHistory?: boolean;
  /** Default: a figure card of its rows, without a second one of its active rows (`false`: none). */
  dashboardCount?: { active: boolean } | false;
  /** Default: newest first. */
  defaultOrder?: CrudSort[];
  /** Default: true (the table has updated_at). */
  stampsUpdatedAt?: boolean;
  /**
   * Default: the table's translatable fields (src/lib/translatable.ts), Hindi optional; `required`
   * when the database requires the Hindi too.
   */
  hindi?: "optional" | "required";
}

/**
 * A table of the site's content that staff add, edit and publish (news, notices, doctors, …): an
 * editable declaration whose common settings are said here once, each overridden where a table
 * differs. A table that is not such content declares itself with `declareEditable`.
 */
export function declareContent<R extends CrudRecord>({
  records,
  texts,
  publishing = { ends: false },
  dashboardCount = { active: false },
  hindi = "optional",
  ...declaration
}: ContentDeclaration<R>): EditableResource {
  const translatable = translatableFieldsOf(declaration.table);
  return declareEditable<R>({
    path: declaration.table,
    keepsHistory: true,
    defaultOrder: newestFirst,
    stampsUpdatedAt: true,
    ...declaration,
    ...(publishing ? { publishing } : {}),
    ...(dashboardCount ? { dashboardCount } : {}),
    ...(translatable.length > 0 ? { translatable: { fields: translatable, required: hindi === "required" } } : {}),
    texts: {
      ...listTexts(records.one, records.many, records.deleteAlso),
      ...formTexts(records.one, records.createdAs),
      ...texts,
    },
  });
}
