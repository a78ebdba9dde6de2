import { lazy, Suspense, useSyncExternalStore } from "react";

// A chunk that cannot be fetched (the phone went offline after the page came) leaves the block
// out rather than taking the page down with it: the block is the page's extra, not its content.
const HomeEvents = lazy(() => import("../events/HomeEvents").catch(() => ({ default: () => null })));

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
