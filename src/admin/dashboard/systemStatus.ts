import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../lib/database.types";

export type ServiceState = "Online" | "Offline" | "Configured" | "Not configured";

export interface SystemStatus {
  database: ServiceState;
  api: ServiceState;
  storage: ServiceState;
}

/** Database: a real query answers (the dashboard's own summary, so the check costs no request of its own). */
async function checkDatabase(answered: Promise<boolean>): Promise<ServiceState> {
  return (await answered) ? "Online" : "Offline";
}

/** API: the REST endpoint answers HTTP at all (a 4xx still means the gateway is up; 5xx or no answer does not). */
async function checkApi(url: string, anonKey: string): Promise<ServiceState> {
  try {
    const response = await fetch(`${url}/rest/v1/`, { method: "HEAD", headers: { apikey: anonKey } });
    return response.status < 500 ? "Online" : "Offline";
  } catch {
    return "Offline";
  }
}

/** Storage: whether the project has any storage bucket this account can see. */
async function checkStorage(client: SupabaseClient<Database>): Promise<ServiceState> {
  try {
    const { data, error } = await client.storage.listBuckets();
    return !error && data && data.length > 0 ? "Configured" : "Not configured";
  } catch {
    return "Not configured";
  }
}

/** `databaseAnswered`: whether a real query of the dashboard's answered. */
export async function fetchSystemStatus(
  client: SupabaseClient<Database>,
  url: string,
  anonKey: string,
  databaseAnswered: Promise<boolean>,
): Promise<SystemStatus> {
  const [database, api, storage] = await Promise.all([
    checkDatabase(databaseAnswered),
    checkApi(url, anonKey),
    checkStorage(client),
  ]);
  return { database, api, storage };
}
