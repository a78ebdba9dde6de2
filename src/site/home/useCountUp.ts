import { useEffect, useState } from "react";

const COUNT_UP_MS = 2000;

/** The value shown `elapsed` ms into a count-up to `target`, easing out so it settles gently. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return target;
  const progress = Math.max(elapsed, 0) / duration;
  return Math.round(target * (1 - Math.pow(1 - progress, 3)));
}

/**
 * Counts from 0 to `target` over 2 s once the page runs; shows `target` at once when motion is
 * reduced. The prerendered page (and a reader without JavaScript) shows `target`.
 */
export function useCountUp(target: number, reducedMotion: boolean): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (reducedMotion) {
      setValue(target);
      return;
    }
    setValue(0);
    let frame = 0;
    const start = performance.now();
    // performance.now() rather than the frame's timestamp: both clocks then agree by construction.
    const tick = () => {
      const next = countUpValue(target, performance.now() - start);
      setValue(next);
      if (next < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion]);

  return value;
}
