import type { SupabaseClient } from "@supabase/supabase-js";
import papaparse from "papaparse";
import type { Database } from "../../lib/database.types";
import { formatDate } from "../../lib/format";
import { csvUnparseConfig, neutraliseFormulae, PERSONAL_DATA_NOTICE } from "../crud/csvExport";
import { download } from "../crud/download";

type Client = SupabaseClient<Database>;

/**
 * One row holding the person's address or number (public.find_personal_data): `exact` when it holds
 * it in its canonical form, `near` when only the limits' mailbox key matches (person.x+news@ for
 * personx@: "Possibly the same person", exported or erased only when ticked;
 * docs/architecture.md#privacy-requests).
 */
export interface PersonalDataRow {
  table_name: string;
  row_id: string;
  match: "exact" | "near";
  data: Record<string, unknown>;
  /** Set when a legal hold keeps the row from erasure: until when, and why (null once past it). */
  held_until: string | null;
  held_reason: string | null;
  erasure_requested_at: string | null;
}

/** One table's outcome of an erasure (public.erase_personal_data). */
export interface ErasureOutcome {
  table_name: string;
  erased: number;
  kept: number;
  reason: string | null;
}

export type PrivacyLogEntry = Database["public"]["Tables"]["privacy_request_log"]["Row"];

export { PERSONAL_DATA_NOTICE };

/** What staff read for each table (the database's names are for the database). */
export const TABLE_LABELS: Record<string, string> = {
  contact_messages: "Contact message",
  receipt_requests: "80G receipt request",
  alert_recipients: "Alert recipient",
  staff_notifications: "Alert e-mail",
  data_requests: "Data request",
  donations: "Gift in the ledger",
  assessment_requests: "Assessment request",
  event_registrations: "Event registration",
};

/** A row as the privacy RPCs name it among the ticked near matches: "table:id". */
export const rowKey = (row: Pick<PersonalDataRow, "table_name" | "row_id">) => `${row.table_name}:${row.row_id}`;

/** Never the table's own name (issue 36): a table without a label here is "Other record". */
export const tableLabel = (table: string) => TABLE_LABELS[table] ?? "Other record";

/** "Kept until 31 Mar 2038: <reason>", or null when no hold keeps the row. */
export function holdText(row: Pick<PersonalDataRow, "held_until" | "held_reason">): string | null {
  if (!row.held_reason || !row.held_until) return null;
  return `Kept until ${formatDate(row.held_until)}: ${row.held_reason}`;
}

/** The export's file name: a date, never the address or number (file names end up in logs and URLs). */
export function exportFileName(format: "json" | "csv", now = new Date()): string {
  return `personal-data-${now.toISOString().slice(0, 10)}.${format}`;
}

/** One JSON file with every row, whole, and the notice first. */
export function toJsonExport(query: string, rows: PersonalDataRow[], now = new Date()): string {
  return JSON.stringify(
    {
      notice: PERSONAL_DATA_NOTICE,
      requested_for: query,
      exported_at: now.toISOString(),
      rows: rows.map((row) => ({
        table: row.table_name,
        id: row.row_id,
        // "near": a row staff ticked as possibly the same person's.
        match: row.match,
        kept_until: row.held_reason ? row.held_until : null,
        kept_because: row.held_reason,
        data: row.data,
      })),
    },
    null,
    2,
  );
}

/**
 * One CSV file: the notice on the first line, then one line per field of every row (table, id,
 * field, value), since the tables differ in their columns. Cells are neutralised as every export's.
 */
export function toCsvExport(rows: PersonalDataRow[]): string {
  const lines = rows.flatMap((row) =>
    Object.entries(row.data).map(([field, value]) => ({
      Table: tableLabel(row.table_name),
      Id: row.row_id,
      Field: field,
      Value: neutraliseFormulae(value === null || value === undefined ? "" : String(value)),
    })),
  );
  const body = papaparse.unparse(lines.length ? lines : { fields: ["Table", "Id", "Field", "Value"], data: [] }, {
    ...csvUnparseConfig,
  });
  return `${withPersonalDataNotice(body)}`;
}

/** A CSV file's text with the personal-data notice as its first line (one quoted cell). */
export function withPersonalDataNotice(csv: string): string {
  return `${papaparse.unparse([[PERSONAL_DATA_NOTICE]], { newline: "\r\n" })}\r\n${csv}`;
}

export { download };

/** The privacy-request RPCs (the baseline migration's "Retention and privacy requests"); a refusal is thrown with the database's words. */
export function privacyRequestsApi(client: Client) {
  return {
    async find(query: string): Promise<PersonalDataRow[]> {
      const { data, error } = await client.rpc("find_personal_data", { query });
      if (error) throw new Error(error.message);
      return data as PersonalDataRow[];
    },
    /** The exact rows and the ticked near ones (`nearRows`, as rowKey names them); the database checks the ticks. */
    async exportRows(query: string, format: "json" | "csv", nearRows: string[] = []): Promise<PersonalDataRow[]> {
      const { data, error } = await client.rpc("export_personal_data", { query, format, near_rows: nearRows });
      if (error) throw new Error(error.message);
      return data as PersonalDataRow[];
    },
    async erase(query: string, confirmation: string, nearRows: string[] = []): Promise<ErasureOutcome[]> {
      const { data, error } = await client.rpc("erase_personal_data", { query, confirmation, near_rows: nearRows });
      if (error) throw new Error(error.message);
      return data;
    },
    async log(limit = 20): Promise<PrivacyLogEntry[]> {
      const { data, error } = await client
        .from("privacy_request_log")
        .select("*")
        .order("id", { ascending: false })
        .limit(limit);
      if (error) throw new Error(error.message);
      return data;
    },
  };
}

export type PrivacyRequestsApi = ReturnType<typeof privacyRequestsApi>;
