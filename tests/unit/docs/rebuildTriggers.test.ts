import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { repoRoot as root, siteSources } from "../../support/repoFiles";
import { tablesThePublicPagesRead } from "../../../src/site/publishedData";

// The README tells a foundation which tables' changes must rebuild the static pages, and the
// database notes each one's changes (the site's freshness, batched rebuilds). A table the public pages read that is missing there is a
// change that never reaches the prerendered HTML: `photos` was (the gallery never updated).
// That the database notes exactly the README's tables, tests/integration/rebuildTriggerTables.test.ts
// asks the migrated database itself.

/** Every table the public site reads through PostgREST: `.from("<table>")` or `selectFrom("<table>", …)` in src/site. */
function tablesTheSiteReads(): string[] {
  const tables = new Set<string>();
  for (const file of siteSources()) {
    for (const match of readFileSync(file, "utf8").matchAll(/(?:\.from\(|selectFrom\()"([a-z_]+)"/g))
      tables.add(match[1]);
  }
  return [...tables].sort();
}

/** The tables the README's "Content changes reach the static pages" paragraph names. */
function tablesTheReadmeNames(): string[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const paragraph = /on insert, update and\s+delete of\s+([\s\S]*?)\s+notes the time/.exec(readme);
  if (!paragraph) throw new Error("README: the rebuild paragraph is not where this test looks");
  return [...paragraph[1].matchAll(/`([a-z_]+)`/g)].map((match) => match[1]).sort();
}

it("declares, in src/site/publishedData.ts, every table the public site reads", () => {
  expect([...tablesThePublicPagesRead].sort()).toEqual(tablesTheSiteReads());
});

it("names, in the README, every table whose changes must rebuild the public pages", () => {
  expect(tablesTheSiteReads().length).toBeGreaterThan(0);
  expect(tablesTheReadmeNames()).toEqual(tablesTheSiteReads());
});
