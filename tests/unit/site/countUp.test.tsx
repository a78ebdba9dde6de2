import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countUpValue, useCountUp } from "../../../src/site/home/useCountUp";

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

describe("useCountUp", () => {
  function Figure({ target }: { target: number }) {
    const ref = useCountUp<HTMLSpanElement>(target, false);
    return <span ref={ref}>{target}</span>;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts up to the target in 2 s, about fifteen figures a second rather than one a frame", async () => {
    vi.useFakeTimers();
    render(<Figure target={500} />);
    const text = screen.getByText("0").firstChild as Text;
    const shown: string[] = [];
    new MutationObserver((records) => records.forEach(() => shown.push(text.nodeValue ?? ""))).observe(text, {
      characterData: true,
    });
    for (let elapsed = 0; elapsed <= 2200; elapsed += 1000 / 60) {
      act(() => void vi.advanceTimersByTime(1000 / 60));
    }
    await Promise.resolve(); // the observer's records
    expect(text.nodeValue).toBe("500");
    // A figure a frame would be 120; fifteen a second over 2 s is 30.
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.length).toBeLessThanOrEqual(32);
  });
});
