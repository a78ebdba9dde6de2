import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { declarations } from "../../../src/admin/resources";

// docs/product.md#resource-screens names the admin's screens in sidebar order and the read-only
// ones: a declaration added to src/admin/resources/index.ts (or renamed, or made read-only) and
// not to the doc is caught here.
const product = readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "product.md"), "utf8");
const section = product.split(/^### Resource screens$/m)[1]?.split(/^#/m)[0] ?? "";
const prose = section.replace(/\s+/g, " ");
const names = (list: string) => list.split(/, (?:and )?| and /).map((name) => name.trim());

it("names every declared screen in sidebar order, and no other", () => {
  const listed = /The sidebar lists them in this order: ([^.]+)\./.exec(prose);
  if (!listed) throw new Error("docs/product.md#resource-screens: the sidebar's list is not where this test looks");
  expect(names(listed[1])).toEqual(declarations.map((declaration) => declaration.texts.title));
});

it("names the read-only screens", () => {
  const readOnly = /^(?:.*\. )?([^.]+?) use the same screen read-only/.exec(prose);
  if (!readOnly) throw new Error("docs/product.md#resource-screens: the read-only list is not where this test looks");
  expect(names(readOnly[1])).toEqual(
    declarations.filter((declaration) => declaration.kind === "readOnly").map((declaration) => declaration.texts.title),
  );
});
