import { describe, expect, it } from "vitest";
import { amountInFigures, amountInWords } from "../../../src/lib/receipts/amountInWords";

describe("amountInWords (the Indian system: thousand, lakh, crore)", () => {
  it.each([
    [1, "Rupees One Only"],
    [99, "Rupees Ninety-Nine Only"],
    [100, "Rupees One Hundred Only"],
    [1000, "Rupees One Thousand Only"],
    [100000, "Rupees One Lakh Only"],
    [1234567, "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only"],
    [100000000, "Rupees Ten Crore Only"],
    // With paise.
    [1.01, "Rupees One and One Paise Only"],
    [99.99, "Rupees Ninety-Nine and Ninety-Nine Paise Only"],
    [100.5, "Rupees One Hundred and Fifty Paise Only"],
    [1000.05, "Rupees One Thousand and Five Paise Only"],
    [100000.1, "Rupees One Lakh and Ten Paise Only"],
    [1234567.89, "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only"],
    [100000000.25, "Rupees Ten Crore and Twenty-Five Paise Only"],
  ])("%d rupees", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it("counts crores past ninety-nine, and groups the rest by lakh and thousand", () => {
    expect(amountInWords(1_00_00_00_000)).toBe("Rupees One Hundred Crore Only");
    expect(amountInWords(10_10_10_101)).toBe("Rupees Ten Crore Ten Lakh Ten Thousand One Hundred One Only");
    expect(amountInWords(0.5)).toBe("Rupees Zero and Fifty Paise Only");
  });

  it("refuses what is no amount", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });

  it("writes figures with Indian grouping and two decimals", () => {
    expect(amountInFigures(1234567.5)).toBe("12,34,567.50");
    expect(amountInFigures(100000000)).toBe("10,00,00,000.00");
  });
});
