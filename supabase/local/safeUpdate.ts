// Hosted Supabase loads pg-safeupdate for the API's connections (the `authenticator` role), so an
// UPDATE or DELETE without a WHERE clause fails there; the embedded Postgres does not ship it. A
// PATCH or DELETE through the REST API gets a WHERE clause from its filters and from nothing else,
// so the gateway answers one without filters as hosted does (PostgREST passing on error 21000),
// before PostgREST runs it (docs/architecture.md, "Where the stand-in follows hosted Supabase").

/** Query parameters PostgREST reads as something other than a filter (PostgREST's docs, "Tables and Views"). */
const NOT_FILTERS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict"]);

/** Hosted's answer to an unfiltered PATCH or DELETE of a table, or null when the request has a filter (or is no such write). */
export function unfilteredWrite(method: string, restPath: string, query: URLSearchParams) {
  const verb = method === "DELETE" ? "DELETE" : method === "PATCH" ? "UPDATE" : null;
  if (!verb || restPath.startsWith("/rpc/") || !/^\/[^/]+$/.test(restPath)) return null;
  for (const name of query.keys()) if (!NOT_FILTERS.has(name)) return null;
  return { code: "21000", details: null, hint: null, message: `${verb} requires a WHERE clause` };
}
