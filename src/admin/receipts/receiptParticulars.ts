import type { Donation } from "../../lib/database.types";
import type { ReceiptParticulars } from "../../lib/receipts/receiptPdf";

/** What the receipt of a ledger row shows: the gift and its receipt in force. */
export function receiptParticulars(row: Donation): ReceiptParticulars {
  if (!row.receipt_number || !row.receipt_issued_at) throw new Error("This gift has no receipt in force.");
  return {
    number: row.receipt_number,
    issuedOn: row.receipt_issued_at.slice(0, 10),
    cancelled: false,
    donorName: row.donor_name,
    donorAddress: row.address,
    idCode: row.id_code,
    idNumber: row.id_number,
    amount: Number(row.amount),
    giftDate: row.gift_date,
    mode: row.mode,
    reference: row.reference,
    nature: row.nature,
    language: row.receipt_language,
  };
}
