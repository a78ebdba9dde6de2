import { taxLabels } from "../../config/receipts";
import type { Donation, DonationMode, DonationNature } from "../../lib/database.types";
import { recentFinancialYears } from "../../lib/receipts/financialYear";
import { formatDate, formatDateTime, formatRupees } from "../../lib/format";
import { FORM_10BD_TEMPLATE, form10bdColumns, form10bdOrder } from "./form10bd";
import { selectField, textField } from "./shared";
import { declareEditable } from "./types";

export const donationModeLabels: Record<DonationMode, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
  other: "Other",
};

const idCodeLabels: Record<Donation["id_code"], string> = { pan: "PAN", aadhaar: "Aadhaar (no PAN)" };

/**
 * The receipt's languages: English, or English with Hindi beside it. A gift recorded from a receipt
 * request starts in the language of the page the donor asked from (record_gift_from_request); one
 * recorded by hand starts in English. Staff change it in the form either way.
 */
export const receiptLanguageLabels: Record<Donation["receipt_language"], string> = {
  en: "English",
  hi: "English and Hindi",
};

/** Where a gift's Form 10BE stands, in words (the stored stage is for the database). */
export const form10beStageLabels: Record<Donation["form10be_stage"], string> = {
  pending: `Form ${taxLabels.certificateForm}: to download`,
  downloaded: `Form ${taxLabels.certificateForm}: downloaded, to send`,
  sent: `Form ${taxLabels.certificateForm} sent`,
};

/** Form 10BD's "Donation Type". */
export const donationNatureLabels: Record<DonationNature, string> = {
  corpus: "Corpus",
  specific_grant: "Specific grant",
  others: "Others",
};

/** Cash above the limit is not deductible, and the database refuses it an 80G receipt. */
export const isCashOverLimit = (row: { mode?: unknown; amount?: unknown }) =>
  row.mode === "cash" && Number(row.amount) > taxLabels.cashLimitRupees;

export const cashWarning = `Cash over ₹${taxLabels.cashLimitRupees.toLocaleString("en-IN")} is not deductible under section ${taxLabels.section}: this gift gets no ${taxLabels.section} receipt.`;

// The client and the receipt's PDF load when staff act, not when the declarations are read
// (the declarations also serve Node's tests, where no browser client is configured).
const client = async () => (await import("../../lib/supabase")).supabase;
const receipts = () => import("../receipts/receiptActions");

async function rpc(name: "issue_donation_receipt" | "cancel_donation_receipt", id: string): Promise<string> {
  const { data, error } = await (await client()).rpc(name, { donation_id: id });
  if (error) throw new Error(error.message);
  return data;
}

/** The latest financial year in which a gift has a receipt in force; null when none has. */
async function latestYearWithReceipts(): Promise<string | null> {
  const { data, error } = await (
    await client()
  )
    .from("donations")
    .select("financial_year")
    .not("receipt_number", "is", null)
    .order("financial_year", { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  return data[0]?.financial_year ?? null;
}

async function setForm10be(id: string, stage: Donation["form10be_stage"]) {
  const { data, error } = await (
    await client()
  )
    .from("donations")
    .update({ form10be_stage: stage })
    .eq("id", id)
    .select("id");
  if (error) throw new Error(error.message);
  if (!data?.length) throw new Error("The gift was not found or you may not change it.");
}

/**
 * The donations ledger: every gift, however it came. Staff add gifts here or from a receipt
 * request ("Record as gift"), issue and cancel numbered 80G receipts, send them, and track Form
 * 10BE per gift. The export is Form 10BD's list of donors for a year.
 */
export const donationsResource = declareEditable<Donation>({
  table: "donations",
  path: "donations",
  personalData: true,
  texts: {
    title: "Donations",
    searchPlaceholder: "Search by name, PAN, receipt number or reference...",
    emptyList: "No gifts recorded yet.",
    addButton: "Record a gift",
    createTitle: "Record a gift",
    editTitle: "Edit gift",
    created: "Gift recorded",
    updated: "Gift updated",
    saveFailed: "Failed to save the gift",
    deleteConfirmation: "Are you sure you want to delete this gift? A gift that was given a receipt number stays.",
    deleted: "Gift deleted",
    deleteFailed: "Failed to delete the gift",
    fetchFailed: (message) => `Failed to fetch donations: ${message}. Check console for details.`,
  },
  fields: [
    textField("donor_name", "Donor's name (as on PAN)"),
    selectField("id_code", "Identity document", idCodeLabels, "pan"),
    textField("id_number", "PAN or Aadhaar number", {
      placeholder: "ABCPE1234F",
      pattern: {
        regex: /^([A-Z]{5}[0-9]{4}[A-Z]|[2-9][0-9]{11})$/,
        message: "Enter a PAN as printed (ABCPE1234F) or a 12-digit Aadhaar number",
      },
    }),
    textField("address", "Address", { kind: "textarea" }),
    textField("email", "E-mail (the receipt is sent here)", { required: false }),
    textField("phone", "Phone", { required: false }),
    {
      name: "amount",
      kind: "number",
      label: "Amount (₹)",
      required: true,
      min: 0.01,
      max: 1000000000,
      defaultValue: 0,
      decimals: 2,
    },
    textField("gift_date", "Date of the gift", { kind: "date" }),
    selectField("mode", "Mode", donationModeLabels, "upi"),
    textField("reference", "Reference (UTR or cheque number; none for cash)", { required: false }),
    selectField("nature", "Nature of the gift", donationNatureLabels, "others"),
    selectField("receipt_language", "Receipt language", receiptLanguageLabels, "en"),
    textField("notes", "Notes (staff only)", { kind: "textarea", required: false }),
  ],
  formWarning: (values) => (isCashOverLimit(values) ? cashWarning : null),
  searchFields: ["donor_name", "id_number", "receipt_number", "reference"],
  defaultOrder: [
    { field: "gift_date", order: "desc" },
    { field: "created_at", order: "desc" },
  ],
  stampsUpdatedAt: true,
  // The database says which gifts wait (donations.form10be_waiting: a receipt in force, not yet sent);
  // the stage alone is 'pending' on gifts that have no receipt.
  quickFilters: [{ label: `Waiting for Form ${taxLabels.certificateForm}`, field: "form10be_waiting", value: true }],
  card: {
    title: (row) => row.donor_name,
    subtitle: (row) =>
      `${formatRupees(row.amount)} · ${donationModeLabels[row.mode]} · ${formatDate(row.gift_date)} · FY ${row.financial_year}`,
    body: (row) =>
      [
        isCashOverLimit(row) ? cashWarning : null,
        row.receipt_number ? `Receipt ${row.receipt_number}` : null,
        row.receipt_emailed_at ? `e-mailed ${formatDateTime(row.receipt_emailed_at)}` : null,
        row.reference,
      ]
        .filter(Boolean)
        .join(" · "),
    badges: (row) => [
      isCashOverLimit(row)
        ? { label: `Not deductible under ${taxLabels.section}`, color: "orange" }
        : row.receipt_number
          ? { label: row.receipt_emailed_at ? "Receipt sent" : "Receipt issued", color: "gray" }
          : { label: "No receipt yet", color: "blue" },
      // Form 10BE exists only for a gift with a receipt in force: no 10BE wording on the others.
      ...(row.receipt_number
        ? [
            {
              label: form10beStageLabels[row.form10be_stage],
              color: row.form10be_stage === "sent" ? "gray" : "blue",
            },
          ]
        : []),
    ],
  },
  rowActions: [
    {
      label: `Issue ${taxLabels.section} receipt`,
      shown: (row) => !row.receipt_number && !isCashOverLimit(row),
      run: async (row) => `Receipt ${await rpc("issue_donation_receipt", row.id)} issued`,
      failed: "Failed to issue the receipt",
    },
    {
      label: "Download receipt (PDF)",
      shown: (row) => Boolean(row.receipt_number),
      run: async (row) => {
        await (await receipts()).downloadReceiptPdf(row);
        return `Receipt ${row.receipt_number} downloaded`;
      },
      failed: "Failed to make the receipt",
    },
    {
      label: "E-mail receipt",
      shown: (row) => Boolean(row.receipt_number && row.email && !row.receipt_emailed_at),
      run: async (row) => (await receipts()).emailReceipt(row, false),
      failed: "Failed to e-mail the receipt",
    },
    {
      label: "Re-send receipt",
      shown: (row) => Boolean(row.receipt_number && row.email && row.receipt_emailed_at),
      run: async (row) => (await receipts()).emailReceipt(row, true),
      failed: "Failed to e-mail the receipt",
    },
    {
      label: "Cancel receipt",
      shown: (row) => Boolean(row.receipt_number),
      run: async (row) => `Receipt ${await rpc("cancel_donation_receipt", row.id)} cancelled; its number is kept`,
      failed: "Failed to cancel the receipt",
      confirm: {
        title: "Cancel this receipt?",
        question: "The receipt keeps its number, marked cancelled, and the number is never used again.",
        button: "Cancel receipt",
      },
    },
    {
      label: `Mark ${taxLabels.certificateForm} downloaded`,
      shown: (row) => Boolean(row.receipt_number) && row.form10be_stage === "pending",
      run: async (row) => {
        await setForm10be(row.id, "downloaded");
        return `${taxLabels.certificateForm} marked downloaded`;
      },
      failed: `Failed to update ${taxLabels.certificateForm}`,
    },
    {
      label: `Mark ${taxLabels.certificateForm} sent`,
      shown: (row) => Boolean(row.receipt_number) && row.form10be_stage !== "sent",
      run: async (row) => {
        await setForm10be(row.id, "sent");
        return `${taxLabels.certificateForm} marked sent`;
      },
      failed: `Failed to update ${taxLabels.certificateForm}`,
    },
  ],
  export: {
    buttonLabel: `Export for Form ${taxLabels.statementForm} (CSV)`,
    fileName: `form-${taxLabels.statementForm.toLowerCase()}-donations`,
    failed: "Failed to export donations",
    empty: (year) =>
      year === "all"
        ? `Nothing to export yet: no gift has an ${taxLabels.section} receipt.`
        : `Nothing to export for ${year}: no gift of that year has an ${taxLabels.section} receipt.`,
    template: FORM_10BD_TEMPLATE,
    // Every gift with a receipt in force: 10BD lists the donations the foundation certified.
    filters: [{ field: "receipt_number", operator: "nnull", value: null }],
    // The year that has receipts to report comes first (the latest with a receipt in force), else
    // today's: a default of last year showed "nothing to export" while this year had receipts.
    choice: {
      label: "Financial year",
      options: [
        ...recentFinancialYears(new Date(), 3).map((year) => ({ value: year, label: year })),
        { value: "all", label: "All years" },
      ],
      defaultValue: recentFinancialYears(new Date(), 1)[0],
      preferred: latestYearWithReceipts,
      filter: (year) => (year === "all" ? null : { field: "financial_year", operator: "eq", value: year }),
    },
    order: form10bdOrder,
    columns: form10bdColumns((row) => ({
      idCode: row.id_code,
      idNumber: row.id_number,
      name: row.donor_name,
      address: row.address,
      donationType: donationNatureLabels[row.nature],
      cash: row.mode === "cash",
      amount: row.amount,
    })),
  },
});
