import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { Route, Routes } from "react-router";
import { SiteLayout } from "./layout/SiteLayout";
import { notFoundRoute, permalinkRoutes, siteRoutes } from "./routes";
import { siteTheme } from "./theme";

export function SiteApp() {
  return (
    <MantineProvider theme={siteTheme} withGlobalStyles withNormalizeCSS>
      <NotificationsProvider position="top-center" zIndex={2000}>
        <Routes>
          <Route element={<SiteLayout />}>
            {[...siteRoutes, ...permalinkRoutes].map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<notFoundRoute.Page />} />
          </Route>
        </Routes>
      </NotificationsProvider>
    </MantineProvider>
  );
}
