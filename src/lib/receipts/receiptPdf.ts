// The 80G receipt as a PDF, drawn with pdf-lib (no browser, no server: it runs in the admin's
// browser and in Node's tests alike), in Noto Sans Devanagari embedded (subset) from @fontsource
// files the caller hands in, so a copy opens the same on any device. A receipt in English and
// Hindi prints each Hindi text beside or under its English one; the Devanagari is drawn as shaped
// outlines over an invisible text layer in typed order (./devanagariText.ts), so it shows right and
// extracts right. The donor's PAN or Aadhaar is masked except its last four characters: this copy
// leaves staff (docs/product.md, "Donations and 80G receipts").
// @pdf-lib/fontkit's Indic shaper (Devanagari) is compiled with regenerator and looks for its
// runtime as a global (pdf-lib/fontkit issue: "regeneratorRuntime is not defined").
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { receiptSignatory, taxLabels } from "../../config/receipts";
import { contact, foundation, registrations } from "../../config/site";
import { amountInFigures, amountInWords } from "./amountInWords";
import { amountInWordsHi } from "./amountInWordsHi";
import { drawDevanagari, devanagariWidth, embedDevanagari, type DevanagariFace } from "./devanagariText";
import { receiptTexts } from "./receiptTexts";
import { unwrapWoff } from "./woff";

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
  devanagari: DevanagariFace;
  y: number;
}

const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);

function widthOf(pen: Pen, text: string, size: number): number {
  return runs(text).reduce(
    (w, r) =>
      w + (r.devanagari ? devanagariWidth(pen.devanagari, r.text, size) : pen.latin.widthOfTextAtSize(r.text, size)),
    0,
  );
}

/** Draws one line of mixed text at x, at the pen's height. */
function drawAt(pen: Pen, text: string, x: number, size: number) {
  let cursor = x;
  for (const run of runs(text)) {
    if (run.devanagari) {
      cursor += drawDevanagari(pen.page, pen.devanagari, run.text, { x: cursor, y: pen.y, size, color: INK });
    } else {
      pen.page.drawText(run.text, { x: cursor, y: pen.y, size, font: pen.latin, color: INK });
      cursor += pen.latin.widthOfTextAtSize(run.text, size);
    }
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
  const [latin, devanagari] = await Promise.all([unwrapWoff(fonts.latin), unwrapWoff(fonts.devanagari)]);
  const pen: Pen = {
    page,
    latin: await doc.embedFont(latin, { subset: true }),
    devanagari: await embedDevanagari(doc, devanagari),
    y: 790,
  };
  const { en, hi } = receiptTexts;
  const hindi = receipt.language === "hi";
  /** The English text, and in a Hindi receipt its Hindi beside it. */
  const both = (english: string, hindiText: string) => (hindi ? `${english} / ${hindiText}` : english);
  const g80 = registrations.section80G;
  const registration = [
    taxLabels.section,
    g80?.number ?? "—",
    g80 ? indianDate(g80.issuedOn) : "—",
    g80?.validity ?? "—",
  ] as const;
  const section = {
    statementForm: taxLabels.statementForm,
    certificateForm: taxLabels.certificateForm,
  };

  line(pen, foundation.name, 16);
  line(pen, contact.address.lines.join(", "), 9);
  line(pen, `${both(en.pan, hi.pan)}: ${registrations.pan ?? "—"}`, 9);
  line(pen, en.registration(...registration), 9);
  if (hindi) line(pen, hi.registration(...registration), 9);
  pen.y -= 8;
  line(pen, en.title(taxLabels.sectionName), 13);
  if (hindi) line(pen, hi.title(taxLabels.sectionNameHi), 12);
  if (receipt.cancelled) {
    line(pen, en.cancelled, 12);
    if (hindi) line(pen, hi.cancelled, 11);
  }
  pen.y -= 6;

  const rows: [string, string, string][] = [
    [en.receiptNumber, hi.receiptNumber, receipt.number],
    [en.receiptDate, hi.receiptDate, indianDate(receipt.issuedOn)],
    [en.donor, hi.donor, receipt.donorName],
    [en.address, hi.address, receipt.donorAddress],
    [
      receipt.idCode === "pan" ? en.pan : en.aadhaar,
      receipt.idCode === "pan" ? hi.pan : hi.aadhaar,
      maskIdNumber(receipt.idNumber),
    ],
    [en.amount, hi.amount, `₹${amountInFigures(receipt.amount)}`],
    [
      en.amountInWords,
      hi.amountInWords,
      // The Hindi words under the English: each is a sentence of its own, too long to share a line.
      hindi ? `${amountInWords(receipt.amount)}\n${amountInWordsHi(receipt.amount)}` : amountInWords(receipt.amount),
    ],
    [en.giftDate, hi.giftDate, indianDate(receipt.giftDate)],
    [en.mode, hi.mode, both(en.modes[receipt.mode], hi.modes[receipt.mode])],
    [en.reference, hi.reference, receipt.reference ?? "—"],
    [en.nature, hi.nature, both(en.natures[receipt.nature], hi.natures[receipt.nature])],
  ];
  for (const [english, hindiText, value] of rows) field(pen, both(english, hindiText), value);

  pen.y -= 10;
  line(pen, en.eligibility({ ...section, name: taxLabels.sectionName }), 9);
  if (hindi) line(pen, hi.eligibility({ ...section, name: taxLabels.sectionNameHi }), 9);
  pen.y -= 30;
  line(pen, en.signedFor(foundation.name), 10);
  if (hindi) line(pen, hi.signedFor(foundation.name), 10);
  pen.y -= 24;
  line(pen, receiptSignatory.name, 10);
  line(pen, both(receiptSignatory.designation, receiptSignatory.designationHi), 10);
  return doc.save();
}
