import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { lazy } from "react";
import { Route, Routes } from "react-router";
import { SiteLayout } from "./layout/SiteLayout";
import HomePage from "./pages/HomePage";
import { siteTheme } from "./theme";

// Home ships with the first load; every other page is its own chunk.
const AboutPage = lazy(() => import("./pages/AboutPage"));
const WhoWeArePage = lazy(() => import("./pages/WhoWeArePage"));
const MissionPage = lazy(() => import("./pages/MissionPage"));
const OurStoryPage = lazy(() => import("./pages/OurStoryPage"));
const GalleryPage = lazy(() => import("./pages/GalleryPage"));
const ServicesPage = lazy(() => import("./pages/ServicesPage"));
const ExpertDoctorsPage = lazy(() => import("./pages/ExpertDoctorsPage"));
const AdvisoryPage = lazy(() => import("./pages/AdvisoryPage"));
const GetInvolvedPage = lazy(() => import("./pages/GetInvolvedPage"));
const NewsPage = lazy(() => import("./pages/NewsPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

export function SiteApp() {
  return (
    <MantineProvider theme={siteTheme} withGlobalStyles withNormalizeCSS>
      <NotificationsProvider position="top-center" zIndex={2000}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="about/who" element={<WhoWeArePage />} />
            <Route path="about/mission" element={<MissionPage />} />
            <Route path="about/ourstory" element={<OurStoryPage />} />
            <Route path="about/gallery" element={<GalleryPage />} />
            <Route path="services" element={<ServicesPage />} />
            <Route path="services/expertdoctor" element={<ExpertDoctorsPage />} />
            <Route path="services/advisory" element={<AdvisoryPage />} />
            <Route path="get_involve" element={<GetInvolvedPage />} />
            <Route path="notice" element={<NewsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </NotificationsProvider>
    </MantineProvider>
  );
}
