import { matchRoutes } from "react-router";
import HomePage from "./home/HomePage";
import { withoutLanguage } from "./i18n/language";
import { articlePath, newsListPath, pastEventsPath, paths, previewPath, servicePath } from "./paths";
import { preloadable, type PreloadablePage } from "./shared/preloadable";

export type SiteRoute = {
  path: string;
  Page: PreloadablePage;
  /** The page's source file, as the build's manifest names it, to preload its chunk. */
  module: string;
};

// Home ships with the first load; every other page is its own chunk.
const home = Object.assign(HomePage, { preload: async () => {} });

const page = (module: string, load: Parameters<typeof preloadable>[0]) => ({ module, Page: preloadable(load) });

// The services and their own addresses share one page, so opening a service's dialog keeps the
// list mounted. The news list's pages share one page too; an article is a page of its own.
const servicesPage = page("src/site/services/ServicesPage.tsx", () => import("./services/ServicesPage"));
const newsPage = page("src/site/news/NewsPage.tsx", () => import("./news/NewsPage"));
const articlePage = page("src/site/news/ArticlePage.tsx", () => import("./news/ArticlePage"));
// The events' archive pages share one page (docs/product.md#events).
const pastEventsPage = page("src/site/events/PastEventsPage.tsx", () => import("./events/PastEventsPage"));
// The policy pages share one page, which reads its slug from the address.
const policyPage = page("src/site/policy/PolicyPage.tsx", () => import("./policy/PolicyPage"));

/** Every public route with a fixed address, in menu order. */
export const siteRoutes: readonly SiteRoute[] = [
  { path: paths.home, module: "src/site/home/HomePage.tsx", Page: home },
  { path: paths.about, ...page("src/site/about/AboutPage.tsx", () => import("./about/AboutPage")) },
  { path: paths.whoWeAre, ...page("src/site/about/WhoWeArePage.tsx", () => import("./about/WhoWeArePage")) },
  { path: paths.mission, ...page("src/site/about/MissionPage.tsx", () => import("./about/MissionPage")) },
  { path: paths.story, ...page("src/site/about/OurStoryPage.tsx", () => import("./about/OurStoryPage")) },
  { path: paths.gallery, ...page("src/site/about/GalleryPage.tsx", () => import("./about/GalleryPage")) },
  { path: paths.services, ...servicesPage },
  {
    path: paths.doctors,
    ...page("src/site/doctors/ExpertDoctorsPage.tsx", () => import("./doctors/ExpertDoctorsPage")),
  },
  { path: paths.advisory, ...page("src/site/advisory/AdvisoryPage.tsx", () => import("./advisory/AdvisoryPage")) },
  {
    path: paths.getInvolved,
    ...page("src/site/getInvolved/GetInvolvedPage.tsx", () => import("./getInvolved/GetInvolvedPage")),
  },
  {
    path: paths.receiptRequest,
    ...page("src/site/getInvolved/ReceiptRequestPage.tsx", () => import("./getInvolved/ReceiptRequestPage")),
  },
  { path: paths.news, ...newsPage },
  { path: paths.privacy, ...policyPage },
  { path: paths.terms, ...policyPage },
  { path: paths.refundPolicy, ...policyPage },
  {
    path: paths.assessment,
    ...page("src/site/assessment/AssessmentPage.tsx", () => import("./assessment/AssessmentPage")),
  },
  { path: paths.events, ...page("src/site/events/EventsPage.tsx", () => import("./events/EventsPage")) },
  { path: pastEventsPath(1), ...pastEventsPage },
];

/** The items shown in their list's dialog: /services/<id>. */
const dialogRoutes: readonly SiteRoute[] = [{ path: servicePath(":slug"), ...servicesPage }];

/**
 * The addresses with a part that varies: the services' dialogs, the news list's later pages
 * (/notice/page/<n>) and each article's page (/notice/<slug>). The fixed /services/expertdoctor
 * and /services/advisory rank above /services/:slug, and /notice/page/:page above
 * /notice/:slug, as more static segments do in React Router.
 */
export const permalinkRoutes: readonly SiteRoute[] = [
  ...dialogRoutes,
  { path: newsListPath(":page"), ...newsPage },
  { path: articlePath(":slug"), ...articlePage },
  { path: pastEventsPath(":page"), ...pastEventsPage },
  { path: `${paths.events}/:slug`, ...page("src/site/events/EventPage.tsx", () => import("./events/EventPage")) },
  // Staff's preview of a row (src/site/preview): not a page of the build (pagesToPrerender lists no id).
  {
    path: previewPath(":table", ":id"),
    ...page("src/site/preview/PreviewPage.tsx", () => import("./preview/PreviewPage")),
  },
];

/** Whether `pathname` is an item shown in its list's dialog, over the list. */
export function opensInDialog(pathname: string): boolean {
  return dialogRoutes.includes(routeFor(pathname));
}

export const notFoundRoute: SiteRoute = {
  path: "*",
  ...page("src/site/notFound/NotFoundPage.tsx", () => import("./notFound/NotFoundPage")),
};

/** The route that shows `pathname`, in either language (the 404 page when none does). */
export function routeFor(pathname: string): SiteRoute {
  const match = matchRoutes([...siteRoutes, ...permalinkRoutes, notFoundRoute], withoutLanguage(pathname));
  return match?.[0]?.route ?? notFoundRoute;
}
