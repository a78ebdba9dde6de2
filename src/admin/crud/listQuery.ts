import type { CrudSort } from "@refinedev/core";
import type { ResourceDeclaration } from "../resources/types";

export const PAGE_SIZE = 12;

/** The declared order, then id: rows created in the same instant still page in a stable order. */
export function listSorters(declaration: ResourceDeclaration): CrudSort[] {
  return [...declaration.defaultOrder, { field: "id", order: "asc" }];
}
