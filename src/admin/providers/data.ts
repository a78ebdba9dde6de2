import type { BaseRecord, CustomParams, DataProvider, HttpError, UpdateParams } from "@refinedev/core";
import { dataProvider as supabaseDataProvider } from "@refinedev/supabase";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../lib/database.types";

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

/**
 * @refinedev/supabase's provider, with writes that prove they happened: PostgREST answers an update or
 * delete that RLS filtered out with 200 and no rows, so both ask for the changed row back and fail without it.
 */
export function createDataProvider(client: SupabaseClient<Database>): DataProvider {
  const base = supabaseDataProvider(client);
  // Resource names are table names chosen at run time; the typed client only knows literal table names.
  const tables = client as unknown as SupabaseClient;
  return {
    ...base,
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
