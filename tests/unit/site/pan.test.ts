import { describe, expect, it } from "vitest";
import { isPan, normalisePan } from "../../../src/site/getInvolved/pan";

describe("PAN check", () => {
  it("accepts five letters, four digits and a letter, typed in any case with spaces around", () => {
    for (const pan of ["ABCPG1234K", "abcpg1234k", "  AbCpG1234k "]) expect(isPan(pan)).toBe(true);
    expect(normalisePan("  abcpg1234k ")).toBe("ABCPG1234K");
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
