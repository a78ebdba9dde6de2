import papaparse from "papaparse";
import type { CrudRecord, ExportDeclaration } from "../resources/types";

/**
 * How every export is written: a header row, a field quoted only when it holds a comma, a quote
 * or a line break (RFC 4180), CRLF line ends, and a text field that begins with = + - @ or a tab
 * prefixed with ' so a spreadsheet never runs what a visitor typed as a formula
 * (docs/decisions.md, "CSV exports").
 */
export const csvUnparseConfig: papaparse.UnparseConfig = {
  header: true,
  quotes: false,
  newline: "\r\n",
  escapeFormulae: true,
};

/** One record as one CSV line: header -> text, in the declared column order. */
export function exportRow(declaration: ExportDeclaration, record: CrudRecord, index: number): Record<string, string> {
  return Object.fromEntries(declaration.columns.map((column) => [column.header, column.value(record, index)]));
}

/** The file's text, as Refine's useExport writes it with the same config (without its BOM). */
export function toCsv(declaration: ExportDeclaration, records: CrudRecord[]): string {
  return papaparse.unparse(
    records.map((record, index) => exportRow(declaration, record, index)),
    csvUnparseConfig,
  );
}
