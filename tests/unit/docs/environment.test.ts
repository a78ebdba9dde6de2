import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

// The README's table of environment variables and .env.example list the same settings: a new
// variable documented in one and forgotten in the other is caught here.
const root = join(import.meta.dirname, "..", "..", "..");

function readmeVariables(): string[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const table = /\| Variable \| Default \| Meaning \|\n\|[-|]+\|\n((?:\|.*\n)+)/.exec(readme);
  if (!table) throw new Error("README: the table of variables is not where this test looks");
  return table[1]
    .split("\n")
    .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]))
    .sort();
}

function exampleVariables(): string[] {
  const example = readFileSync(join(root, ".env.example"), "utf8");
  return [...example.matchAll(/^# ([A-Z_]+)=/gm)].map((match) => match[1]).sort();
}

it("lists in .env.example every variable of the README's table, and no other", () => {
  expect(readmeVariables().length).toBeGreaterThan(10);
  expect(exampleVariables()).toEqual(readmeVariables());
});
