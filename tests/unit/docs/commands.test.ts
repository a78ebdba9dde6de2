import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

// docs/architecture.md#commands lists what each npm script does: a script added to package.json
// and not to the table, or a row left for a script that is gone, is caught here.
const root = join(import.meta.dirname, "..", "..", "..");
const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};
// npm's own hook, run by `npm install`: not a command anyone types.
const hooks = new Set(["postinstall"]);

function documented(): string[] {
  const architecture = readFileSync(join(root, "docs", "architecture.md"), "utf8");
  const section = architecture.split(/^## Commands$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error("docs/architecture.md: no Commands section where this test looks");
  const firstCells = [...section.matchAll(/^\| (.+?) \|/gm)].map((match) => match[1]).slice(1); // past the header
  return firstCells
    .flatMap((cell) => [...cell.matchAll(/`npm (?:run )?([\w:-]+)/g)].map((match) => match[1]))
    .filter((name) => name !== "install")
    .sort();
}

it("lists in docs/architecture.md#commands every npm script, and no other", () => {
  const inPackage = Object.keys(scripts)
    .filter((name) => !hooks.has(name))
    .sort();
  expect(documented()).toEqual(inPackage);
});
