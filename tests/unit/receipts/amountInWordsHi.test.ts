import { describe, expect, it } from "vitest";
import { amountInWords } from "../../../src/lib/receipts/amountInWords";
import { amountInWordsHi, wholeNumberInWordsHi } from "../../../src/lib/receipts/amountInWordsHi";

// The receipt's amount in words in both languages (issue 39): the Hindi line is new, the English
// one must read exactly as before.
describe("the receipt's amount in words, in Hindi and in English", () => {
  it.each([
    [0.5, "पचास पैसे", "Rupees Zero and Fifty Paise Only"],
    [1, "एक रुपया", "Rupees One Only"],
    [11, "ग्यारह रुपये", "Rupees Eleven Only"],
    [100, "एक सौ रुपये", "Rupees One Hundred Only"],
    [1_00_000, "एक लाख रुपये", "Rupees One Lakh Only"],
    [1_25_000.5, "एक लाख पच्चीस हज़ार रुपये पचास पैसे", "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only"],
    [
      99_99_99_999,
      "निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये",
      "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only",
    ],
  ])("%d rupees", (amount, hindi, english) => {
    expect(amountInWordsHi(amount)).toBe(hindi);
    expect(amountInWords(amount)).toBe(english);
  });

  it("says one rupee and one paisa in the singular, and counts crores past ninety-nine", () => {
    expect(amountInWordsHi(1.01)).toBe("एक रुपया एक पैसा");
    expect(amountInWordsHi(2.02)).toBe("दो रुपये दो पैसे");
    expect(amountInWordsHi(0)).toBe("शून्य रुपये");
    expect(amountInWordsHi(1_00_00_00_000)).toBe("एक सौ करोड़ रुपये");
    expect(amountInWordsHi(10_10_10_101)).toBe("दस करोड़ दस लाख दस हज़ार एक सौ एक रुपये");
  });

  it("has its own word for each number below a hundred, where English builds them", () => {
    const words = Array.from({ length: 99 }, (_, i) => wholeNumberInWordsHi(i + 1));
    expect(new Set(words).size).toBe(99);
    expect(words.every((word) => /^[\u0900-\u097F]+$/.test(word))).toBe(true);
    // Spot checks across the decades, where the irregular words are.
    expect([19, 21, 29, 39, 49, 51, 59, 67, 79, 89, 91, 99].map(wholeNumberInWordsHi)).toEqual([
      "उन्नीस",
      "इक्कीस",
      "उनतीस",
      "उनतालीस",
      "उनचास",
      "इक्यावन",
      "उनसठ",
      "सड़सठ",
      "उन्यासी",
      "नवासी",
      "इक्यानबे",
      "निन्यानबे",
    ]);
  });

  it("refuses what is no amount", () => {
    expect(() => amountInWordsHi(-1)).toThrow(RangeError);
    expect(() => amountInWordsHi(Number.NaN)).toThrow(RangeError);
  });
});
