import { describe, expect, it } from "vitest";
import { formatLongDate, truncateWords } from "../../../src/site/shared/format";

describe("formatLongDate", () => {
  it("shows a calendar day as month name, day, year", () => {
    expect(formatLongDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatLongDate("2024-01-05")).toBe("January 5, 2024");
  });

  it("shows a timestamp as the day it was in Prayagraj", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan (01:30) in India.
    expect(formatLongDate("2025-12-31T20:00:00Z")).toBe("January 1, 2026");
    expect(formatLongDate("2025-06-15T08:00:00+00:00")).toBe("June 15, 2025");
  });

  it("returns null when missing or unreadable", () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate("")).toBeNull();
    expect(formatLongDate("not a date")).toBeNull();
  });
});

describe("truncateWords", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(" ");

  it("keeps a text of at most 25 words whole", () => {
    expect(truncateWords(words(25), 25)).toBe(words(25));
    expect(truncateWords("Short text.", 25)).toBe("Short text.");
  });

  it("cuts after 25 words and adds an ellipsis", () => {
    const cut = truncateWords(words(26), 25);
    expect(cut).toBe(`${words(25)}...`);
    expect(cut.replace(/\.\.\.$/, "").split(" ")).toHaveLength(25);
  });

  it("collapses extra whitespace and line breaks", () => {
    expect(truncateWords("  one\n two   three ", 2)).toBe("one two...");
    expect(truncateWords("   ", 25)).toBe("");
  });
});
