import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { opensInDialog, routeFor } from "../routes";

/** Where the reader was on each entry of this tab's history, by its location key. */
const places = new Map<string, number>();

/** Calls `attempt` each frame, for up to two seconds, until it says it is done (a lazy page renders first). */
function untilDone(attempt: () => boolean): () => void {
  let frames = 0;
  let handle = 0;
  const next = () => {
    if (!attempt() && frames++ < 120) handle = requestAnimationFrame(next);
  };
  next();
  return () => cancelAnimationFrame(handle);
}

/**
 * A new page starts at the top; a link to an anchor (/#contact) scrolls to it, waiting for a
 * lazily loaded page to render the target first. Back and Forward return the reader to where they
 * were on that page (the list of articles after reading one). Opening or closing an item's dialog
 * (/services -> /services/<id>) stays on the same page and keeps the reader's place.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, key });

  // The place is taken as the reader leaves: on the click that navigates, and on Back or Forward
  // before the next page replaces this one. The browser's own restoration would act too early.
  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    const remember = () => places.set(shown.current.key, window.scrollY);
    document.addEventListener("click", remember, true);
    window.addEventListener("popstate", remember, true);
    return () => {
      document.removeEventListener("click", remember, true);
      window.removeEventListener("popstate", remember, true);
    };
  }, []);

  useEffect(() => {
    const before = shown.current.pathname;
    shown.current = { pathname, key };
    if (navigationType === "POP" && places.has(key)) {
      const top = places.get(key)!;
      return untilDone(() => {
        window.scrollTo({ top, left: 0, behavior: "instant" as ScrollBehavior });
        return Math.abs(window.scrollY - top) < 2;
      });
    }
    if (!hash) {
      const samePage = routeFor(pathname).module === routeFor(before).module;
      const dialog = samePage && (opensInDialog(pathname) || opensInDialog(before));
      if (!dialog) window.scrollTo({ top: 0, left: 0, behavior: "instant" as ScrollBehavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    return untilDone(() => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: "start" });
      return target !== null;
    });
  }, [pathname, hash, key, navigationType]);

  return null;
}
