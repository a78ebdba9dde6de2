import { describe, expect, it } from "vitest";
import {
  canAutoplay,
  carouselReducer,
  dotCount,
  initialCarouselState,
  visibleForWidth,
  type CarouselState,
} from "../../../src/site/testimonials/carouselState";

function ticks(state: CarouselState, n: number): number[] {
  const seen: number[] = [];
  let current = state;
  for (let i = 0; i < n; i++) {
    current = carouselReducer(current, { type: "tick" });
    seen.push(current.index);
  }
  return seen;
}

describe("testimonials carousel state machine", () => {
  it("starts at index 0 with autoplay on", () => {
    const state = initialCarouselState(6, 3);
    expect(state.index).toBe(0);
    expect(state.playing).toBe(true);
  });

  it("advances by one per tick and wraps to 0 past count - visible", () => {
    expect(ticks(initialCarouselState(6, 3), 5)).toEqual([1, 2, 3, 0, 1]);
    expect(ticks(initialCarouselState(4, 1), 5)).toEqual([1, 2, 3, 0, 1]);
  });

  it("does not move when the count is at most the visible count", () => {
    for (const count of [0, 1, 2, 3]) {
      const state = initialCarouselState(count, 3);
      expect(canAutoplay(state)).toBe(false);
      expect(carouselReducer(state, { type: "tick" })).toBe(state);
    }
    expect(canAutoplay(initialCarouselState(4, 3))).toBe(true);
    expect(canAutoplay(initialCarouselState(1, 1))).toBe(false);
  });

  it("shows 3 cards from 1024 px wide, otherwise 1", () => {
    expect(visibleForWidth(1024)).toBe(3);
    expect(visibleForWidth(1440)).toBe(3);
    expect(visibleForWidth(1023)).toBe(1);
    expect(visibleForWidth(390)).toBe(1);
  });

  it("caps the index at count - visible when a resize shows more cards", () => {
    const narrow = carouselReducer(initialCarouselState(6, 1), { type: "goTo", index: 5 });
    expect(narrow.index).toBe(5);
    const wide = carouselReducer(narrow, { type: "resize", visible: 3 });
    expect(wide).toMatchObject({ visible: 3, index: 3 });
    const back = carouselReducer(wide, { type: "resize", visible: 1 });
    expect(back).toMatchObject({ visible: 1, index: 3 });
  });

  it("caps the index at 0 when every card fits", () => {
    const state = carouselReducer(initialCarouselState(2, 1), { type: "goTo", index: 1 });
    expect(carouselReducer(state, { type: "resize", visible: 3 }).index).toBe(0);
  });

  it("has max(count - visible + 1, 1) dots", () => {
    expect(dotCount(6, 3)).toBe(4);
    expect(dotCount(6, 1)).toBe(6);
    expect(dotCount(3, 3)).toBe(1);
    expect(dotCount(2, 3)).toBe(1);
    expect(dotCount(0, 1)).toBe(1);
  });

  it("sets the index from a dot click", () => {
    const state = initialCarouselState(6, 3);
    expect(carouselReducer(state, { type: "goTo", index: 2 }).index).toBe(2);
    expect(carouselReducer(state, { type: "goTo", index: 3 }).index).toBe(3);
  });

  it("toggles autoplay with Pause/Play and keeps the index", () => {
    const moved = carouselReducer(initialCarouselState(6, 3), { type: "tick" });
    const paused = carouselReducer(moved, { type: "togglePlay" });
    expect(paused).toMatchObject({ playing: false, index: 1 });
    expect(carouselReducer(paused, { type: "togglePlay" })).toMatchObject({ playing: true, index: 1 });
  });

  it("can start paused (reduced motion)", () => {
    expect(initialCarouselState(6, 3, false).playing).toBe(false);
  });
});
