// The testimonials carousel as a pure state machine (docs/product.md#testimonials-carousel).

export const AUTOPLAY_MS = 4000;
export const RESIZE_DEBOUNCE_MS = 150;
const WIDE_SCREEN_PX = 1024;

export type CarouselState = {
  count: number;
  visible: number;
  index: number;
  playing: boolean;
};

export type CarouselAction =
  | { type: "tick" }
  | { type: "resize"; visible: number }
  | { type: "goTo"; index: number }
  | { type: "togglePlay" }
  | { type: "stop" };

/** 3 cards side by side from 1024 px, otherwise 1. */
export function visibleForWidth(width: number): number {
  return width >= WIDE_SCREEN_PX ? 3 : 1;
}

/** The last index the carousel can show with every visible slot filled. */
function lastIndex(count: number, visible: number): number {
  return Math.max(count - visible, 0);
}

/** One dot per slide position: max(count - visible + 1, 1). */
export function dotCount(count: number, visible: number): number {
  return Math.max(count - visible + 1, 1);
}

/** Autoplay only makes sense when there is something hidden to move to. */
export function canAutoplay(state: CarouselState): boolean {
  return state.count > state.visible;
}

export function initialCarouselState(count: number, visible: number, playing = true): CarouselState {
  return { count, visible, index: 0, playing };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "tick": {
      if (!canAutoplay(state)) return state;
      const next = state.index + 1;
      return { ...state, index: next > lastIndex(state.count, state.visible) ? 0 : next };
    }
    case "resize":
      return {
        ...state,
        visible: action.visible,
        index: Math.min(state.index, lastIndex(state.count, action.visible)),
      };
    case "goTo":
      return { ...state, index: Math.min(Math.max(action.index, 0), lastIndex(state.count, state.visible)) };
    case "togglePlay":
      return { ...state, playing: !state.playing };
    case "stop":
      return state.playing ? { ...state, playing: false } : state;
  }
}
