import { describe, expect, it } from "vitest";
import { exportRow } from "../../../src/admin/crud/csvExport";
import { donationsResource, isCashOverLimit } from "../../../src/admin/resources/donations";
import { requestStage } from "../../../src/admin/resources/receiptRequests";
import type { CrudRecord, ExportDeclaration, RowAction } from "../../../src/admin/resources/types";
import type { Donation } from "../../../src/lib/database.types";

const gift = (overrides: Partial<Donation> = {}): Donation & CrudRecord => ({
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
  reference: "UTR1",
  reference_key: "transfer:UTR1",
  email_canonical: "asha@example.org",
  phone_canonical: null,
  id_number_canonical: "ABCPG1234K",
  nature: "corpus",
  receipt_language: "en",
  receipt_request_id: null,
  receipt_number: null,
  receipt_issued_at: null,
  receipt_emailed_at: null,
  receipt_email_claimed_at: null,
  form10be_stage: "pending",
  form10be_waiting: false,
  notes: null,
  created_at: "2026-04-02T10:00:00Z",
  updated_at: "2026-04-02T10:00:00Z",
  ...overrides,
});

const action = (label: string) => donationsResource.rowActions!.find((a) => a.label === label) as RowAction;
const shown = (row: CrudRecord) => donationsResource.rowActions!.filter((a) => a.shown(row)).map((a) => a.label);

describe("the donations ledger's declaration", () => {
  it("warns for cash over ₹2,000 only, and offers such a gift no receipt", () => {
    expect(isCashOverLimit({ mode: "cash", amount: 2000 })).toBe(false);
    expect(isCashOverLimit({ mode: "cash", amount: 2000.01 })).toBe(true);
    expect(isCashOverLimit({ mode: "cheque", amount: 50000 })).toBe(false);
    expect(
      donationsResource.kind === "editable" && donationsResource.formWarning?.({ mode: "cash", amount: "5000" }),
    ).toContain("not deductible under section 80G");
    expect(shown(gift({ mode: "cash", amount: 5000, reference: null }))).not.toContain("Issue 80G receipt");
    expect(shown(gift({ mode: "cash", amount: 2000, reference: null }))).toContain("Issue 80G receipt");
  });

  it("offers each receipt action when it applies", () => {
    expect(shown(gift())).toEqual(["Issue 80G receipt"]);
    const issued = gift({ receipt_number: "2026-27/0001", receipt_issued_at: "2026-04-03T10:00:00Z" });
    expect(shown(issued)).toEqual([
      "Download receipt (PDF)",
      "E-mail receipt",
      "Cancel receipt",
      "Mark 10BE downloaded",
      "Mark 10BE sent",
    ]);
    expect(shown({ ...issued, receipt_emailed_at: "2026-04-03T11:00:00Z", form10be_stage: "sent" })).toEqual([
      "Download receipt (PDF)",
      "Re-send receipt",
      "Cancel receipt",
    ]);
    expect(shown({ ...issued, email: null })).not.toContain("E-mail receipt");
    expect(action("Cancel receipt").confirm?.button).toBe("Cancel receipt");
  });

  it("exports Form 10BD's columns from the ledger's row, the portal's template with its header first", () => {
    const form10bd = donationsResource.export as ExportDeclaration;
    expect(form10bd.template).toBeTruthy();
    expect(
      exportRow(form10bd, gift({ id_code: "aadhaar", id_number: "234567890123", amount: 100000 }), 0),
    ).toMatchObject({
      "Sl. No.": "1",
      "ID Code": "Aadhaar Number",
      "Unique Identification Number": "234567890123",
      "Donation Type": "Corpus",
      "Mode of receipt": "Electronic modes including account payee cheque/draft",
      "Amount of donation (Indian rupees)": "100000.00",
    });
    expect(form10bd.choice?.filter("2026-27")).toEqual({ field: "financial_year", operator: "eq", value: "2026-27" });
    expect(form10bd.choice?.filter("all")).toBeNull();
  });

  it("speaks of Form 10BE only on a gift with a receipt", () => {
    const badges = (row: Donation) => donationsResource.card.badges!(row).map((b) => b.label);
    expect(badges(gift()).join(" ")).not.toContain("10BE");
    expect(badges(gift({ receipt_number: "2026-27/0001" }))).toContain("Form 10BE: to download");
    expect(badges(gift({ receipt_number: "2026-27/0001", form10be_stage: "sent" }))).toContain("Form 10BE sent");
  });
});

// The field instructions of the portal's Part-B CSV template, as quoted in
// docs/architecture.md#the-form-10bd-file (issue 36, item 5).
describe("the Form 10BD file against the template's field instructions", () => {
  const form10bd = donationsResource.export as ExportDeclaration;
  const row = exportRow(form10bd, gift({ id_code: "pan", id_number: "ABCPG1234K" }), 0);

  it("has Part B's twelve columns in order, and no column for the date of the gift (Part B has none)", () => {
    expect(Object.keys(row)).toEqual([
      "Sl. No.",
      "Pre Acknowledgement Number",
      "ID Code",
      "Unique Identification Number",
      "Section Code",
      "Unique Registration Number (URN)",
      "Date of Issuance of Unique Registration Number",
      "Name of donor",
      "Address of donor",
      "Donation Type",
      "Mode of receipt",
      "Amount of donation (Indian rupees)",
    ]);
  });

  it("gives PAN or Aadhaar as the ID code, the number within 75 characters, the section as the form's notes spell it", () => {
    expect(row["ID Code"]).toBe("Permanent Account Number");
    expect(row["Unique Identification Number"]).toBe("ABCPG1234K");
    expect(row["Unique Identification Number"].length).toBeLessThanOrEqual(75);
    expect(row["Section Code"]).toBe("Section 80G");
  });

  it("fills the mandatory URN (at most 100 characters) and its date of issuance", () => {
    expect(row["Unique Registration Number (URN)"]).toMatch(/^.{1,100}$/);
    expect(row["Date of Issuance of Unique Registration Number"]).not.toBe("");
  });
});

describe("a receipt request's one stage", () => {
  const stage = (row: Parameters<typeof requestStage>[0]) => requestStage(row).label;
  it("is new, then its gift recorded, then its receipt's number", () => {
    expect(stage({ recorded_as_gift: false, receipt_number: null, issued: false })).toBe("New: record it as a gift");
    expect(stage({ recorded_as_gift: true, receipt_number: null, issued: false })).toBe(
      "Gift recorded: receipt not issued yet",
    );
    expect(stage({ recorded_as_gift: true, receipt_number: "2026-27/0001", issued: true })).toBe(
      "Receipt 2026-27/0001",
    );
  });
});
