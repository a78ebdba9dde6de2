import type { ReceiptRequestMode, ReceiptRequest } from "../../lib/database.types";
import { formatDate, formatRupees } from "../../lib/format";
import { columnsFrom, listTexts, newestFirst } from "./shared";
import { receiptLanguageLabels } from "./donations";
import { heldBadges } from "./statusBadge";
import { declareReadOnly, type CardBadge } from "./types";

const modeLabels: Record<ReceiptRequestMode, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};

/**
 * Where a request stands on the one path to a receipt (docs/product.md#receipt-requests): new, a gift
 * recorded from it in the ledger, and the receipt issued from that gift. The database keeps the
 * request's receipt number with the gift's (private.receipt_request_follows_gift).
 */
export function requestStage(row: Pick<ReceiptRequest, "recorded_as_gift" | "receipt_number" | "issued">): CardBadge {
  if (row.receipt_number) return { label: `Receipt ${row.receipt_number}`, color: "gray" };
  if (row.recorded_as_gift) return { label: "Gift recorded: receipt not issued yet", color: "blue" };
  // Marked issued by hand before the ledger: its receipt was made outside it.
  if (row.issued) return { label: "Issued outside the ledger", color: "gray" };
  return { label: "New: record it as a gift", color: "blue" };
}

/**
 * Requests for an 80G receipt arrive through the public form only: staff read them and record each
 * as a gift in Donations, where its receipt is issued and Form 10BD is exported.
 */
export const receiptRequestsResource = declareReadOnly<ReceiptRequest>({
  table: "receipt_requests",
  path: "receipts",
  personalData: true,
  texts: {
    title: "Receipt requests",
    searchPlaceholder: "Search by name, PAN, e-mail or reference...",
    ...listTexts("Receipt request", "receipt requests"),
    readTitle: "Receipt request",
  },
  details: columnsFrom(
    {
      donor_name: "Name as on PAN",
      pan: "PAN",
      address: "Address",
      email: "E-mail",
      phone: "Phone",
      amount: "Amount",
      gift_date: "Date of the gift",
      mode: "Mode",
      transaction_reference: "Transaction reference",
      receipt_number: "Receipt number",
      language: "Receipt language (from the page the donor used)",
      created_at: "Received",
    },
    {
      language: (row: ReceiptRequest) => receiptLanguageLabels[row.language],
      amount: (row: ReceiptRequest) => formatRupees(row.amount),
      mode: (row: ReceiptRequest) => modeLabels[row.mode],
    },
  ),
  searchFields: ["donor_name", "pan", "email", "transaction_reference"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: false,
  card: {
    title: (row) => row.donor_name,
    subtitle: (row) => `${formatRupees(row.amount)} · ${modeLabels[row.mode]} · ${formatDate(row.gift_date)}`,
    body: (row) => `PAN ${row.pan} · ${row.transaction_reference ?? "no reference"}`,
    badges: (row) => [requestStage(row), ...heldBadges(row.held_for_review)],
  },
  // The gift, prefilled from the request, in the donations ledger; the request marked. One call, so
  // both or neither (public.record_gift_from_request).
  rowActions: [
    {
      label: "Record as gift",
      shown: (row) => !row.recorded_as_gift && !row.issued,
      run: async (row) => {
        // Loaded when staff act: the declarations also serve Node's tests, with no browser client.
        const { supabase } = await import("../../lib/supabase");
        const { error } = await supabase.rpc("record_gift_from_request", { request_id: row.id });
        if (error) throw new Error(error.message);
        return "Recorded in Donations: issue its receipt there";
      },
      failed: "Failed to record the gift",
    },
  ],
});
