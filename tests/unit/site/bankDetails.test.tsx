import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bank } from "../../../src/config/site";
import { BankDetails } from "../../../src/site/getInvolved/BankDetails";
import { renderPage } from "./renderPage";

/** The value shown for a row: the first thing in the <dd> (its Group) after the label's <dt>. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling!.firstElementChild!.firstElementChild!;

describe("the donate dialog's bank details", () => {
  it("in English: the spec's words, the bank's own values, no lang of their own", () => {
    renderPage(<BankDetails />, "/get_involve");
    expect(valueOf("Account Type").textContent).toBe("Current Account");
    expect(valueOf("Bank Name").textContent).toBe(bank.bankName);
    expect(valueOf("Bank Name").getAttribute("lang")).toBeNull();
  });

  it("in Hindi: the account type in Hindi, the bank's names and codes marked as English", () => {
    renderPage(<BankDetails />, "/hi/get_involve");
    expect(valueOf("खाते का प्रकार").textContent).toBe("चालू खाता");
    expect(valueOf("खाते का प्रकार").getAttribute("lang")).toBeNull();
    for (const [label, value] of [
      ["बैंक का नाम", bank.bankName],
      ["खाताधारक", bank.accountHolder],
      ["ब्रांच", bank.branch],
      ["IFSC कोड", bank.ifsc],
    ]) {
      expect(valueOf(label).textContent).toBe(value);
      expect(valueOf(label).getAttribute("lang")).toBe("en");
    }
  });
});
