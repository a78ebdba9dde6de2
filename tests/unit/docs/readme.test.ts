import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

// The README says how to run and measure things; what a run measured, and when, lives in
// docs/performance.md and the report `npm run audit:perf` writes (docs/performance/last-audit.md),
// so the README never carries figures that went stale with the next change.
const root = join(import.meta.dirname, "..", "..", "..");
const readme = readFileSync(join(root, "README.md"), "utf8");

it("carries no dated results: no table of measured figures, no timed run", () => {
  const tableHeads = [...readme.matchAll(/^\|(.+)\|\n\|[-| ]+\|$/gm)].map((match) => match[1]);
  expect(tableHeads.filter((head) => /perf|LCP|TBT|build|dist\/|HTML files/i.test(head))).toEqual([]);
  // "Last run: 2026-11-24 19:00", "On 2026-11-25 18:50": a measurement's time.
  expect(readme.match(/\b20\d\d-\d\d-\d\d[ T]\d\d:\d\d\b/g) ?? []).toEqual([]);
});

it("links the measured results, which exist", () => {
  for (const report of ["docs/performance.md", "docs/performance/last-audit.md"]) {
    expect(readme).toContain(`](${report}`);
    expect(existsSync(join(root, report))).toBe(true);
  }
  expect(readFileSync(join(root, "scripts", "audit-perf.ts"), "utf8")).toContain('"docs/performance/last-audit.md"');
});
