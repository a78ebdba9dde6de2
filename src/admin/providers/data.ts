import type {
  BaseRecord,
  CustomParams,
  DataProvider,
  GetListParams,
  GetListResponse,
  HttpError,
  UpdateParams,
} from "@refinedev/core";
import { dataProvider as supabaseDataProvider } from "@refinedev/supabase";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../lib/database.types";
import { splitSearchFilter } from "../crud/searchFilter";
import { PERSONAL_DATA_COLUMNS } from "../privacy/personalData";

/**
 * The tables whose list search goes in a POST body (docs/architecture.md, "Personal data out of
 * subjects, logs and URLs"): every table with declared personal-data columns, the same list
 * public.search_personal_rows accepts (tests/integration/privacyRequests.test.ts keeps them equal).
 */
export const SEARCHED_BY_POST: ReadonlySet<string> = new Set(Object.keys(PERSONAL_DATA_COLUMNS));

/** What an update or delete that row level security filtered out looks like: no row, no error. */
export const NO_ROW_CHANGED = "No row was changed: it no longer exists or you are not allowed to change it.";

function noRowChanged(): HttpError {
  return { message: NO_ROW_CHANGED, statusCode: 404 };
}

function httpError(error: { message: string; code: string }): HttpError {
  return { message: error.message, statusCode: Number.parseInt(error.code, 10) || 400 };
}

/** Remote procedures are the only custom calls: `rpc/<name>`, posted with the arguments as payload. */
const RPC_URL = /^rpc\/([a-z_]+)$/;

function unsupported(what: string): HttpError {
  return { message: what, statusCode: 400 };
}

/**
 * @refinedev/supabase's provider, with writes that prove they happened: PostgREST answers an update or
 * delete that RLS filtered out with 200 and no rows, so both ask for the changed row back and fail without it.
 * A list search on a table of personal data (`searchedByPost`) goes to public.search_personal_rows,
 * which supabase-js posts, so what staff typed (a phone number, an e-mail, a PAN) is in no URL.
 */
export function createDataProvider(
  client: SupabaseClient<Database>,
  searchedByPost: ReadonlySet<string> = SEARCHED_BY_POST,
): DataProvider {
  const base = supabaseDataProvider(client);
  // Resource names are table names chosen at run time; the typed client only knows literal table names.
  const tables = client as unknown as SupabaseClient;

  async function searchInBody<TData extends BaseRecord>(
    params: GetListParams,
    search: { term: string; fields: string[] },
    rest: GetListParams["filters"] & object,
  ): Promise<GetListResponse<TData>> {
    // Only what the list screens send: equality filters, a server-side page. Anything else is refused
    // rather than sent in a query string beside the search.
    const filters = rest.map((filter) => {
      if ("field" in filter && filter.operator === "eq") return { field: filter.field, value: filter.value };
      throw unsupported(`A search of ${params.resource} takes equality filters only.`);
    });
    const { currentPage = 1, pageSize = 10, mode = "server" } = params.pagination ?? {};
    if (mode !== "server") throw unsupported(`A search of ${params.resource} pages on the server only.`);
    const { data, error } = await client.rpc("search_personal_rows", {
      target_table: params.resource,
      search_term: search.term,
      search_columns: search.fields,
      filters,
      sort: (params.sorters ?? []).map(({ field, order }) => ({ field, order })),
      row_offset: (currentPage - 1) * pageSize,
      row_limit: pageSize,
    });
    if (error) throw httpError(error);
    const page = data as unknown as { total: number; data: TData[] };
    return { data: page.data, total: page.total };
  }

  return {
    ...base,
    getList: async <TData extends BaseRecord>(params: GetListParams) => {
      if (!searchedByPost.has(params.resource)) return base.getList<TData>(params);
      const { search, rest } = splitSearchFilter(params.filters ?? []);
      if (!search || !search.term.trim()) return base.getList<TData>(params);
      return searchInBody<TData>(params, search, rest);
    },
    update: async <TData extends BaseRecord, TVariables>(params: UpdateParams<TVariables>) => {
      const result = await base.update<TData, TVariables>(params);
      if (!result.data) throw noRowChanged();
      return result;
    },
    deleteOne: async <TData extends BaseRecord>({ resource, id }: { resource: string; id: string | number }) => {
      const { data, error } = await tables.from(resource).delete().eq("id", id).select();
      if (error) throw httpError(error);
      const deleted = (data ?? [])[0] as TData | undefined;
      if (!deleted) throw noRowChanged();
      return { data: deleted };
    },
    custom: async <TData extends BaseRecord, TQuery, TPayload>({
      url,
      method,
      payload,
    }: CustomParams<TQuery, TPayload>) => {
      const name = RPC_URL.exec(url)?.[1];
      if (!name || method !== "post")
        throw { message: `Unsupported call ${method} ${url}`, statusCode: 400 } satisfies HttpError;
      const { data, error } = await tables.rpc(name, (payload ?? {}) as Record<string, unknown>);
      if (error) throw httpError(error);
      return { data: data as TData };
    },
  };
}
