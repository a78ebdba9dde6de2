import { useEffect, useMemo, useState } from "react";
import { inLanguage } from "../../lib/translatable";
import { useLanguage } from "../i18n/LanguageContext";
import { cachedData, readFresh } from "./publishedDataCache";

export type LoadState<T> = { status: "loading" } | { status: "error" } | { status: "ready"; data: T };

/**
 * One of the site's lists. It starts from what the page already has (rendered at build time or
 * loaded on an earlier page), so no spinner covers rows that are there; then, once per visit,
 * it asks the API for the current rows. A failed refresh keeps the rows shown and is logged.
 * `load` must be stable (a module-level function). The rows come as the page's language shows them:
 * on a Hindi page each text staff wrote in Hindi too is its Hindi (`inLanguage`, src/lib/translatable.ts),
 * so the prerender, the refresh and every component read the same choice; the cache keeps both.
 */
export function usePublishedRead<T>(key: string, load: () => Promise<T>): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>(() => {
    const cached = cachedData<T>(key);
    return cached ? { status: "ready", data: cached.data } : { status: "loading" };
  });
  useEffect(() => {
    if (cachedData(key)?.fresh) return;
    let current = true;
    readFresh(key, load).then(
      (data) => {
        // The same rows as shown (the usual case: the build was recent) change nothing on screen;
        // keeping the state object spares the whole section a re-render on a phone's CPU.
        if (current)
          setState((shown) =>
            shown.status === "ready" && sameRows(shown.data, data) ? shown : { status: "ready", data },
          );
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState((shown) => (shown.status === "ready" ? shown : { status: "error" }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  const language = useLanguage();
  return useMemo(
    () => (state.status === "ready" ? { status: "ready", data: inLanguage(state.data, language) } : state),
    [state, language],
  );
}

/** Rows from the same query, compared as the JSON they arrived as. */
function sameRows(shown: unknown, fresh: unknown): boolean {
  return JSON.stringify(shown) === JSON.stringify(fresh);
}
