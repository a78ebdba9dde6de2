import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One row of docs/product.md's "Public reads" table: a table and the columns one read asks for. */
export interface DocumentedRead {
  table: string;
  /** The row's label, e.g. "news_articles (the list)". */
  label: string;
  /** The columns, in the doc's order; ["*"] for every column. */
  columns: string[];
}

/** The "Public reads" table of docs/product.md#calls-to-the-backend, as written. */
export function documentedPublicReads(): DocumentedRead[] {
  const product = readFileSync(join(import.meta.dirname, "..", "..", "docs", "product.md"), "utf8");
  const table = /\*\*Public reads\*\*[^\n]*\n\n\| Table \| Columns \|[^\n]*\n\|[-|]+\|\n((?:\|.*\n)+)/.exec(product);
  if (!table) throw new Error("docs/product.md: the Public reads table is not where this reader looks");
  return table[1]
    .trim()
    .split("\n")
    .map((row) => {
      const [label, columns] = row
        .split("|")
        .slice(1, 3)
        .map((cell) => cell.trim());
      const list = /^`([^`]+)`/.exec(columns);
      if (!list) throw new Error(`docs/product.md, Public reads: "${label}" has no \`column list\``);
      return { table: label.split(" ")[0], label, columns: list[1].split(",").map((column) => column.trim()) };
    });
}
