import type { CrudFilter } from "@refinedev/core";
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
