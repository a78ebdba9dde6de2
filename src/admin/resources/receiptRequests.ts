import type { ReceiptRequestMode, ReceiptRequest } from "../../lib/database.types";
import { formatRupees } from "../../site/getInvolved/upiLink";
import { form10bdColumns, form10bdOrder } from "./form10bd";
import { columnsFrom, listTexts, newestFirst } from "./shared";
import { heldBadges } from "./statusBadge";
import { declareReadOnly } from "./types";

const modeLabels: Record<ReceiptRequestMode, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};

/**
 * Requests for an 80G receipt arrive through the public form only: staff read them, mark them
 * issued once the receipt is sent, and export the issued ones in Form 10BD's columns.
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
  details: columnsFrom({
    donor_name: "Name as on PAN",
    pan: "PAN",
    address: "Address",
    email: "E-mail",
    phone: "Phone",
    amount: "Amount (₹)",
    gift_date: "Date of the gift",
    mode: "Mode",
    transaction_reference: "Transaction reference",
    created_at: "Received",
  }),
  searchFields: ["donor_name", "pan", "email", "transaction_reference"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: false,
  toggle: {
    field: "issued",
    turnOffLabel: "Mark pending",
    turnOnLabel: "Mark issued",
    turnedOn: "Receipt marked as issued",
    turnedOff: "Receipt marked as pending",
    failed: "Failed to update receipt status",
  },
  card: {
    title: (row) => row.donor_name,
    subtitle: (row) => `${formatRupees(Number(row.amount))} · ${modeLabels[row.mode]} · ${row.gift_date}`,
    body: (row) => `PAN ${row.pan} · ${row.transaction_reference ?? "no reference"}`,
    badges: (row) => [
      row.issued ? { label: "Issued", color: "gray" } : { label: "Pending", color: "blue" },
      ...(row.recorded_as_gift ? [{ label: "Recorded as gift", color: "gray" }] : []),
      ...heldBadges(row.held_for_review),
    ],
  },
  // The gift, prefilled from the request, in the donations ledger; the request marked. One call, so
  // both or neither (public.record_gift_from_request).
  rowActions: [
    {
      label: "Record as gift",
      shown: (row) => !row.recorded_as_gift,
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
  export: {
    buttonLabel: "Export issued for Form 10BD (CSV)",
    fileName: "form-10bd-donations",
    failed: "Failed to export receipt requests",
    empty: "Nothing to export yet: no receipt request is marked issued.",
    filters: [{ field: "issued", operator: "eq", value: true }],
    order: form10bdOrder,
    // Every request is a PAN holder's, and its donation type is Others.
    columns: form10bdColumns((row) => ({
      idCode: "pan",
      idNumber: row.pan,
      name: row.donor_name,
      address: row.address,
      donationType: "Others",
      cash: row.mode === "cash",
      amount: row.amount,
    })),
  },
});
