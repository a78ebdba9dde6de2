import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { HOME_HTML_BUDGET_KB, HOME_JS_BUDGET_KB } from "../../../scripts/budgets";

// The budgets the build enforces (scripts/budgets.ts) are the ones the docs promise: a budget
// changed in one place and not the other is caught here. The decisions (docs/decisions/) are
// dated records and keep the budget of their day.
const root = join(import.meta.dirname, "..", "..", "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const docs = ["README.md", "docs/architecture.md", "docs/product.md", "docs/performance.md"];

it("states the build's JavaScript budget in the README and docs/architecture.md#performance", () => {
  const readme = read("README.md");
  const performance = read("docs/architecture.md").split("## Performance")[1] ?? "";
  expect(readme).toMatch(new RegExp(`budget\\s+${HOME_JS_BUDGET_KB} KB`));
  expect(performance).toMatch(new RegExp(`≤ ${HOME_JS_BUDGET_KB} KB gzip`));
  expect(performance).toMatch(new RegExp(`HTML ≤ ${HOME_HTML_BUDGET_KB} KB gzip`));
});

it("states the home page's HTML budget in the README", () => {
  expect(read("README.md")).toMatch(new RegExp(`budget\\s+${HOME_HTML_BUDGET_KB} KB`));
});

it.each(docs)("%s states no budget but the build's two", (file) => {
  const text = read(file);
  // "budget 140 KB", "(budget\n14 KB)", "14 KB budget", "≤ 140 KB gzip".
  const stated = [
    ...text.matchAll(/(?:budget|≤)\s+(\d+(?:\.\d+)?) KB/g),
    ...text.matchAll(/(\d+(?:\.\d+)?) KB\s+budget/g),
  ].map((match) => Number(match[1]));
  const js = stated.filter((kb) => kb > 50);
  const html = stated.filter((kb) => kb <= 50);
  expect(js.filter((kb) => kb !== HOME_JS_BUDGET_KB)).toEqual([]);
  expect(html.filter((kb) => kb !== HOME_HTML_BUDGET_KB)).toEqual([]);
});
