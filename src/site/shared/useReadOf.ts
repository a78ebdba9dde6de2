import { useCallback } from "react";
import { usePublishedRead, type LoadState } from "./usePublishedRead";

/**
 * usePublishedRead for one of many: page n of a list, the item with a slug. `key` and `load` take
 * which one; the read is cached under its key.
 */
export function useReadOf<A, T>(which: A, key: (which: A) => string, load: (which: A) => Promise<T>): LoadState<T> {
  const loadIt = useCallback(() => load(which), [load, which]);
  return usePublishedRead(key(which), loadIt);
}
