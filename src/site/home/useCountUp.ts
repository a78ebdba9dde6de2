import { useEffect, useRef, type RefObject } from "react";

const COUNT_UP_MS = 2000;
// A new figure every fifteenth of a second, not every frame: each figure costs the phone a layout
// and a paint, and the count runs while the page is still waking (about 120 frames at 60 a second
// were 1 s of main-thread work at 4x CPU; docs/performance.md). The eye reads no more.
const STEP_MS = 1000 / 15;

/** The value shown `elapsed` ms into a count-up to `target`, easing out so it settles gently. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return target;
  const progress = Math.max(elapsed, 0) / duration;
  return Math.round(target * (1 - Math.pow(1 - progress, 3)));
}

/**
 * Counts from 0 to `target` over 2 s once `seen`, fifteen figures a second, and shows 0 until then;
 * shows `target` at once when motion is reduced. The prerendered page (and a reader without
 * JavaScript) shows `target`.
 *
 * Each step writes the figure into the element's own text node instead of setting state: a
 * re-render of the counter's Mantine components every frame for 2 s was most of the home page's
 * main-thread work on a phone (docs/architecture.md#performance). React's text node stays the
 * one on the page, so a later render still finds it.
 */
export function useCountUp<E extends HTMLElement>(target: number, reducedMotion: boolean, seen = true): RefObject<E> {
  const ref = useRef<E>(null);

  useEffect(() => {
    const text = ref.current?.firstChild;
    if (!(text instanceof Text)) return;
    const show = (value: number) => {
      text.nodeValue = String(value);
    };
    if (reducedMotion) {
      show(target);
      return;
    }
    show(0);
    if (!seen) return;
    let step = 0;
    const start = performance.now();
    const tick = () => {
      const next = countUpValue(target, performance.now() - start);
      show(next);
      if (next < target) step = window.setTimeout(tick, STEP_MS);
    };
    step = window.setTimeout(tick, STEP_MS);
    return () => {
      window.clearTimeout(step);
      show(target);
    };
  }, [target, reducedMotion, seen]);

  return ref;
}
