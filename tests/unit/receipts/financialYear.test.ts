import { describe, expect, it } from "vitest";
import { financialYearOf, recentFinancialYears } from "../../../src/lib/receipts/financialYear";

describe("financial years", () => {
  it("run from 1 April to 31 March", () => {
    expect(financialYearOf("2026-03-31")).toBe("2025-26");
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });

  it("lists today's (in India) and the ones before it, newest first", () => {
    expect(recentFinancialYears(new Date("2027-03-31T18:30:00Z"), 3)).toEqual(["2027-28", "2026-27", "2025-26"]);
    expect(recentFinancialYears(new Date("2027-03-31T18:29:00Z"), 2)).toEqual(["2026-27", "2025-26"]);
  });
});
