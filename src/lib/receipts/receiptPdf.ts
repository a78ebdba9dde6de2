// The 80G receipt as a PDF, drawn with pdf-lib (no browser, no server: it runs in the admin's
// browser and in Node's tests alike). Text is set in Noto Sans Devanagari, embedded (subset) from
// @fontsource files the caller hands in, so the Hindi lines are real Devanagari shaped by fontkit,
// and a copy opens the same on any device. The donor's PAN or Aadhaar is masked except its last
// four characters: this copy leaves staff (docs/product.md, "Donations and 80G receipts").
// @pdf-lib/fontkit's Indic shaper (Devanagari) is compiled with regenerator and looks for its
// runtime as a global (pdf-lib/fontkit issue: "regeneratorRuntime is not defined").
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { receiptSignatory, taxLabels } from "../../config/receipts";
import { contact, foundation, registrations } from "../../config/site";
import { amountInFigures, amountInWords } from "./amountInWords";

export type ReceiptMode = "upi" | "bank_transfer" | "cheque" | "cash" | "other";
export type ReceiptNature = "corpus" | "specific_grant" | "others";

/** What one receipt shows about its gift: a row of the ledger plus its receipt. */
export interface ReceiptParticulars {
  number: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  cancelled: boolean;
  donorName: string;
  donorAddress: string;
  idCode: "pan" | "aadhaar";
  idNumber: string;
  amount: number;
  /** YYYY-MM-DD */
  giftDate: string;
  mode: ReceiptMode;
  reference: string | null;
  nature: ReceiptNature;
  /** "hi": the Hindi text beside the English. */
  language: "en" | "hi";
}

/** The font files: Noto Sans Devanagari's Latin and Devanagari subsets (WOFF, TTF or OTF). */
export interface ReceiptFonts {
  latin: Uint8Array | ArrayBuffer;
  devanagari: Uint8Array | ArrayBuffer;
}

const MODE_LABELS: Record<ReceiptMode, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
  other: "Other",
};
const NATURE_LABELS: Record<ReceiptNature, string> = {
  corpus: "Corpus donation",
  specific_grant: "Specific grant",
  others: "Others (general donation)",
};

/** All but the last four characters hidden: "XXXXXX234F". */
export function maskIdNumber(id: string): string {
  return id.length <= 4 ? id : "X".repeat(id.length - 4) + id.slice(-4);
}

/** "2026-04-02" as "02/04/2026", the way Indian forms write dates. */
export function indianDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

// Devanagari, the joiners and the rupee signs come from the Devanagari subset; the rest from Latin.
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};

/** Splits text into runs that one font draws. */
function runs(text: string): { devanagari: boolean; text: string }[] {
  const out: { devanagari: boolean; text: string }[] = [];
  for (const char of text) {
    const devanagari = isDevanagari(char);
    const last = out[out.length - 1];
    if (last && last.devanagari === devanagari) last.text += char;
    else out.push({ devanagari, text: char });
  }
  return out;
}

interface Pen {
  page: PDFPage;
  latin: PDFFont;
  devanagari: PDFFont;
  y: number;
}

const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);

function widthOf(pen: Pen, text: string, size: number): number {
  return runs(text).reduce(
    (w, r) => w + (r.devanagari ? pen.devanagari : pen.latin).widthOfTextAtSize(r.text, size),
    0,
  );
}

/** Draws one line of mixed text at x, at the pen's height. */
function drawAt(pen: Pen, text: string, x: number, size: number) {
  let cursor = x;
  for (const run of runs(text)) {
    const font = run.devanagari ? pen.devanagari : pen.latin;
    pen.page.drawText(run.text, { x: cursor, y: pen.y, size, font, color: INK });
    cursor += font.widthOfTextAtSize(run.text, size);
  }
}

/** Words wrapped to the width; returns the lines. */
function wrap(pen: Pen, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && widthOf(pen, next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

function line(pen: Pen, text: string, size = 10, x = MARGIN, width = 495) {
  for (const part of wrap(pen, text, size, width)) {
    drawAt(pen, part, x, size);
    pen.y -= size * 1.5;
  }
}

/** A label and its value, the label in a column of its own. */
function field(pen: Pen, label: string, value: string) {
  const top = pen.y;
  line(pen, label, 9, MARGIN, 170);
  const afterLabel = pen.y;
  pen.y = top;
  line(pen, value, 10, MARGIN + 180, 315);
  pen.y = Math.min(pen.y, afterLabel) - 2;
}

/** Renders one 80G receipt as PDF bytes. */
export async function renderReceiptPdf(receipt: ReceiptParticulars, fonts: ReceiptFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Receipt ${receipt.number}`);
  doc.setAuthor(foundation.name);
  doc.setLanguage(receipt.language === "hi" ? "en-IN, hi-IN" : "en-IN");
  const page = doc.addPage([595.28, 841.89]);
  const pen: Pen = {
    page,
    latin: await doc.embedFont(fonts.latin, { subset: true }),
    devanagari: await doc.embedFont(fonts.devanagari, { subset: true }),
    y: 790,
  };
  const hindi = receipt.language === "hi";
  const g80 = registrations.section80G;

  line(pen, foundation.name, 16);
  line(pen, contact.address.lines.join(", "), 9);
  line(pen, `PAN: ${registrations.pan ?? "—"}`, 9);
  line(
    pen,
    `${taxLabels.section} registration: ${g80?.number ?? "—"} (issued ${g80 ? indianDate(g80.issuedOn) : "—"}; valid ${g80?.validity ?? "—"})`,
    9,
  );
  pen.y -= 8;
  line(pen, `Receipt for a donation under ${taxLabels.sectionName}`, 13);
  if (hindi) line(pen, `${taxLabels.sectionNameHi} के अंतर्गत दान की रसीद`, 12);
  if (receipt.cancelled) {
    line(pen, "CANCELLED: this receipt is void; its number is not used again.", 12);
    if (hindi) line(pen, "रद्द: यह रसीद अमान्य है।", 11);
  }
  pen.y -= 6;

  const rows: [string, string, string][] = [
    ["Receipt number", "रसीद संख्या", receipt.number],
    ["Date of receipt", "रसीद की तारीख", indianDate(receipt.issuedOn)],
    ["Received with thanks from", "दानदाता का नाम", receipt.donorName],
    ["Address", "पता", receipt.donorAddress],
    [
      receipt.idCode === "pan" ? "PAN" : "Aadhaar number",
      receipt.idCode === "pan" ? "पैन" : "आधार संख्या",
      maskIdNumber(receipt.idNumber),
    ],
    ["Amount", "राशि", `₹${amountInFigures(receipt.amount)}`],
    ["Amount in words", "राशि शब्दों में", amountInWords(receipt.amount)],
    ["Date of the gift", "दान की तारीख", indianDate(receipt.giftDate)],
    ["Mode of payment", "भुगतान का माध्यम", MODE_LABELS[receipt.mode]],
    ["Reference (UTR / cheque)", "संदर्भ (यूटीआर / चेक)", receipt.reference ?? "—"],
    ["Nature of the donation", "दान का प्रकार", NATURE_LABELS[receipt.nature]],
  ];
  for (const [en, hi, value] of rows) field(pen, hindi ? `${en} / ${hi}` : en, value);

  pen.y -= 10;
  line(
    pen,
    `This donation is eligible for deduction under ${taxLabels.sectionName}, subject to the conditions of that section. ` +
      `The foundation will report it in Form ${taxLabels.statementForm}; the donor's certificate is Form ${taxLabels.certificateForm}.`,
    9,
  );
  if (hindi)
    line(
      pen,
      `यह दान ${taxLabels.sectionNameHi} के अंतर्गत कटौती योग्य है। फॉर्म ${taxLabels.certificateForm} आयकर पोर्टल से मिलेगा।`,
      9,
    );
  pen.y -= 30;
  line(pen, `For ${foundation.name}`, 10);
  pen.y -= 24;
  line(pen, receiptSignatory.name, 10);
  line(
    pen,
    hindi ? `${receiptSignatory.designation} / ${receiptSignatory.designationHi}` : receiptSignatory.designation,
    10,
  );
  return doc.save();
}
