import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { Route, Routes } from "react-router";
import { LoadErrorBoundary } from "./LoadErrorBoundary";
import { SiteApp } from "./site/SiteApp";
import { hydrationCommitted } from "./site/shared/deferred";

// The admin is its own chunk, public pages never download it: its door (login form) first, then
// the Refine app (src/admin/AdminDoor.tsx).
let loadedDoor: ComponentType | null = null;
const loadAdminDoor = () =>
  import("./admin/AdminDoor").then((module) => {
    loadedDoor = module.default;
    return module;
  });
const LazyAdminDoor = lazy(loadAdminDoor);
/**
 * For src/main.tsx on an /admin address: the door's code, loaded before the first render, so that
 * render replaces the prerendered login form at once, with no empty frame in between.
 */
export const preloadAdminDoor = loadAdminDoor;

function AdminApp() {
  const Door = loadedDoor ?? LazyAdminDoor;
  return <Door />;
}

/** The app inside a router: BrowserRouter in the browser (main.tsx), StaticRouter when prerendering. */
/**
 * Marks the page as running once everything inside the boundary has hydrated: CSS can show
 * controls that need scripts, and tests know when a prerendered page has come alive.
 */
function HydrationMarker() {
  useEffect(() => {
    hydrationCommitted();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function App() {
  return (
    // One Suspense boundary around everything: a prerendered page hydrates as one piece, and
    // a page whose code is still loading keeps the previous page on screen (navigations are
    // transitions), so nothing flashes a spinner.
    <Suspense fallback={null}>
      <HydrationMarker />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <LoadErrorBoundary what="admin panel">
              <Suspense
                fallback={
                  <p role="status" style={{ padding: 24 }}>
                    Loading…
                  </p>
                }
              >
                <AdminApp />
              </Suspense>
            </LoadErrorBoundary>
          }
        />
        <Route path="/*" element={<SiteApp />} />
      </Routes>
    </Suspense>
  );
}
