import { groupIndian } from "../../lib/format";

export type UpiPayment = {
  /** The payee's UPI ID (pa). */
  payeeAddress: string;
  /** The payee's name as the app shows it (pn). */
  payeeName: string;
  /** Rupees; null leaves the amount to the donor, in the app (am omitted). */
  amount: number | null;
  /** The transaction note (tn). */
  note: string;
};

/**
 * The `upi://pay` link that opens the phone's chooser of UPI apps; the QR code carries the same
 * text. Values are form-encoded as URLSearchParams does, but with %20 for a space: UPI apps read
 * the query as a URI and some show a `+` literally (docs/decisions/016-giving-a-upi-link-first-the-qr-code-for-a-desktop-screen.md, "Giving: a UPI link first").
 */
export function upiPaymentLink({ payeeAddress, payeeName, amount, note }: UpiPayment): string {
  const params = new URLSearchParams({ pa: payeeAddress, pn: payeeName });
  if (amount !== null) params.set("am", amount.toFixed(2));
  params.set("cu", "INR");
  params.set("tn", note);
  // URLSearchParams writes a space as "+" and a real "+" as "%2B", so every "+" here is a space.
  return `upi://pay?${params.toString().replace(/\+/g, "%20")}`;
}

/**
 * A rupee amount as Indians write it: ₹1,00,000, ₹250.5 (paise only when there are some). Not
 * with toLocaleString: each call with options builds an ICU formatter, and opening the donate
 * dialog took 2.8 s at 4× CPU for its six amounts (docs/performance.md).
 */
export function formatRupees(amount: number): string {
  const paise = Math.round(amount * 100);
  const rest = paise % 100;
  const fraction = rest ? `.${String(rest).padStart(2, "0").replace(/0$/, "")}` : "";
  return `₹${groupIndian(String(Math.floor(paise / 100)))}${fraction}`;
}

/**
 * The amount typed in the "another amount" field, in rupees, or null when it is not a positive
 * amount with at most two decimals. Indian digit grouping (1,00,000) is accepted.
 */
export function parseRupees(text: string): number | null {
  const plain = text.trim().replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const amount = Number(plain);
  return amount > 0 ? amount : null;
}
