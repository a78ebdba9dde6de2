import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { filesBelow, repoRoot as root } from "../../support/repoFiles";

// Code, tests and docs cite the docs by path ("docs/decisions/022-prerendering-….md", or
// "docs/architecture.md#performance"): a file renamed or a heading reworded leaves citations
// pointing nowhere. Every cited file must exist, every cited heading must be one of its file's,
// and a decision cited with its title ("docs/decisions/NNN-….md, "Title"") must carry that title.

const citing = [
  ...["src", "scripts", "tests", "docs"].flatMap((dir) => filesBelow(join(root, dir), /\.(tsx?|mjs|md|sql|html)$/)),
  ...filesBelow(join(root, "supabase"), /\.(tsx?|sql)$/),
  join(root, "README.md"),
].filter((path) => !/tests\/unit\/docs\/(citations|decisions)\.test\.ts$/.test(path)); // their examples are not citations

/** GitHub's anchor for a heading. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

function anchors(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1].trim())));
}

const titleOf = (file: string) => /^# \d{3}\. (.+)$/m.exec(readFileSync(file, "utf8"))?.[1] ?? "";
/** A title as a comment wraps it: "Visitor\n  // submissions" is "Visitor submissions". */
const squash = (text: string) => text.replace(/\s*\n\s*(?:\/\/|\*|--)?\s*/g, " ").replace(/\s+/g, " ");

it("cites only docs files and headings that exist, and decisions by their own titles", () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of citing) {
    const text = readFileSync(file, "utf8");
    const from = relative(root, file);
    // Paths from the repository's root: docs/x.md, docs/decisions/NNN-….md, with #heading or , "Title".
    const rooted = [
      ...text.matchAll(/\bdocs\/((?:decisions\/)?[\w.-]+\.md)(#[\w-]+)?(,?\s*(?:\/\/|\*|--)?\s*"([^"]+)")?/g),
    ];
    // Relative links inside the docs: [text](architecture.md#x), (decisions/NNN-….md), (../product.md#x).
    const linked = from.endsWith(".md")
      ? [...text.matchAll(/\]\(((?:\.\.\/|docs\/)?(?:decisions\/)?[\w.-]+\.md)(#[\w-]+)?\)/g)].map((match) => {
          const target = join(file, "..", match[1]);
          return [match[0], relative(join(root, "docs"), target), match[2]] as const;
        })
      : [];
    // Links within a doc: [Types](#types).
    if (from.endsWith(".md")) {
      for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) {
        checked += 1;
        if (!anchors(file).has(match[1])) broken.push(`${from}: ${match[0]} (no such heading)`);
      }
    }
    for (const [whole, path, hash, , title] of [
      ...rooted.map((match) => [match[0], match[1], match[2], match[3], match[4]] as const),
      ...linked.map(([whole, path, hash]) => [whole, path, hash, undefined, undefined] as const),
    ]) {
      checked += 1;
      const target = path.startsWith("..") ? join(root, path.slice(3)) : join(root, "docs", path);
      if (path === "decisions.md" && !from.startsWith("docs/decisions")) {
        broken.push(`${from}: ${whole} (the decisions moved to docs/decisions/)`);
      } else if (!existsSync(target)) {
        broken.push(`${from}: ${whole} (no such file)`);
      } else if (hash && !anchors(target).has(hash.slice(1))) {
        broken.push(`${from}: ${whole} (no such heading)`);
      } else if (title && /^decisions\/\d{3}-/.test(path) && !squash(titleOf(target)).startsWith(squash(title))) {
        broken.push(`${from}: ${whole} (the record's title is "${titleOf(target)}")`);
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(broken).toEqual([]);
});
