import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { root, sources } from "./siteSources";
import { tablesThePublicPagesRead } from "../../../src/site/publishedData";

// The README tells a foundation which tables' changes must rebuild the static pages, and the
// database notes each one's changes (the site's freshness, batched rebuilds). A table the public pages read that is missing there is a
// change that never reaches the prerendered HTML: `photos` was (the gallery never updated).

/** Every table the public site reads through PostgREST: `.from("<table>")` or `selectFrom("<table>", …)` in src/site. */
function tablesTheSiteReads(): string[] {
  const tables = new Set<string>();
  for (const file of sources()) {
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

it("declares, in the types of src/site/siteTypes.ts, every table the public site reads", () => {
  expect([...tablesThePublicPagesRead].sort()).toEqual(tablesTheSiteReads());
});

it("names, in the README, every table whose changes must rebuild the public pages", () => {
  expect(tablesTheSiteReads().length).toBeGreaterThan(0);
  expect(tablesTheReadmeNames()).toEqual(tablesTheSiteReads());
});

/**
 * The tables whose changes the database notes for the site's freshness: the trigger list of
 * 20261125005600_site_freshness.sql, and each `<table>_note_site_change` trigger a later migration adds.
 */
function tablesWithChangeTriggers(): string[] {
  const folder = join(root, "supabase", "migrations");
  const migration = readFileSync(join(folder, "20261125005600_site_freshness.sql"), "utf8");
  const list = /foreach t in array array\[([^\]]*)\]/.exec(migration);
  if (!list) throw new Error("the site's freshness migration: the trigger list is not where this test looks");
  const tables = [...list[1].matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
  for (const file of readdirSync(folder).filter((name) => name > "20261125005600")) {
    const sql = readFileSync(join(folder, file), "utf8");
    for (const match of sql.matchAll(/create trigger ([a-z_]+)_note_site_change |note_site_changes_of\('([a-z_]+)'\)/g))
      tables.push(match[1] ?? match[2]);
  }
  return tables.sort();
}

it("notes, in the database, the changes of every table the public pages read", () => {
  expect(tablesWithChangeTriggers()).toEqual(tablesTheSiteReads());
});
