import { FunctionsHttpError } from "@supabase/supabase-js";
import latinFontUrl from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff?url";
import devanagariFontUrl from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url";
import type { Donation } from "../../lib/database.types";
import { supabase } from "../../lib/supabase";
import { receiptParticulars } from "./receiptParticulars";

// The receipt's PDF, made in the browser from the ledger's row, downloaded or e-mailed through the
// send-receipt function. pdf-lib, fontkit and the fonts load on first use only, not with the admin.

async function fontBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The receipt's font could not be loaded (${response.status}).`);
  return response.arrayBuffer();
}

export async function receiptPdf(row: Donation): Promise<Uint8Array> {
  const [{ renderReceiptPdf }, latin, devanagari] = await Promise.all([
    import("../../lib/receipts/receiptPdf"),
    fontBytes(latinFontUrl),
    fontBytes(devanagariFontUrl),
  ]);
  return renderReceiptPdf(receiptParticulars(row), { latin, devanagari });
}

const fileName = (row: Donation) => `receipt-${(row.receipt_number ?? "").replace("/", "-")}.pdf`;

export async function downloadReceiptPdf(row: Donation): Promise<void> {
  const pdf = await receiptPdf(row);
  const url = URL.createObjectURL(new Blob([pdf as BlobPart], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName(row);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const RETRY_DELAYS_MS = [1000, 3000];

/**
 * E-mails the receipt to the donor; a failed connection or a server error is tried again twice
 * (the function refuses a second first-sending, so a retry after a lost answer sends nothing twice
 * unless staff asked to re-send). Answers the success toast's text; a refusal is thrown with its reason.
 */
export async function emailReceipt(row: Donation, resend: boolean): Promise<string> {
  const body = { donation_id: row.id, pdf: toBase64(await receiptPdf(row)), resend };
  for (let attempt = 0; ; attempt++) {
    const { error } = await supabase.functions.invoke("send-receipt", { body });
    if (!error) return `Receipt ${row.receipt_number} e-mailed to the donor`;
    const response = error instanceof FunctionsHttpError ? (error.context as Response) : null;
    // A retry after an answer that got lost: the first attempt did send.
    if (attempt > 0 && !resend && response?.status === 409)
      return `Receipt ${row.receipt_number} e-mailed to the donor`;
    const retriable = !response || response.status >= 500;
    if (!retriable || attempt >= RETRY_DELAYS_MS.length) {
      const refusal = (await response?.json().catch(() => null)) as { error?: unknown } | null;
      throw new Error(typeof refusal?.error === "string" ? refusal.error : error.message);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
  }
}
