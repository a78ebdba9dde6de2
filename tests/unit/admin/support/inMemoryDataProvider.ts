import type { BaseRecord, CrudFilter, DataProvider, HttpError } from "@refinedev/core";

type Row = { id: string } & Record<string, unknown>;

/** The search value arrives escaped twice (LIKE, then PostgREST quoting); undo both, as the server would. */
function unescapeSearch(value: string): string {
  const once = (s: string) => s.replace(/\\(.)/g, "$1");
  return once(once(value));
}

function matches(row: Row, filter: CrudFilter): boolean {
  if (!("field" in filter)) {
    return filter.operator === "or"
      ? filter.value.some((f) => matches(row, f))
      : filter.value.every((f) => matches(row, f));
  }
  const cell = row[filter.field];
  if (filter.operator === "contains") {
    return String(cell ?? "")
      .toLowerCase()
      .includes(unescapeSearch(String(filter.value)).toLowerCase());
  }
  if (filter.operator === "eq") return cell === filter.value;
  throw new Error(`unsupported operator ${filter.operator}`);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * A test double of Refine's DataProvider interface over arrays: enough of PostgREST's semantics
 * (or/contains filters, ordering, ranges, exact counts, writes that return the row) for the generic screens.
 */
export function inMemoryDataProvider(tables: Record<string, Row[]>) {
  const calls: { method: string; resource: string; params: unknown }[] = [];
  let nextId = 1000;
  const table = (name: string) => (tables[name] ??= []);
  const missing = (): HttpError => ({ message: "No row was changed", statusCode: 404 });

  const provider: DataProvider = {
    getList: async <TData extends BaseRecord>(params: Parameters<DataProvider["getList"]>[0]) => {
      calls.push({ method: "getList", resource: params.resource, params });
      let rows = table(params.resource).filter((row) => (params.filters ?? []).every((f) => matches(row, f)));
      for (const sorter of [...(params.sorters ?? [])].reverse()) {
        rows = [...rows].sort((a, b) => compare(a[sorter.field], b[sorter.field]) * (sorter.order === "asc" ? 1 : -1));
      }
      const { currentPage = 1, pageSize = 10 } = params.pagination ?? {};
      const page = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return { data: page as unknown as TData[], total: rows.length };
    },
    getOne: async <TData extends BaseRecord>({ resource, id }: { resource: string; id: string | number }) => {
      const row = table(resource).find((r) => r.id === String(id));
      if (!row) throw missing();
      return { data: row as unknown as TData };
    },
    create: async <TData extends BaseRecord, TVariables>({
      resource,
      variables,
    }: {
      resource: string;
      variables: TVariables;
    }) => {
      calls.push({ method: "create", resource, params: variables });
      const row = {
        id: String(nextId++),
        created_at: new Date().toISOString(),
        ...(variables as Record<string, unknown>),
      };
      table(resource).push(row);
      return { data: row as unknown as TData };
    },
    update: async <TData extends BaseRecord, TVariables>({
      resource,
      id,
      variables,
    }: {
      resource: string;
      id: string | number;
      variables: TVariables;
    }) => {
      calls.push({ method: "update", resource, params: { id, variables } });
      const row = table(resource).find((r) => r.id === String(id));
      if (!row) throw missing();
      Object.assign(row, variables);
      return { data: row as unknown as TData };
    },
    deleteOne: async <TData extends BaseRecord>({ resource, id }: { resource: string; id: string | number }) => {
      calls.push({ method: "deleteOne", resource, params: { id } });
      const rows = table(resource);
      const index = rows.findIndex((r) => r.id === String(id));
      if (index < 0) throw missing();
      const [row] = rows.splice(index, 1);
      return { data: row as unknown as TData };
    },
    getApiUrl: () => "memory://",
  };
  return { provider, tables, calls };
}
