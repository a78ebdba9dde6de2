import { useReducedMotion } from "@mantine/hooks";
import { useComfort } from "./comfortSettings";

/**
 * Whether nothing may move by itself: the system asks for reduced motion, or calm mode is on
 * (docs/product.md#comfort-settings). Slideshows and carousels then stand still, counters show
 * their figure (docs/decisions/020-movement-can-always-be-stopped.md).
 */
export function useLessMotion(): boolean {
  const reduced = useReducedMotion();
  return useComfort().calm || reduced;
}
