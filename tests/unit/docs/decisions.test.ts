import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The decisions are one dated record per file (docs/decisions/NNN-title.md) and an index
// (docs/decisions/README.md). The index is written by hand, so this keeps it and the files
// together: a record missing from the index, a title changed in one place, a record with no date
// or status, or a superseded one that does not link its successor is caught here.
const folder = join(import.meta.dirname, "..", "..", "..", "docs", "decisions");
const read = (file: string) => readFileSync(join(folder, file), "utf8");
const recordFiles = readdirSync(folder)
  .filter((name) => name !== "README.md")
  .sort();

interface Record {
  file: string;
  number: string;
  title: string;
  date: string | undefined;
  status: string | undefined;
}

const records: Record[] = recordFiles.map((file) => {
  const text = read(file);
  const heading = /^# (\d{3})\. (.+)$/m.exec(text);
  return {
    file,
    number: heading?.[1] ?? "",
    title: heading?.[2] ?? "",
    date: /^- \*\*Date\*\*: (.+)$/m.exec(text)?.[1],
    status: /^- \*\*Status\*\*: (.+)$/m.exec(text)?.[1],
  };
});

describe("docs/decisions/", () => {
  it("holds only records named NNN-title.md, numbered 001 upwards without a gap", () => {
    expect(recordFiles.length).toBeGreaterThan(50);
    for (const file of recordFiles) expect(file).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
    expect(recordFiles.map((file) => file.slice(0, 3))).toEqual(
      recordFiles.map((_, index) => String(index + 1).padStart(3, "0")),
    );
  });

  it.each(recordFiles)("%s: a heading with its number, a date and a status", (file) => {
    const record = records.find((each) => each.file === file)!;
    expect(record.number).toBe(file.slice(0, 3));
    expect(record.title).not.toBe("");
    expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.status).toMatch(/^(accepted|superseded( in part)? by \[\d{3}\]\((\d{3}-[a-z0-9-]+\.md)\).*)$/);
    const successor = /\]\((\d{3}-[a-z0-9-]+\.md)\)/.exec(record.status ?? "")?.[1];
    if (successor) expect(recordFiles).toContain(successor);
  });

  it("lists every record in the index once, with its file's title, and no other", () => {
    const index = read("README.md");
    const listed = [
      ...index.matchAll(
        /^- \[(\d{3})\. (.+)\]\((\d{3}-[a-z0-9-]+\.md)\) \((\d{4}-\d{2}-\d{2})(, superseded in part|, superseded)?\)$/gm,
      ),
    ].map((match) => ({
      number: match[1],
      title: match[2],
      file: match[3],
      date: match[4],
      superseded: Boolean(match[5]),
    }));
    expect(listed.map((entry) => entry.file).sort()).toEqual(recordFiles);
    for (const entry of listed) {
      const record = records.find((each) => each.file === entry.file)!;
      expect({ number: entry.number, title: entry.title, date: entry.date, superseded: entry.superseded }).toEqual({
        number: record.number,
        title: record.title,
        date: record.date,
        superseded: record.status !== "accepted",
      });
    }
  });
});
