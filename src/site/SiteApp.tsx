import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { lazy } from "react";
import { Route, Routes } from "react-router";
import HomePage from "./home/HomePage";
import { SiteLayout } from "./layout/SiteLayout";
import { paths } from "./paths";
import { siteTheme } from "./theme";

// Home ships with the first load; every other page is its own chunk.
const AboutPage = lazy(() => import("./about/AboutPage"));
const WhoWeArePage = lazy(() => import("./about/WhoWeArePage"));
const MissionPage = lazy(() => import("./about/MissionPage"));
const OurStoryPage = lazy(() => import("./about/OurStoryPage"));
const GalleryPage = lazy(() => import("./about/GalleryPage"));
const ServicesPage = lazy(() => import("./services/ServicesPage"));
const ExpertDoctorsPage = lazy(() => import("./doctors/ExpertDoctorsPage"));
const AdvisoryPage = lazy(() => import("./advisory/AdvisoryPage"));
const GetInvolvedPage = lazy(() => import("./getInvolved/GetInvolvedPage"));
const NewsPage = lazy(() => import("./news/NewsPage"));
const NotFoundPage = lazy(() => import("./notFound/NotFoundPage"));

export function SiteApp() {
  return (
    <MantineProvider theme={siteTheme} withGlobalStyles withNormalizeCSS>
      <NotificationsProvider position="top-center" zIndex={2000}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path={paths.about} element={<AboutPage />} />
            <Route path={paths.whoWeAre} element={<WhoWeArePage />} />
            <Route path={paths.mission} element={<MissionPage />} />
            <Route path={paths.story} element={<OurStoryPage />} />
            <Route path={paths.gallery} element={<GalleryPage />} />
            <Route path={paths.services} element={<ServicesPage />} />
            <Route path={paths.doctors} element={<ExpertDoctorsPage />} />
            <Route path={paths.advisory} element={<AdvisoryPage />} />
            <Route path={paths.getInvolved} element={<GetInvolvedPage />} />
            <Route path={paths.news} element={<NewsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </NotificationsProvider>
    </MantineProvider>
  );
}
