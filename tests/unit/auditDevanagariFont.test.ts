// The audit says when this machine sets Hindi unlike a phone (scripts/audit/devanagariFont.ts).
import { describe, expect, it } from "vitest";
import { devanagariFontNote } from "../../scripts/audit/devanagariFont";

describe("the audit's note on fonts for Hindi", () => {
  it("warns when the machine has no font for Hindi, says nothing when it has one", () => {
    expect(devanagariFontNote([])).toMatch(/no font for Hindi.*more here than on a phone/);
    expect(devanagariFontNote(["Lohit Devanagari"])).toBe("");
  });

  it("says it cannot know without fontconfig", () => {
    expect(devanagariFontNote(null)).toMatch(/not known/);
  });
});
