// The fixed texts of the 80G receipt in both languages (docs/product.md#donations). A receipt in
// "English and Hindi" prints each Hindi text beside or under its English one; an English receipt
// prints the English alone, word for word as before the Hindi was added.
import { localized } from "../localized";
import type { ReceiptMode, ReceiptNature } from "./receiptPdf";

interface Section {
  name: string;
  certificateForm: string;
  statementForm: string;
}

export const receiptTexts = localized(
  {
    pan: "PAN",
    registration: (section: string, number: string, issued: string, validity: string) =>
      `${section} registration: ${number} (issued ${issued}; valid ${validity})`,
    title: (sectionName: string) => `Receipt for a donation under ${sectionName}`,
    cancelled: "CANCELLED: this receipt is void; its number is not used again.",
    receiptNumber: "Receipt number",
    receiptDate: "Date of receipt",
    donor: "Received with thanks from",
    address: "Address",
    aadhaar: "Aadhaar number",
    amount: "Amount",
    amountInWords: "Amount in words",
    giftDate: "Date of the gift",
    mode: "Mode of payment",
    reference: "Reference (UTR / cheque)",
    nature: "Nature of the donation",
    modes: {
      upi: "UPI",
      bank_transfer: "Bank transfer",
      cheque: "Cheque",
      cash: "Cash",
      other: "Other",
    } satisfies Record<ReceiptMode, string>,
    natures: {
      corpus: "Corpus donation",
      specific_grant: "Specific grant",
      others: "Others (general donation)",
    } satisfies Record<ReceiptNature, string>,
    eligibility: (section: Section) =>
      `This donation is eligible for deduction under ${section.name}, subject to the conditions of that section. ` +
      `The foundation will report it in Form ${section.statementForm}; the donor's certificate is Form ${section.certificateForm}.`,
    signedFor: (foundation: string) => `For ${foundation}`,
  },
  {
    pan: "पैन",
    registration: (section: string, number: string, issued: string, validity: string) =>
      `${section} पंजीकरण: ${number} (जारी ${issued}; मान्य ${validity})`,
    title: (sectionName: string) => `${sectionName} के अंतर्गत दान की रसीद`,
    cancelled: "रद्द: यह रसीद अमान्य है; इसकी संख्या फिर कभी नहीं दी जाएगी।",
    receiptNumber: "रसीद संख्या",
    receiptDate: "रसीद की तारीख",
    donor: "दानदाता का नाम",
    address: "पता",
    aadhaar: "आधार संख्या",
    amount: "राशि",
    amountInWords: "राशि शब्दों में",
    giftDate: "दान की तारीख",
    mode: "भुगतान का माध्यम",
    reference: "संदर्भ (यूटीआर / चेक)",
    nature: "दान का प्रकार",
    modes: {
      upi: "यूपीआई",
      bank_transfer: "बैंक ट्रांसफ़र",
      cheque: "चेक",
      cash: "नकद",
      other: "अन्य",
    },
    natures: {
      corpus: "कॉर्पस (स्थायी निधि) दान",
      specific_grant: "विशिष्ट अनुदान",
      others: "अन्य (सामान्य दान)",
    },
    eligibility: (section: Section) =>
      `यह दान ${section.name} के अंतर्गत, उस धारा की शर्तों के अधीन, कटौती योग्य है। ` +
      `फ़ाउंडेशन इसे फ़ॉर्म ${section.statementForm} में दर्ज करेगा; दानदाता का प्रमाणपत्र फ़ॉर्म ${section.certificateForm} है।`,
    signedFor: (foundation: string) => `कृते ${foundation}`,
  },
);
