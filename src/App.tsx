import { lazy, Suspense, useEffect } from "react";
import { Route, Routes } from "react-router";
import { LoadErrorBoundary } from "./LoadErrorBoundary";
import { SiteApp } from "./site/SiteApp";

// The admin is its own chunk, public pages never download it: its door (login form) first, then
// the Refine app (src/admin/AdminDoor.tsx).
const AdminApp = lazy(() => import("./admin/AdminDoor"));

/** The app inside a router: BrowserRouter in the browser (main.tsx), StaticRouter when prerendering. */
/**
 * Marks the page as running once everything inside the boundary has hydrated: CSS can show
 * controls that need scripts, and tests know when a prerendered page has come alive.
 */
function HydrationMarker() {
  useEffect(() => {
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
