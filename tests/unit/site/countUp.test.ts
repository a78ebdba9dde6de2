import { describe, expect, it } from "vitest";
import { countUpValue } from "../../../src/site/home/useCountUp";

describe("countUpValue", () => {
  it("starts at 0 and reaches the target at 2 s", () => {
    expect(countUpValue(500, 0)).toBe(0);
    expect(countUpValue(500, 2000)).toBe(500);
    expect(countUpValue(500, 5000)).toBe(500);
  });

  it("rises steadily in between without passing the target", () => {
    const values = [250, 500, 1000, 1500, 1999].map((t) => countUpValue(500, t));
    expect(values.every((v, i) => i === 0 || v >= values[i - 1])).toBe(true);
    expect(values[0]).toBeGreaterThan(0);
    expect(values[values.length - 1]).toBeLessThanOrEqual(500);
  });
});
