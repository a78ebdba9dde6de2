import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { routeFor } from "../routes";

/**
 * A new page starts at the top; a link to an anchor (/#contact) scrolls to it, waiting for a
 * lazily loaded page to render the target first. Opening or closing an item's dialog
 * (/notice -> /notice/<slug>) stays on the same page and keeps the reader's place.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const shown = useRef({ pathname, page: routeFor(pathname).module });

  useEffect(() => {
    const page = routeFor(pathname).module;
    const itemOfSamePage = page === shown.current.page && pathname !== shown.current.pathname;
    shown.current = { pathname, page };
    if (!hash) {
      if (!itemOfSamePage) window.scrollTo({ top: 0, left: 0, behavior: "instant" as ScrollBehavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: "start" });
        return;
      }
      if (frames++ < 120) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash, key]);

  return null;
}
