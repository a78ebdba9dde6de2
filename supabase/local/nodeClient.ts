import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import type { Database } from "../../src/lib/database.types";

/**
 * supabase-js as tests and scripts use it from Node: no stored session, no refresh timer, and
 * `ws` as the realtime transport, which Node 20 lacks.
 */
export function nodeClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}
