import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees, parseRupees, upiPaymentLink } from "../../../src/site/getInvolved/upiLink";

/** The link's parameters as a UPI app reads them: a URI query, where "+" is not a space. */
function paramsOf(link: string) {
  const query = link.slice(link.indexOf("?") + 1);
  return Object.fromEntries(
    query.split("&").map((pair) => {
      const [key, value] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );
}

describe("upiPaymentLink", () => {
  it("carries payee, name, amount, currency and note in UPI's order, spaces as %20", () => {
    const link = upiPaymentLink({
      payeeAddress: "pnf.demo@upi",
      payeeName: "Prayagraj Neurodiversity Foundation",
      amount: 1000,
      note: "Donation to PNF",
    });
    expect(link).toBe(
      "upi://pay?pa=pnf.demo%40upi&pn=Prayagraj%20Neurodiversity%20Foundation&am=1000.00&cu=INR&tn=Donation%20to%20PNF",
    );
    expect(link).not.toContain("+");
  });

  it("encodes non-Latin letters, + and & so that they come back unchanged", () => {
    const payment = {
      payeeAddress: "pnf+seva@okicici",
      payeeName: "प्रयागराज न्यूरोडायवर्सिटी फ़ाउंडेशन",
      amount: 2500.5,
      note: "दान & सहयोग = 100%",
    };
    const link = upiPaymentLink(payment);
    expect(link).toMatch(/^upi:\/\/pay\?[A-Za-z0-9%=&._-]+$/);
    expect(paramsOf(link)).toEqual({
      pa: "pnf+seva@okicici",
      pn: payment.payeeName,
      am: "2500.50",
      cu: "INR",
      tn: payment.note,
    });
  });

  it("leaves the amount to the app when none is chosen", () => {
    const link = upiPaymentLink({ payeeAddress: "a@upi", payeeName: "A", amount: null, note: "n" });
    expect(Object.keys(paramsOf(link))).toEqual(["pa", "pn", "cu", "tn"]);
  });
});

describe("rupee amounts", () => {
  it("formats with Indian digit grouping", () => {
    expect(formatRupees(500)).toBe("₹500");
    expect(formatRupees(2500)).toBe("₹2,500");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(250.5)).toBe("₹250.5");
    expect(formatRupees(1250.05)).toBe("₹1,250.05");
  });

  it("writes every amount a donor can type as the browser's en-IN number format does, without it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (paise) => {
        const amount = paise / 100;
        expect(formatRupees(amount)).toBe(`₹${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`);
      }),
    );
  });

  it("reads a typed amount, with or without Indian grouping, and refuses what is not one", () => {
    expect(parseRupees(" 1,00,000 ")).toBe(100000);
    expect(parseRupees("750.50")).toBe(750.5);
    for (const text of ["", "0", "0.00", "-500", "5e3", "12.345", "five hundred", "₹500"]) {
      expect({ text, amount: parseRupees(text) }).toEqual({ text, amount: null });
    }
  });
});
