import { lazy, Suspense, useSyncExternalStore } from "react";

const HomeEvents = lazy(() => import("../events/HomeEvents"));

const noChange = () => () => {};

/**
 * The home page's 'Upcoming events' block, kept out of its HTML: the prerender and the hydrating
 * render show nothing here (the home page's HTML is at its first round trip's budget,
 * docs/architecture.md#performance); once hydrated, the block's own chunk loads and reads the
 * upcoming events from the API (docs/product.md#home).
 */
export function UpcomingEventsSection() {
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <HomeEvents />
    </Suspense>
  );
}
