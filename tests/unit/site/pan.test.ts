import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isPan, normalisePan, panExample } from "../../../src/site/getInvolved/pan";

describe("PAN check", () => {
  it("accepts five letters, four digits and a letter, typed in any case with spaces around", () => {
    for (const pan of ["ABCPG1234K", "abcpg1234k", "  AbCpG1234k "]) expect(isPan(pan)).toBe(true);
    expect(normalisePan("  abcpg1234k ")).toBe("ABCPG1234K");
  });

  it("takes every holder type as the fourth letter, and nothing else; the number starts at 0001", () => {
    for (const type of "PCHFATBLJG") expect(isPan(`ABC${type}E1234F`)).toBe(true);
    expect(isPan("AAAAA0001A")).toBe(true);
    for (const type of "DEIKMNOQRSUVWXYZ") expect({ type, ok: isPan(`ABC${type}E1234F`) }).toEqual({ type, ok: false });
    expect(isPan("AAAAA0000A")).toBe(false);
  });

  it("writes only a to z as capitals: a dotless ı or a long ſ stays as typed, and is refused", () => {
    expect(normalisePan("abcpgı234k")).toBe("ABCPGı234K");
    expect(isPan("abcpgı234k")).toBe(false);
    expect(isPan("ıbcpg1234k")).toBe(false);
    expect(isPan("ſbcpg1234k")).toBe(false);
  });

  it("refuses everything else", () => {
    const wrong = [
      "",
      "ABCPG1234",
      "ABCPG12345",
      "ABCP12345K",
      "ABCPG 1234K",
      "1234ABCPGK",
      "ABCPG1234KK",
      "ABCPGI234K",
      "ÄBCPG1234K",
    ];
    for (const pan of wrong) expect({ pan, ok: isPan(pan) }).toEqual({ pan, ok: false });
  });
});

// Issue 36, item 14: the 80G form's placeholder ABCDE1234F failed the rule it sits above. Every PAN a
// form shows as an example (a placeholder, or "as in ..." in a message, in either language) must
// pass it, wherever in src it is written.
describe("every example PAN the forms show", () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const pan = "([A-Za-z]{5}[0-9]{4}[A-Za-z])";
  const shown = new RegExp(`(?:placeholder(?:=|:)\\s*["']|as in |जैसे )${pan}`, "g");
  const examples = sources(join(__dirname, "../../../src")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(shown)].map((match) => ({ file, example: match[1] })),
  );

  it("passes the PAN rule", () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
    expect(examples.filter(({ example }) => !isPan(example))).toEqual([]);
    expect(isPan(panExample)).toBe(true);
  });

  it("is the form's placeholder", () => {
    const form = readFileSync(join(__dirname, "../../../src/site/getInvolved/ReceiptRequestForm.tsx"), "utf8");
    expect(form).toContain("placeholder={panExample}");
  });
});
