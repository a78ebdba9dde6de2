// An amount of rupees in words in the Indian system (thousand, lakh, crore), as 80G receipts print
// it: "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only".

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 to 99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 0 to 999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest].filter(Boolean).join(" ");
}

/**
 * A whole number of rupees in the Indian system's groups, for the words in either language:
 * `crore` (itself counted in lakh and thousand above 99 crore), `lakh` and `thousand` (each 0 to
 * 99) and `rest` (0 to 999).
 */
export function indianGroups(n: number): { crore: number; lakh: number; thousand: number; rest: number } {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of rupees: ${n}`);
  return {
    crore: Math.floor(n / 10_000_000),
    lakh: Math.floor((n % 10_000_000) / 100_000),
    thousand: Math.floor((n % 100_000) / 1000),
    rest: n % 1000,
  };
}

/** An amount rounded to the paisa, as whole rupees and paise, for the words in either language. */
export function rupeesAndPaise(amount: number): { rupees: number; paise: number } {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount of rupees: ${amount}`);
  const totalPaise = Math.round(amount * 100);
  return { rupees: Math.floor(totalPaise / 100), paise: totalPaise % 100 };
}

/** A whole number of rupees in words, grouped as crore, lakh, thousand and the last three digits. */
export function wholeNumberInWords(n: number): string {
  const { crore, lakh, thousand, rest } = indianGroups(n);
  if (n === 0) return "Zero";
  return [
    // Above 99 crore the crores are themselves counted in lakh and thousand (100 crore: "One Hundred Crore").
    crore ? `${wholeNumberInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(" ");
}

/** Rupees and paise in words: "Rupees One Thousand and Five Paise Only". Amounts are rounded to the paisa. */
export function amountInWords(amount: number): string {
  const { rupees, paise } = rupeesAndPaise(amount);
  const rupeesText = `Rupees ${wholeNumberInWords(rupees)}`;
  return paise ? `${rupeesText} and ${belowHundred(paise)} Paise Only` : `${rupeesText} Only`;
}

/** The amount in figures with Indian digit grouping and two decimals: "₹12,34,567.50". */
export function amountInFigures(amount: number): string {
  return amount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
