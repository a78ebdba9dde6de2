import type { CrudFilter, LogicalFilter } from "@refinedev/core";
import type { QuickFilter, SelectFilter } from "../resources/types";

/**
 * The search box as a server-side filter: a case-insensitive substring match on any of the fields.
 * @refinedev/supabase turns `or` + `contains` into PostgREST `or=(field.ilike."%term%",...)`.
 * The term is taken literally: LIKE wildcards are escaped, then quotes and backslashes for PostgREST.
 */
export function buildSearchFilters(fields: ReadonlyArray<string>, term: string): CrudFilter[] {
  const trimmed = term.trim();
  if (!trimmed || fields.length === 0) return [];
  const literal = trimmed.replace(/[\\%_]/g, "\\$&").replace(/[\\"]/g, "\\$&");
  return [{ operator: "or", value: fields.map((field) => ({ field, operator: "contains", value: literal })) }];
}

/** The typed term back from a literal buildSearchFilters made: its two escapes undone, in reverse order. */
export function searchTermOf(literal: string): string {
  return literal.replace(/\\([\\"])/g, "$1").replace(/\\([\\%_])/g, "$1");
}

/** A list's filters as buildSearchFilters and the equality filters made them: the search, if any, apart. */
export interface SplitFilters {
  search: { term: string; fields: string[] } | null;
  rest: CrudFilter[];
}

/** Takes the search box's filter (an `or` of `contains`, as buildSearchFilters makes it) out of `filters`. */
export function splitSearchFilter(filters: ReadonlyArray<CrudFilter>): SplitFilters {
  const isSearch = (filter: CrudFilter): filter is { operator: "or"; value: LogicalFilter[] } =>
    filter.operator === "or" &&
    filter.value.length > 0 &&
    filter.value.every((part) => "field" in part && part.operator === "contains" && typeof part.value === "string");
  const search = filters.find(isSearch);
  if (!search) return { search: null, rest: [...filters] };
  const value = search.value as LogicalFilter[];
  return {
    search: { term: searchTermOf(value[0].value as string), fields: value.map((part) => part.field) },
    rest: filters.filter((filter) => filter !== search),
  };
}

/** The quick filters switched on (by label), each as `field = value`. */
export function buildQuickFilters(
  declared: ReadonlyArray<QuickFilter>,
  activeLabels: ReadonlyArray<string>,
): CrudFilter[] {
  return declared
    .filter((filter) => activeLabels.includes(filter.label))
    .map((filter) => ({ field: filter.field, operator: "eq", value: filter.value }));
}

/** The select filters with a value chosen (field -> value), each as `field = value`. */
export function buildSelectFilters(
  declared: ReadonlyArray<SelectFilter>,
  chosen: Readonly<Record<string, string>>,
): CrudFilter[] {
  return declared
    .filter((filter) => chosen[filter.field])
    .map((filter) => ({ field: filter.field, operator: "eq", value: chosen[filter.field] }));
}
