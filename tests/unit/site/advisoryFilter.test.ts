import { describe, expect, it } from "vitest";
import type { Advisory } from "../../../src/lib/database.types";
import {
  activeAdvisors,
  ALL_SPECIALTIES,
  distinctPositions,
  filterBySpecialty,
} from "../../../src/site/advisory/advisorFilter";
import { noImage } from "../../support/siteRows";

function advisor(name: string, position: string, is_active = true): Advisory {
  return {
    position_hi: null,
    image_alt_hi: null,
    content_hi: null,
    id: name,
    name,
    position,
    content: `${name} helps families.`,
    ...noImage,
    is_active,
    created_at: "2026-01-01T00:00:00Z",
    status: "published",
    publish_at: "2026-01-01T00:00:00Z",
  };
}

const asha = advisor("Asha", "Child Psychologist");
const ravi = advisor("Ravi", "Family Counselor");
const meera = advisor("Meera", "Senior Family Counselor");
const sunil = advisor("Sunil", "Career Advisor", false);
const neha = advisor("Neha", "child psychologist");

describe("activeAdvisors", () => {
  it("keeps only advisors whose is_active is true, in order", () => {
    expect(activeAdvisors([asha, sunil, ravi])).toEqual([asha, ravi]);
  });

  it("returns an empty list when nobody is active", () => {
    expect(activeAdvisors([sunil])).toEqual([]);
  });
});

describe("distinctPositions", () => {
  it("lists each position once, in first-seen order", () => {
    expect(distinctPositions([ravi, asha, meera, ravi])).toEqual([
      "Family Counselor",
      "Child Psychologist",
      "Senior Family Counselor",
    ]);
  });

  it("treats positions differing only in case or spaces as one, keeping the first spelling", () => {
    expect(distinctPositions([asha, neha, advisor("Om", "  Child Psychologist ")])).toEqual(["Child Psychologist"]);
  });

  it("skips blank positions", () => {
    expect(distinctPositions([advisor("X", "   "), ravi])).toEqual(["Family Counselor"]);
  });
});

describe("filterBySpecialty", () => {
  const everyone = [asha, ravi, meera, neha];

  it("returns everyone for 'all'", () => {
    expect(filterBySpecialty(everyone, ALL_SPECIALTIES)).toEqual(everyone);
  });

  it("matches the position case-insensitively", () => {
    expect(filterBySpecialty(everyone, "CHILD PSYCHOLOGIST")).toEqual([asha, neha]);
  });

  it("matches a substring of the position", () => {
    expect(filterBySpecialty(everyone, "Family Counselor")).toEqual([ravi, meera]);
    expect(filterBySpecialty(everyone, "senior")).toEqual([meera]);
  });

  it("returns nothing when no position matches", () => {
    expect(filterBySpecialty(everyone, "Dietitian")).toEqual([]);
  });

  it("does not change the list it is given", () => {
    const list = [asha, ravi];
    filterBySpecialty(list, "child");
    expect(list).toEqual([asha, ravi]);
  });
});
