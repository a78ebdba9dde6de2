import type { TableName } from "../lib/database.types";
import { easyReadSlugs } from "../lib/easyRead";
import type { Localized } from "./i18n/language";
import { fetchAdvisories } from "./advisory/advisoryData";
import { fetchActiveDoctors } from "./doctors/doctorsData";
import { fetchUpcomingEvents } from "./events/eventsData";
import { fetchFirstVisitStory } from "./firstVisit/firstVisitData";
import { fetchActivePhotos } from "./photos/photosData";
import { fetchTestimonials } from "./testimonials/testimonialsData";
import { articlePath, easyReadPath, newsListPath, pastEventsPath, paths } from "./paths";

// The public content types, each registered once (docs/architecture.md#adding-a-content-type,
// docs/decisions/084-one-registration-per-public-content-type.md). Everything else is derived
// from this list: the routes (src/site/routes.tsx), the published data the pages read
// (src/site/publishedData.ts), the tables whose changes rebuild the site, the menus
// (src/site/layout/navigation.ts), the build's content and its per-row pages (src/entry-server.tsx
// `loadContent`, `pagesToPrerender`) and so the sitemap. This module ships with every page: it
// names page files and the build's loaders by string.

/**
 * Where a type's menu entry goes: the main menu, under About or Services, under the header's 'Event
 * and Media' ("media", src/site/layout/navigation.ts), or the footer's lists.
 */
export type MenuPlace = "main" | "about" | "services" | "media" | "footer" | "policies";

export type SiteType = {
  /** The tables its pages read: a change to any must rebuild the site (the migration's `note_site_changes_of`). */
  tables: readonly TableName[];
  /**
   * Its list every visit reuses, kept under the type's name (`usePublishedData(name)`): the build
   * renders it into the pages and the browser refreshes it.
   */
  list?: () => Promise<unknown>;
  /** Its addresses and the page (`src/site/<page>.tsx`, loaded in its own chunk) each one shows. */
  routes?: readonly { path: string; page: string }[];
  /** Its menu entries, each label in both languages, in menu order within its place. */
  menu?: readonly { label: Localized<string>; to: string; place: MenuPlace }[];
  /**
   * The module (`src/site/<rowPages>.ts`) whose `rowPagesForBuild()` gives, for the build, the
   * content of its pages there is one of per row (each under its own key) and those pages'
   * English addresses, which are prerendered and listed in the sitemap. Named by string: only the
   * build loads it (src/entry-server.tsx).
   */
  rowPages?: string;
};

/**
 * 'Event and Media' leads to /notice in the header and in the footer alike (SEED-SPEC: "/notice,
 * In the News / notices, labelled Event and Media in the menu"); the header's opens on In the News
 * and Events (docs/product.md#site-layout).
 */
export const eventsAndMedia = { en: "Event and Media", hi: "कार्यक्रम और ख़बरें" };

export const siteTypes = {
  photos: {
    tables: ["photos"],
    list: fetchActivePhotos,
    routes: [{ path: paths.gallery, page: "about/GalleryPage" }],
    menu: [{ label: { en: "Gallery", hi: "फ़ोटो गैलरी" }, to: paths.gallery, place: "about" }],
  },
  doctors: {
    tables: ["doctors"],
    list: fetchActiveDoctors,
    routes: [{ path: paths.doctors, page: "doctors/ExpertDoctorsPage" }],
    menu: [{ label: { en: "Expert Doctors", hi: "विशेषज्ञ डॉक्टर" }, to: paths.doctors, place: "services" }],
  },
  advisories: {
    tables: ["advisories"],
    list: fetchAdvisories,
    routes: [{ path: paths.advisory, page: "advisory/AdvisoryPage" }],
    menu: [{ label: { en: "Advisory", hi: "सलाहकार" }, to: paths.advisory, place: "services" }],
  },
  testimonials: { tables: ["testimonials"], list: fetchTestimonials },
  news: {
    tables: ["news_articles", "notices"],
    // The list's pages share one page; an article is a page of its own.
    routes: [
      { path: paths.news, page: "news/NewsPage" },
      { path: newsListPath(":page"), page: "news/NewsPage" },
      { path: articlePath(":slug"), page: "news/ArticlePage" },
    ],
    menu: [
      { label: { en: "In the News", hi: "ख़बरों में" }, to: paths.news, place: "media" },
      { label: eventsAndMedia, to: paths.news, place: "footer" },
    ],
    rowPages: "news/loadNewsData",
  },
  policyPages: {
    tables: ["pages"],
    // The policy pages share one page, which reads its slug from the address.
    routes: [paths.privacy, paths.terms, paths.refundPolicy].map((path) => ({ path, page: "policy/PolicyPage" })),
    menu: [
      { label: { en: "Privacy Policy", hi: "गोपनीयता नीति" }, to: paths.privacy, place: "policies" },
      { label: { en: "Terms of Use", hi: "उपयोग की शर्तें" }, to: paths.terms, place: "policies" },
      { label: { en: "Refund Policy", hi: "रिफ़ंड नीति" }, to: paths.refundPolicy, place: "policies" },
    ],
    // Every policy page under its key, null for one not written yet.
    rowPages: "policy/pagesData",
  },
  events: {
    tables: ["events"],
    // The upcoming ones; the archive's pages and each event's page are its rows' own.
    list: fetchUpcomingEvents,
    routes: [
      { path: paths.events, page: "events/EventsPage" },
      { path: pastEventsPath(1), page: "events/PastEventsPage" },
      { path: pastEventsPath(":page"), page: "events/PastEventsPage" },
      { path: `${paths.events}/:slug`, page: "events/EventPage" },
    ],
    menu: [{ label: { en: "Events", hi: "कार्यक्रम" }, to: paths.events, place: "media" }],
    rowPages: "events/loadEventsData",
  },
  // The story's steps and its sensory information, which is a row of `pages` (already registered
  // by the policy pages above: a table is listed once).
  firstVisit: {
    tables: ["visit_steps"],
    list: fetchFirstVisitStory,
    routes: [
      { path: paths.firstVisit, page: "firstVisit/FirstVisitPage" },
      { path: paths.firstVisitPrint, page: "firstVisit/FirstVisitPrintPage" },
    ],
  },
  // The easy-read twins of the pages a parent needs first (docs/product.md#easy-read): one page
  // file, each page's points under its key.
  easyRead: {
    tables: ["easy_read_points"],
    routes: easyReadSlugs.map((slug) => ({ path: easyReadPath(slug), page: "easyRead/EasyReadPage" })),
    rowPages: "easyRead/easyReadData",
  },
} as const satisfies Record<string, SiteType>;

export type SiteTypeName = keyof typeof siteTypes;

/** Each registration, with its name, in the order above. */
export const registeredTypes = Object.entries(siteTypes) as [SiteTypeName, SiteType][];
