import papaparse from "papaparse";
import type { CrudRecord, ExportDeclaration } from "../resources/types";

/** The first line of every file that holds personal data (issue 23): exports of such tables and privacy requests. */
export const PERSONAL_DATA_NOTICE =
  "PERSONAL DATA: for the person it belongs to or for the foundation's staff only. Do not forward or keep copies.";

/**
 * What the screen says beside the export of an outside template (Form 10BD), whose file cannot carry
 * PERSONAL_DATA_NOTICE on its first line.
 */
export const PERSONAL_DATA_SCREEN_NOTICE =
  "The file holds donors' PAN and addresses: for the foundation's staff only. Do not forward it; delete it once it is uploaded.";

/**
 * The characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): `=`,
 * `+`, `-`, `@`, a tab and a carriage return.
 */
const FORMULA_START = "[=+\\-@\\t\\r]";

// A line starts at the beginning of the text, after a line feed, or after a carriage return not
// followed by a line feed; at each such start that a formula character follows, a ' goes in.
const LINE_STARTING_A_FORMULA = new RegExp(`(?<=^|\\n|\\r(?!\\n))(?=${FORMULA_START})`, "g");
const NEUTRALISED_LINE = new RegExp(`(?:^|\\n|\\r)'${FORMULA_START}`);

/**
 * A cell's text that no spreadsheet will run: every line that begins with a formula character
 * (the first line and each one after a line break, as an address keeps its lines) gets a single
 * quote in front; the rest of the text is kept as it was. papaparse's own `escapeFormulae` looks
 * at the first character of a one-line value only, so "=HYPERLINK(...)\n12 Civil Lines" passed it.
 */
export function neutraliseFormulae(text: string): string {
  return text.replace(LINE_STARTING_A_FORMULA, "'");
}

/**
 * How every export is written: a header row, a field quoted only when it holds a comma, a quote
 * or a line break (RFC 4180), or when it was neutralised (as OWASP advises), CRLF line ends. The
 * cells are neutralised by `exportRow` (docs/decisions/018-csv-exports-declared-through-refines-useexport-and-papaparse.md, "CSV exports").
 */
export const csvUnparseConfig: papaparse.UnparseConfig = {
  header: true,
  quotes: (value: unknown) => typeof value === "string" && NEUTRALISED_LINE.test(value),
  newline: "\r\n",
};

/** One record as one CSV line: header -> text, in the declared column order, formulae neutralised. */
export function exportRow(declaration: ExportDeclaration, record: CrudRecord, index: number): Record<string, string> {
  return Object.fromEntries(
    declaration.columns.map((column) => [column.header, neutraliseFormulae(column.value(record, index))]),
  );
}

/** The file's text, as Refine's useExport writes it with the same config (without its BOM). */
export function toCsv(declaration: ExportDeclaration, records: CrudRecord[]): string {
  return papaparse.unparse(
    records.map((record, index) => exportRow(declaration, record, index)),
    csvUnparseConfig,
  );
}
