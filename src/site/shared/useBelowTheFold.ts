import { useEffect } from "react";
import { awaitingLaterStylesId, belowTheFold } from "./belowTheFold";
import { wakeAllParts } from "./deferred";

/**
 * The mark, for a page component. Once the page has hydrated, what lies below the fold is shown
 * even if the file never arrived: the app brings the styles of what it renders. The parts that
 * hydrate later (src/site/shared/deferred.tsx) bring theirs only when live, so if the file has
 * not come by then they all wake now.
 */
export function useBelowTheFold() {
  useEffect(() => {
    const awaiting = document.getElementById(awaitingLaterStylesId);
    if (!awaiting) return;
    awaiting.remove();
    wakeAllParts();
  }, []);
  return belowTheFold;
}
