// What the foundation's 80G receipts, the donations ledger and its exports print, beside the
// registrations in ./site.ts. Demo values for a local install (README).

/**
 * The names of the tax section and forms, as settings rather than code. Today they follow the
 * Income-tax Act, 1961: section 80G (deduction for donations), Form 10BD (the yearly statement
 * of donations, due by 31 May for the financial year before) and Form 10BE (the certificate each
 * donor downloads once 10BD is filed). The Income-tax Act, 2025 takes effect on 1 April 2026 and
 * renumbers sections and forms: when the foundation's tax adviser confirms the new names for a
 * year, change them here, and every receipt, screen and export follows.
 */
export const taxLabels = {
  section: "80G",
  sectionName: "section 80G of the Income-tax Act",
  sectionNameHi: "आयकर अधिनियम की धारा 80G",
  statementForm: "10BD",
  certificateForm: "10BE",
  /** The day (month-day) the yearly statement is due, for the financial year before. */
  statementDueMonthDay: "05-31",
  /** Cash above this many rupees is not deductible under the section (80G(5D) today). */
  cashLimitRupees: 2000,
} as const;

/** Who signs the receipts. */
export const receiptSignatory = {
  name: "Dr. Meera Srivastava",
  designation: "Secretary",
  designationHi: "सचिव",
} as const;
