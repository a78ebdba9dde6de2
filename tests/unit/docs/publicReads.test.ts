import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { expect, it } from "vitest";
import { root, sources } from "./siteSources";
import { documentedPublicReads } from "../../support/publicReads";

// docs/product.md#calls-to-the-backend lists the columns each public read asks for; the code's
// `select` strings are the truth. A column added to a page's read (or dropped) and not to the doc
// is caught here: the doc said 7 of the doctors' 11 columns, and an integration test checked those 7.

/**
 * Each `.from("<table>")…select(<columns>)` and `selectFrom("<table>", <columns>)` in src/site: a
 * string, or a const string of that file.
 */
function codeReads(): Array<{ table: string; columns: string[]; where: string }> {
  const reads: Array<{ table: string; columns: string[]; where: string }> = [];
  for (const file of sources()) {
    const text = readFileSync(file, "utf8");
    const calls =
      /(?:\.from\("([a-z_]+)"\)\s*\.select\(|selectFrom\(\s*"([a-z_]+)",)\s*(?:"([^"]*)"|([A-Za-z_$][\w$]*))/g;
    for (const [call, fromTable, selectTable, literal, name] of text.matchAll(calls)) {
      const table = fromTable ?? selectTable;
      const constant = name ? new RegExp(`const ${name}\\s*=\\s*"([^"]*)"`).exec(text)?.[1] : literal;
      const where = `${relative(root, file)}: ${call.replace(/\s+/g, "")}`;
      if (constant === undefined) throw new Error(`${where}: the columns are not a string this test can read`);
      reads.push({ table, columns: constant.split(",").map((column) => column.trim()), where });
    }
  }
  return reads;
}

const key = (table: string, columns: string[]) => `${table}: ${[...columns].sort().join(", ")}`;

it("lists in docs/product.md every column list the public pages read, and no other", () => {
  const inCode = codeReads();
  expect(inCode.length).toBeGreaterThan(5);
  const inDoc = new Set(documentedPublicReads().map((read) => key(read.table, read.columns)));
  const code = new Set(inCode.map((read) => key(read.table, read.columns)));
  expect({ notInTheDoc: [...code].filter((read) => !inDoc.has(read)).sort() }).toEqual({ notInTheDoc: [] });
  expect({ notInTheCode: [...inDoc].filter((read) => !code.has(read)).sort() }).toEqual({ notInTheCode: [] });
});
