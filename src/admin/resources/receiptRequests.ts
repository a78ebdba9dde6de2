import { registrations } from "../../config/site";
import type { ReceiptRequestMode, ReceiptRequest } from "../../lib/database.types";
import { declareReadOnly } from "./types";

const modeLabels: Record<ReceiptRequestMode, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};

// Form 10BD's "Mode of receipt" choices: cash, or every banking channel as one (README).
const form10bdMode = (mode: ReceiptRequestMode) =>
  mode === "cash" ? "Cash" : "Electronic modes including account payee cheque/draft";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

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
    readTitle: "Receipt request",
    emptyList: "No receipt requests found.",
    deleteConfirmation: "Are you sure you want to delete this receipt request?",
    deleted: "Receipt request deleted successfully",
    deleteFailed: "Failed to delete receipt request",
    fetchFailed: (message) => `Failed to fetch receipt requests: ${message}. Check console for details.`,
  },
  details: [
    { name: "donor_name", label: "Name as on PAN" },
    { name: "pan", label: "PAN" },
    { name: "address", label: "Address" },
    { name: "email", label: "E-mail" },
    { name: "phone", label: "Phone" },
    { name: "amount", label: "Amount (₹)" },
    { name: "gift_date", label: "Date of the gift" },
    { name: "mode", label: "Mode" },
    { name: "transaction_reference", label: "Transaction reference" },
    { name: "created_at", label: "Received" },
  ],
  searchFields: ["donor_name", "pan", "email", "transaction_reference"],
  defaultOrder: [{ field: "created_at", order: "desc" }],
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
    subtitle: (row) => `${rupees(row.amount)} · ${modeLabels[row.mode]} · ${row.gift_date}`,
    body: (row) => `PAN ${row.pan} · ${row.transaction_reference ?? "no reference"}`,
    badges: (row) => [
      row.issued ? { label: "Issued", color: "gray" } : { label: "Pending", color: "blue" },
      ...(row.recorded_as_gift ? [{ label: "Recorded as gift", color: "gray" }] : []),
      ...(row.held_for_review ? [{ label: "Held for review", color: "orange" }] : []),
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
    order: [
      { field: "gift_date", order: "asc" },
      { field: "created_at", order: "asc" },
    ],
    // Part B of Form 10BD, in its order. Amounts are plain numbers with two decimals (100000.00),
    // not Indian grouping (1,00,000.00): the portal's template and spreadsheets read them as numbers.
    columns: [
      { header: "Sl. No.", value: (_row, index) => String(index + 1) },
      { header: "Pre Acknowledgement Number", value: () => "" },
      { header: "ID Code", value: () => "Permanent Account Number" },
      { header: "Unique Identification Number", value: (row) => row.pan },
      { header: "Section Code", value: () => "Section 80G" },
      { header: "Unique Registration Number (URN)", value: () => registrations.section80G?.number ?? "" },
      {
        header: "Date of Issuance of Unique Registration Number",
        value: () => registrations.section80G?.issuedOn ?? "",
      },
      { header: "Name of Donor", value: (row) => row.donor_name },
      { header: "Address of Donor", value: (row) => row.address },
      { header: "Donation Type", value: () => "Others" },
      { header: "Mode of Receipt", value: (row) => form10bdMode(row.mode) },
      { header: "Amount of Donation (Indian rupees)", value: (row) => Number(row.amount).toFixed(2) },
    ],
  },
});
