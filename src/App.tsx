import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { LoadErrorBoundary } from "./LoadErrorBoundary";
import { SiteApp } from "./site/SiteApp";

// The admin (Refine, full supabase-js) is its own chunk: public pages never download it.
const AdminApp = lazy(() => import("./admin/AdminApp"));

export function App() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
