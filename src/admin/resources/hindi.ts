import type { CardBadge, CrudRecord, QuickFilter, ResourceDeclaration } from "./types";

// "Hindi missing" (issue 39, docs/architecture.md#what-staff-write-in-hindi): a published record with
// a translatable text in English and not in Hindi. The database decides which records those are
// (the computed column `hindi_missing` of each translatable table, migration 20261127140400); the
// card, the list's filter and the dashboard's count all read it.

export const HINDI_MISSING = "Hindi missing";

/** The declaration's table has optional Hindi, so its records can lack it. */
export function tracksHindi(declaration: ResourceDeclaration): boolean {
  return declaration.kind === "editable" && !!declaration.translatable && !declaration.translatable.required;
}

/** What the list asks for: the declared select, and whether each record lacks Hindi. */
export function listSelectOf(declaration: ResourceDeclaration): string | undefined {
  if (!tracksHindi(declaration)) return declaration.listSelect;
  return `${declaration.listSelect ?? "*"},hindi_missing`;
}

/** The list's filters beside the search box: the declared ones, and "Hindi missing". */
export function quickFiltersOf(declaration: ResourceDeclaration): ReadonlyArray<QuickFilter> {
  const declared = declaration.quickFilters ?? [];
  return tracksHindi(declaration)
    ? [...declared, { label: HINDI_MISSING, field: "hindi_missing", value: true }]
    : declared;
}

/** The card's badge when the record lacks Hindi. */
export function hindiBadges(record: CrudRecord): CardBadge[] {
  return record.hindi_missing === true ? [{ label: HINDI_MISSING, color: "orange" }] : [];
}
