import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/mantine";
import routerProvider from "@refinedev/react-router";
import { Route, Routes } from "react-router";
import { supabaseUrl } from "../lib/env";
import { supabase } from "../lib/supabase";
import { LoginGate } from "./auth/LoginGate";
import { SetPasswordPage } from "./auth/SetPasswordPage";
import { ResourceListPage } from "./crud/ResourceListPage";
import { DashboardPage } from "./dashboard/DashboardPage";
import { AdminLayout } from "./layout/AdminLayout";
import { NotFound } from "./layout/NotFound";
import { MediaStoreContext, supabaseMediaStore } from "./images/mediaStore";
import { adminTheme } from "./layout/theme";
import { createAuthProvider, INVITATION_ROUTE, RECOVERY_ROUTE } from "./providers/auth";
import { createDataProvider } from "./providers/data";
import { declarations, refineResources } from "./resources";
import { AdminOnly } from "./roles/AdminOnly";
import { SettingsPage } from "./settings/SettingsPage";

const dataProvider = createDataProvider(supabase);
const authProvider = createAuthProvider(supabase);
const mediaStore = supabaseMediaStore(supabase, supabaseUrl);

/** /admin/*: the Refine app. Loaded lazily by src/App.tsx, inside its BrowserRouter. */
export default function AdminApp() {
  return (
    <MantineProvider theme={adminTheme} withGlobalStyles withNormalizeCSS>
      <NotificationsProvider position="top-right" zIndex={2000}>
        <MediaStoreContext.Provider value={mediaStore}>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={refineResources}
            options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false }}
          >
            <Routes>
              {/* The e-mailed links sign in by themselves, so they come before the login gate. */}
              <Route path={RECOVERY_ROUTE} element={<SetPasswordPage purpose="recovery" client={supabase} />} />
              <Route path={INVITATION_ROUTE} element={<SetPasswordPage purpose="invitation" client={supabase} />} />
              <Route
                path="*"
                element={
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
                }
              />
            </Routes>
          </Refine>
        </MediaStoreContext.Provider>
      </NotificationsProvider>
    </MantineProvider>
  );
}
