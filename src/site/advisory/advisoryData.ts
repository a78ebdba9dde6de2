import type { Advisory } from "../../lib/database.types";
import { rest } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

/** All advisories the caller may see; the page keeps the active ones (the spec filters in the browser). */
export async function fetchAdvisories(): Promise<Advisory[]> {
  return rowsOrThrow(await rest.from("advisories").select("*").order("created_at", { ascending: false }));
}
