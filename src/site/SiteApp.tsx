import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { Route, Routes, useLocation } from "react-router";
import { languageOf, localizedPath } from "./i18n/language";
import { LanguageProvider } from "./i18n/LanguageContext";
import { useDocumentLanguage } from "./i18n/useDocumentLanguage";
import { SiteLayout } from "./layout/SiteLayout";
import { notFoundRoute, permalinkRoutes, siteRoutes } from "./routes";
import { siteEmotionCache } from "./emotionCache";
import { siteTheme } from "./theme";

// Every page at its English address and under /hi (docs/architecture.md#languages).
const pages = [...siteRoutes, ...permalinkRoutes].flatMap(({ path, Page }) => [
  { path, Page },
  { path: localizedPath(path, "hi"), Page },
]);

export function SiteApp() {
  const language = languageOf(useLocation().pathname);
  useDocumentLanguage(language);
  return (
    <LanguageProvider value={language}>
      <MantineProvider theme={siteTheme} emotionCache={siteEmotionCache} withGlobalStyles withNormalizeCSS>
        <NotificationsProvider position="top-center" zIndex={2000}>
          <Routes>
            <Route element={<SiteLayout />}>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<notFoundRoute.Page />} />
            </Route>
          </Routes>
        </NotificationsProvider>
      </MantineProvider>
    </LanguageProvider>
  );
}
