import { registrations } from "../../config/site";
import { taxLabels } from "../../config/receipts";
import type { CrudSort } from "@refinedev/core";
import type { CrudRecord, ExportDeclaration } from "./types";

/** What Part B of Form 10BD says of one gift, however the admin holds it (a gift, a receipt request). */
export interface Form10bdGift {
  idCode: "pan" | "aadhaar";
  /** The PAN or Aadhaar number. */
  idNumber: string;
  name: string;
  address: string;
  /** Form 10BD's "Donation Type". */
  donationType: string;
  cash: boolean;
  amount: number;
}

/** The export is the portal's template: its header first, nothing of ours above it (ExportDeclaration.template). */
export const FORM_10BD_TEMPLATE = "Form 10BD, Part B";

/** The statement's order: the oldest gift first. */
export const form10bdOrder: CrudSort[] = [
  { field: "gift_date", order: "asc" },
  { field: "created_at", order: "asc" },
];

/**
 * Part B of Form 10BD, in its order (docs/architecture.md#the-form-10bd-file: the header is the
 * file's first line, as the portal's template has it).
 * "Mode of receipt" is cash, or every banking channel as one. Amounts are plain numbers with two
 * decimals (100000.00), not Indian grouping (1,00,000.00): the portal's template and spreadsheets
 * read them as numbers.
 */
export function form10bdColumns<R extends CrudRecord>(gift: (row: R) => Form10bdGift): ExportDeclaration<R>["columns"] {
  return [
    { header: "Sl. No.", value: (_row, index) => String(index + 1) },
    { header: "Pre Acknowledgement Number", value: () => "" },
    {
      header: "ID Code",
      value: (row) => (gift(row).idCode === "pan" ? "Permanent Account Number" : "Aadhaar Number"),
    },
    { header: "Unique Identification Number", value: (row) => gift(row).idNumber },
    { header: "Section Code", value: () => `Section ${taxLabels.section}` },
    { header: "Unique Registration Number (URN)", value: () => registrations.section80G?.number ?? "" },
    {
      header: "Date of Issuance of Unique Registration Number",
      value: () => registrations.section80G?.issuedOn ?? "",
    },
    { header: "Name of donor", value: (row) => gift(row).name },
    { header: "Address of donor", value: (row) => gift(row).address },
    { header: "Donation Type", value: (row) => gift(row).donationType },
    {
      header: "Mode of receipt",
      value: (row) => (gift(row).cash ? "Cash" : "Electronic modes including account payee cheque/draft"),
    },
    { header: "Amount of donation (Indian rupees)", value: (row) => Number(gift(row).amount).toFixed(2) },
  ];
}
