import { Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/mantine";
import routerProvider from "@refinedev/react-router";
import { Route, Routes } from "react-router";
import { supabaseUrl } from "../lib/env";
import { supabase } from "../lib/supabase";
import { adminAuth } from "./adminAuth";
import { LoginGate } from "./auth/LoginGate";
import { ResourceListPage } from "./crud/ResourceListPage";
import { DashboardPage } from "./dashboard/DashboardPage";
import { AdminLayout } from "./layout/AdminLayout";
import { NotFound } from "./layout/NotFound";
import { MediaStoreContext, supabaseMediaStore } from "./images/mediaStore";
import { createDataProvider } from "./providers/data";
import { declarations, refineResources } from "./resources";
import { AdminOnly } from "./roles/AdminOnly";
import { SettingsPage } from "./settings/SettingsPage";

const dataProvider = createDataProvider(supabase);
const mediaStore = supabaseMediaStore(supabase, supabaseUrl);

/**
 * The Refine app behind the login gate. Loaded lazily by the admin's door (src/admin/AdminDoor.tsx),
 * which holds the MantineProvider, the NotificationsProvider and the set-password routes.
 */
export default function AdminApp() {
  return (
    <MediaStoreContext.Provider value={mediaStore}>
      <Refine
        dataProvider={dataProvider}
        authProvider={adminAuth}
        routerProvider={routerProvider}
        notificationProvider={useNotificationProvider}
        resources={refineResources}
        options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false }}
      >
        <LoginGate>
          <AdminLayout>
            <Routes>
              <Route index element={<DashboardPage />} />
              {declarations.map((d) => (
                <Route
                  key={d.table}
                  path={d.path}
                  element={
                    d.personalData ? (
                      <AdminOnly>
                        <ResourceListPage key={d.table} declaration={d} />
                      </AdminOnly>
                    ) : (
                      <ResourceListPage key={d.table} declaration={d} />
                    )
                  }
                />
              ))}
              <Route path="settings" element={<SettingsPage client={supabase} />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </AdminLayout>
        </LoginGate>
      </Refine>
    </MediaStoreContext.Provider>
  );
}
