import { describe, expect, it } from "vitest";
import type { Registrations } from "../../../src/config/site";
import { noForeignContributions, registrationLines } from "../../../src/site/shared/registrations";

const none: Registrations = { pan: null, section12A: null, section80G: null, csr1: null, ngoDarpan: null, fcra: null };

describe("registrationLines", () => {
  it("shows each registration that is set, in order, with 80G's validity", () => {
    const lines = registrationLines({
      pan: "AAATP0000A",
      section12A: "12A-1",
      section80G: { number: "80G-1", issuedOn: "2024-05-15", validity: "AY 2025-26 to AY 2029-30" },
      csr1: "CSR00000001",
      ngoDarpan: "UP/2020/1",
      fcra: "FCRA-1",
    });
    expect(lines).toEqual([
      "PAN: AAATP0000A",
      "12A registration: 12A-1",
      "80G registration: 80G-1 (valid AY 2025-26 to AY 2029-30)",
      "CSR-1 registration: CSR00000001",
      "NGO Darpan ID: UP/2020/1",
      "FCRA registration: FCRA-1",
    ]);
  });

  it("leaves out what is not set, and without FCRA says foreign money is not accepted", () => {
    expect(registrationLines(none)).toEqual([noForeignContributions]);
    expect(registrationLines({ ...none, pan: "AAATP0000A" })).toEqual(["PAN: AAATP0000A", noForeignContributions]);
    expect(noForeignContributions).toMatch(/only from Indian citizens and groups in India/);
  });
});
