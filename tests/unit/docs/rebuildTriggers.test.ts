import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { siteSources } from "../../support/repoFiles";
import { tablesThePublicPagesRead } from "../../../src/site/publishedData";

// Every table the public pages read must rebuild the static pages when it changes, and the
// database notes each one's changes (the site's freshness, batched rebuilds). A table missing
// from the list is a change that never reaches the prerendered HTML: `photos` was (the gallery
// never updated). The list is the content types' `tables` (src/site/siteTypes.ts, derived in
// src/site/publishedData.ts); tests/integration/rebuildTriggers.test.ts holds the database to it.

/** Every table the public site reads through PostgREST: `.from("<table>")` or `selectFrom("<table>", …)` in src/site. */
function tablesTheSiteReads(): string[] {
  const tables = new Set<string>();
  for (const file of siteSources()) {
    for (const match of readFileSync(file, "utf8").matchAll(/(?:\.from\(|selectFrom\()"([a-z_]+)"/g))
      tables.add(match[1]);
  }
  return [...tables].sort();
}

/**
 * Read only when a visitor presses a button, never into a page's HTML, so a change there has nothing
 * to rebuild: the recordings of docs/architecture.md#read-aloud.
 */
const readOnAPress = ["recordings"];

it("declares, in src/site/publishedData.ts, every table the public site reads", () => {
  expect([...tablesThePublicPagesRead].sort()).toEqual(
    tablesTheSiteReads().filter((table) => !readOnAPress.includes(table)),
  );
  expect(tablesTheSiteReads()).toEqual(expect.arrayContaining(readOnAPress));
});
