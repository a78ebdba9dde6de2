import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../lib/database.types";

type Client = SupabaseClient<Database>;

/** A person's request to see, correct or erase their data (public.data_requests), as staff list it. */
export type DataRequest = Pick<
  Database["public"]["Tables"]["data_requests"]["Row"],
  "id" | "created_at" | "kind" | "email" | "phone" | "correction" | "language" | "verification" | "verified_at"
>;

export const KIND_LABELS: Record<string, string> = {
  access: "See their data",
  correction: "Correct their data",
  erasure: "Erase their data",
};

/** Whether staff may act on it, and what they must do first. */
export function verificationText(request: Pick<DataRequest, "verification" | "verified_at">): string {
  if (request.verification === "phone_call") return "Call them back on this number to check it is them";
  return request.verified_at ? "E-mail confirmed with the code" : "Code not entered yet: do not act on it";
}

/** What the privacy search looks for: the e-mail address, else the phone number. */
export const identityOf = (request: Pick<DataRequest, "email" | "phone">) => request.email ?? request.phone ?? "";

/** The open requests, oldest first, and the answer (public.mark_data_request_answered). */
export function dataRequestsApi(client: Client) {
  return {
    async open(): Promise<DataRequest[]> {
      const { data, error } = await client
        .from("data_requests")
        .select("id, created_at, kind, email, phone, correction, language, verification, verified_at")
        .is("answered_at", null)
        .order("created_at", { ascending: true })
        .limit(100);
      if (error) throw new Error(error.message);
      return data;
    },
    async markAnswered(id: string): Promise<void> {
      const { error } = await client.rpc("mark_data_request_answered", { request_id: id });
      if (error) throw new Error(error.message);
    },
  };
}

export type DataRequestsApi = ReturnType<typeof dataRequestsApi>;
