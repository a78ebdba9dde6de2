import { describe, expect, it } from "vitest";
import { isPan, normalisePan } from "../../../src/site/getInvolved/pan";

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
