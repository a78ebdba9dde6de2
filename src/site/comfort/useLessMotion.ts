import { useSyncExternalStore } from "react";
import { useComfort } from "./comfortSettings";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribe(listener: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

const systemAsks = () => window.matchMedia(reducedMotionQuery).matches;

/**
 * Whether nothing may move by itself: the system asks for reduced motion, or calm mode is on
 * (docs/product.md#comfort-settings). Slideshows and carousels then stand still, counters show
 * their figure (docs/decisions/020-movement-can-always-be-stopped.md).
 *
 * The prerender, and hydration, take motion as allowed (the markup is the same for everyone); the
 * device's wish follows at once after. Read as an external store rather than with Mantine's
 * useReducedMotion, whose first value is `undefined`: every reader rendered a second time as the
 * page hydrated, even where nothing changed (docs/performance.md).
 */
export function useLessMotion(): boolean {
  const reduced = useSyncExternalStore(subscribe, systemAsks, () => false);
  return useComfort().calm || reduced;
}
