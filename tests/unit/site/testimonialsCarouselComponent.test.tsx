import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Testimonial } from "../../../src/lib/database.types";
import { TestimonialsCarousel } from "../../../src/site/testimonials/TestimonialsCarousel";
import { siteTheme } from "../../../src/site/theme";

const make = (n: number): Testimonial[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    position_hi: null,
    review_hi: null,
    name: `Parent ${i + 1}`,
    position: "Teacher",
    company: "City School",
    review: `Review ${i + 1}`,
    created_at: i === 0 ? "2025-03-10T06:00:00Z" : (null as unknown as string),
    status: "published",
    publish_at: "2026-01-01T00:00:00Z",
  }));

function renderAt(width: number, testimonials: Testimonial[]) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  return render(
    <MantineProvider theme={siteTheme}>
      <TestimonialsCarousel testimonials={testimonials} />
    </MantineProvider>,
  );
}

const currentDot = () =>
  screen.getAllByRole("button", { name: /Go to slide/ }).find((b) => b.getAttribute("aria-current") === "true");

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("TestimonialsCarousel", () => {
  it("says so when there are no testimonials", () => {
    renderAt(1280, []);
    expect(screen.getByText("No testimonials available.")).toBeTruthy();
  });

  it("shows count - visible + 1 dots and the card details", () => {
    renderAt(1280, make(6));
    expect(screen.getAllByRole("button", { name: /Go to slide \d/ })).toHaveLength(4);
    expect(screen.getByText("March 10, 2025")).toBeTruthy();
    expect(screen.getAllByText("Date not available")).toHaveLength(5);
    expect(screen.getAllByText("Teacher, City School")).toHaveLength(6);
  });

  it("advances every 4 s, pauses, and jumps by dot", () => {
    renderAt(1280, make(6));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Go to slide 1");
    act(() => vi.advanceTimersByTime(4000));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Go to slide 2");
    fireEvent.click(screen.getByRole("button", { name: /Pause/ }));
    act(() => vi.advanceTimersByTime(12000));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Go to slide 2");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 4" }));
    expect(currentDot()?.getAttribute("aria-label")).toBe("Go to slide 4");
    expect(screen.getByRole("button", { name: /Play/ })).toBeTruthy();
  });

  it("caps the index after a debounced resize", () => {
    renderAt(390, make(6));
    expect(screen.getAllByRole("button", { name: /Go to slide/ })).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 6" }));
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
    act(() => {
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(100);
    });
    expect(screen.getAllByRole("button", { name: /Go to slide/ })).toHaveLength(6);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getAllByRole("button", { name: /Go to slide/ })).toHaveLength(4);
    expect(currentDot()?.getAttribute("aria-label")).toBe("Go to slide 4");
  });

  it("does not autoplay when every card fits", () => {
    renderAt(1280, make(3));
    expect(screen.getAllByRole("button", { name: /Go to slide/ })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Pause/ })).toBeNull();
  });
});
