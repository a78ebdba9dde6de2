import { useEffect, useState } from "react";

/**
 * What a dashboard card loads once when it mounts: null while on its way, "failed" (and logged, with
 * `failure` first) when it could not be loaded. An answer after the card is gone is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, failure: string): T | null | "failed" {
  const [loaded, setLoaded] = useState<T | null | "failed">(null);
  useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setLoaded(() => value))
      .catch((error: unknown) => {
        console.error(failure, error);
        if (live) setLoaded("failed");
      });
    return () => {
      live = false;
    };
    // Loaded once, on mount: the card's source does not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return loaded;
}
