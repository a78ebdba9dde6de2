import { useEffect, useState } from "react";

export type LoadState<T> = { status: "loading" } | { status: "error" } | { status: "ready"; data: T };

/**
 * Runs `load` once on mount. `load` must be stable (a module-level function), or it reruns.
 * A result that arrives after unmount is dropped.
 */
export function useLoader<T>(load: () => Promise<T>): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: "ready", data }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}
