import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { HOME_HTML_BUDGET_KB, HOME_JS_BUDGET_KB } from "../../../scripts/budgets";

// The budgets the build enforces (scripts/budgets.ts) are the ones the docs promise: a budget
// changed in one place and not the other is caught here.
const root = join(import.meta.dirname, "..", "..", "..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

it("states the build's JavaScript budget in the README and docs/architecture.md#performance", () => {
  const readme = read("README.md");
  const performance = read("docs/architecture.md").split("## Performance")[1] ?? "";
  expect(readme).toMatch(new RegExp(`budget\\s+${HOME_JS_BUDGET_KB} KB`));
  expect(performance).toMatch(new RegExp(`≤ ${HOME_JS_BUDGET_KB} KB gzip`));
  // No other budget for the same thing left behind in either.
  for (const text of [readme, performance]) {
    const stated = [...text.matchAll(/(?:budget|≤)\s+(\d+) KB(?: gzip)?\)?/g)].map((match) => Number(match[1]));
    expect(stated.filter((kb) => kb > 100 && kb !== HOME_JS_BUDGET_KB)).toEqual([]);
  }
});

it("states the home page's HTML budget in the README", () => {
  expect(read("README.md")).toMatch(new RegExp(`budget\\s+${HOME_HTML_BUDGET_KB} KB`));
});
