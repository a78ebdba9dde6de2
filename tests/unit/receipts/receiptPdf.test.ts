// @vitest-environment node
import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { receiptSignatory, taxLabels } from "../../../src/config/receipts";
import { contact, foundation, registrations } from "../../../src/config/site";
import { amountInWordsHi } from "../../../src/lib/receipts/amountInWordsHi";
import { maskIdNumber, renderReceiptPdf, type ReceiptParticulars } from "../../../src/lib/receipts/receiptPdf";
import { receiptTexts } from "../../../src/lib/receipts/receiptTexts";

const fontFile = (subset: string) =>
  new Uint8Array(
    readFileSync(`node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-400-normal.woff`),
  );
const fonts = { latin: fontFile("latin"), devanagari: fontFile("devanagari") };

const receipt = (overrides: Partial<ReceiptParticulars> = {}): ReceiptParticulars => ({
  number: "2026-27/0007",
  issuedOn: "2026-05-01",
  cancelled: false,
  donorName: "Asha Gupta",
  donorAddress: "12 Civil Lines, Prayagraj 211001",
  idCode: "pan",
  idNumber: "ABCPG1234K",
  amount: 1234567.5,
  giftDate: "2026-04-02",
  mode: "bank_transfer",
  reference: "UTR998877",
  nature: "corpus",
  language: "hi",
  ...overrides,
});

/** The PDF's text as a reader extracts it, lines joined by spaces and runs of space collapsed. */
async function textOf(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: pdf.slice(), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
    .join("")
    .replace(/[ \t]+/g, " ");
}

describe("the 80G receipt PDF", () => {
  it("shows every field an 80G receipt must, with the PAN masked", async () => {
    const text = await textOf(await renderReceiptPdf(receipt(), fonts));
    const required = [
      foundation.name,
      contact.address.lines[0],
      registrations.pan!,
      registrations.section80G!.number,
      registrations.section80G!.validity,
      "2026-27/0007",
      "01/05/2026",
      "Asha Gupta",
      "12 Civil Lines, Prayagraj 211001",
      "XXXXXX234K",
      "12,34,567.50",
      "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only",
      "02/04/2026",
      "Bank transfer",
      "UTR998877",
      "Corpus donation",
      receiptSignatory.name,
      receiptSignatory.designation,
      `section ${taxLabels.section}`,
    ];
    for (const value of required) expect(text.replace(/\n/g, " ")).toContain(value);
    expect(text).not.toContain("ABCPG1234K");
  });

  it("carries real Devanagari for the Hindi text, drawn with glyphs the embedded font has", async () => {
    const text = await textOf(await renderReceiptPdf(receipt(), fonts));
    const devanagari = [...text].filter((c) => c >= "\u0900" && c <= "\u097F");
    expect(devanagari.length).toBeGreaterThan(50);
    for (const word of ["रसीद संख्या", "दान की तारीख", "भुगतान का माध्यम", "पैन"]) expect(text).toContain(word);
    const font = fontkit.create(Buffer.from(fonts.devanagari));
    expect(devanagari.filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
  });

  it("reads back in both languages as typed, the amount in words in Hindi too, the PAN masked (issue 39)", async () => {
    const particulars = receipt({ amount: 125000.5, donorName: "आशा श्रीवास्तव", donorAddress: "सिविल लाइंस, प्रयागराज" });
    const text = (await textOf(await renderReceiptPdf(particulars, fonts))).replace(/\n/g, " ");
    const { en, hi } = receiptTexts;
    const section = { statementForm: taxLabels.statementForm, certificateForm: taxLabels.certificateForm };
    // Each a whole line as typed: a vowel sign drawn before its consonant (अधिनियम, सचिव), a reph
    // drawn after its letter (अंतर्गत) and a vowel sign joined with its anusvara (शब्दों में) extract
    // in typed order, not in the order of the glyphs on the page.
    for (const expected of [
      "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only",
      "एक लाख पच्चीस हज़ार रुपये पचास पैसे",
      en.title(taxLabels.sectionName),
      hi.title(taxLabels.sectionNameHi),
      `${en.amountInWords} / ${hi.amountInWords}`,
      `${en.mode} / ${hi.mode} Bank transfer / ${hi.modes.bank_transfer}`,
      `${en.nature} / ${hi.nature} Corpus donation / ${hi.natures.corpus}`,
      en.eligibility({ ...section, name: taxLabels.sectionName }),
      hi.eligibility({ ...section, name: taxLabels.sectionNameHi }),
      `PAN / पैन XXXXXX234K`,
      // What staff typed in Devanagari goes the same way.
      "आशा श्रीवास्तव",
      "सिविल लाइंस, प्रयागराज",
      `${receiptSignatory.designation} / ${receiptSignatory.designationHi}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("ABCPG1234K");
    expect(amountInWordsHi(125000.5)).toBe("एक लाख पच्चीस हज़ार रुपये पचास पैसे");
  });

  it("keeps the English receipt's texts word for word", async () => {
    const text = (await textOf(await renderReceiptPdf(receipt({ language: "en", cancelled: true }), fonts))).replace(
      /\n/g,
      " ",
    );
    for (const expected of [
      `PAN: ${registrations.pan}`,
      "Receipt for a donation under section 80G of the Income-tax Act",
      "CANCELLED: this receipt is void; its number is not used again.",
      "Amount in words Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only",
      "Mode of payment Bank transfer",
      "Nature of the donation Corpus donation",
      "This donation is eligible for deduction under section 80G of the Income-tax Act, subject to the conditions of that section. " +
        "The foundation will report it in Form 10BD; the donor's certificate is Form 10BE.",
      `For ${foundation.name}`,
    ])
      expect(text).toContain(expected);
  });

  it("has no Hindi for a donor who asked for English, and says cancelled on a cancelled one", async () => {
    const english = await textOf(await renderReceiptPdf(receipt({ language: "en" }), fonts));
    expect([...english].some((c) => c >= "\u0900" && c <= "\u097F")).toBe(false);
    const cancelled = await textOf(await renderReceiptPdf(receipt({ cancelled: true }), fonts));
    expect(cancelled).toContain("CANCELLED");
  });

  it("masks an Aadhaar number too", async () => {
    expect(maskIdNumber("234567890123")).toBe("XXXXXXXX0123");
    const text = await textOf(await renderReceiptPdf(receipt({ idCode: "aadhaar", idNumber: "234567890123" }), fonts));
    expect(text).toContain("XXXXXXXX0123");
    expect(text).not.toContain("234567890123");
  });
});
