import { matchRoutes } from "react-router";
import HomePage from "./home/HomePage";
import { withoutLanguage } from "./i18n/language";
import { paths, previewPath, servicePath } from "./paths";
import { registeredTypes } from "./siteTypes";
import { preloadable, type PageModule, type PreloadablePage } from "./shared/preloadable";

export type SiteRoute = {
  path: string;
  Page: PreloadablePage;
  /** The page's source file, as the build's manifest names it, to preload its chunk. */
  module: string;
};

// Home ships with the first load; every other page is its own chunk. Each page's loader and the
// source file the build's manifest names its chunk by come from one glob, so they cannot part:
// a page named here that is not a file fails at once instead of silently losing its preload.
const pageFiles = import.meta.glob<PageModule>(["./*/*Page.tsx", "!./home/HomePage.tsx"]);

const home = Object.assign(HomePage, { preload: async () => {} });

/** The page in `src/site/<name>.tsx` (e.g. "about/AboutPage"), loaded in its own chunk. */
function page(name: string): Omit<SiteRoute, "path"> {
  const load = pageFiles[`./${name}.tsx`];
  if (!load) throw new Error(`src/site/routes.tsx: no page file src/site/${name}.tsx`);
  return { module: `src/site/${name}.tsx`, Page: preloadable(load) };
}

// The services and their own addresses share one page, so opening a service's dialog keeps the
// list mounted.
const servicesPage = page("services/ServicesPage");

/** The content types' routes (src/site/siteTypes.ts), each page file loaded once. */
const typeRoutes: readonly SiteRoute[] = registeredTypes.flatMap(([, type]) =>
  (type.routes ?? []).map(({ path, page: name }) => ({ path, ...page(name) })),
);
const hasParameter = (route: SiteRoute) => route.path.includes(":");

/** Every public route with a fixed address: the fixed pages, then the content types' own. */
export const siteRoutes: readonly SiteRoute[] = [
  { path: paths.home, module: "src/site/home/HomePage.tsx", Page: home },
  { path: paths.about, ...page("about/AboutPage") },
  { path: paths.whoWeAre, ...page("about/WhoWeArePage") },
  { path: paths.mission, ...page("about/MissionPage") },
  { path: paths.story, ...page("about/OurStoryPage") },
  { path: paths.services, ...servicesPage },
  { path: paths.getInvolved, ...page("getInvolved/GetInvolvedPage") },
  { path: paths.receiptRequest, ...page("getInvolved/ReceiptRequestPage") },
  { path: paths.assessment, ...page("assessment/AssessmentPage") },
  { path: paths.dataRequest, ...page("dataRequest/DataRequestPage") },
  { path: paths.comfort, ...page("comfort/ComfortPage") },
  ...typeRoutes.filter((route) => !hasParameter(route)),
];

/** The items shown in their list's dialog: /services/<id>. */
const dialogRoutes: readonly SiteRoute[] = [{ path: servicePath(":slug"), ...servicesPage }];

/**
 * The addresses with a part that varies: the services' dialogs and the content types' (a list's
 * later pages, /notice/page/<n>, and each row's page, /notice/<slug>). The fixed
 * /services/expertdoctor and /services/advisory rank above /services/:slug, and /notice/page/:page
 * above /notice/:slug, as more static segments do in React Router.
 */
export const permalinkRoutes: readonly SiteRoute[] = [
  ...dialogRoutes,
  ...typeRoutes.filter(hasParameter),
  // Staff's preview of a row (src/site/preview): not a page of the build (pagesToPrerender lists no id).
  { path: previewPath(":table", ":id"), ...page("preview/PreviewPage") },
];

/** Whether `pathname` is an item shown in its list's dialog, over the list. */
export function opensInDialog(pathname: string): boolean {
  return dialogRoutes.includes(routeFor(pathname));
}

export const notFoundRoute: SiteRoute = { path: "*", ...page("notFound/NotFoundPage") };

/** Every route, as React Router ranks them. */
const allRoutes = [...siteRoutes, ...permalinkRoutes, notFoundRoute];
// Each address's route, once found: matching ranks and compiles every route's pattern, and the
// layout, the scroll manager and the loader ask for the same address several times a page.
const routeOf = new Map<string, SiteRoute>();

/** The route that shows `pathname`, in either language (the 404 page when none does). */
export function routeFor(pathname: string): SiteRoute {
  let route = routeOf.get(pathname);
  if (!route) {
    route = matchRoutes(allRoutes, withoutLanguage(pathname))?.[0]?.route ?? notFoundRoute;
    // Kept for the visit; a reader visits tens of addresses, not thousands.
    if (routeOf.size > 500) routeOf.clear();
    routeOf.set(pathname, route);
  }
  return route;
}
