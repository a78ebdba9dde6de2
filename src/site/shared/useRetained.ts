import { useRef } from "react";

/** The last non-null value: a closing modal keeps its content through the exit transition. */
export function useRetained<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}
