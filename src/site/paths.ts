// Every public address, spelled once: the router, the menus, the footer and every link read it.
export const paths = {
  home: "/",
  about: "/about",
  whoWeAre: "/about/who",
  mission: "/about/mission",
  story: "/about/ourstory",
  gallery: "/about/gallery",
  services: "/services",
  doctors: "/services/expertdoctor",
  advisory: "/services/advisory",
  getInvolved: "/get_involve",
  receiptRequest: "/get_involve/80g-receipt",
  news: "/notice",
  events: "/events",
  assessment: "/assessment",
  contact: "/#contact",
  // The policy pages (docs/product.md#policy-pages): each address is its page's slug in `pages`.
  privacy: "/privacy",
  terms: "/terms",
  refundPolicy: "/refund-policy",
  // A person asks to see, correct or erase their data (docs/product.md#data-requests).
  dataRequest: "/data-request",
  // 'Your first visit', a visual story, and its cards to print (docs/product.md#your-first-visit).
  firstVisit: "/first-visit",
  firstVisitPrint: "/first-visit/print",
  // Text size, spacing and calm mode (docs/product.md#comfort-settings).
  comfort: "/comfort",
} as const;

/** A page of the news list (docs/product.md#in-the-news): the first is /notice itself. */
export const newsListPath = (page: number | string) => (page === 1 ? paths.news : `${paths.news}/page/${page}`);

/** A news article's own address (docs/product.md#in-the-news): its slug, made by the database. */
export const articlePath = (slug: string) => `${paths.news}/${slug}`;

/**
 * A row's preview, for staff (docs/product.md#preview): never prerendered, never in the sitemap.
 * The admin's Preview button opens it.
 */
export const previewPath = (table: string, id: string) => `/preview/${table}/${id}`;

/** A service's own address (docs/product.md#services): the service's id. */
export const servicePath = (slug: string) => `${paths.services}/${slug}`;

/** A page of the past events' archive (docs/product.md#events): /events/past, then /events/past/page/<n>. */
export const pastEventsPath = (page: number | string) =>
  page === 1 ? `${paths.events}/past` : `${paths.events}/past/page/${page}`;

/** An easy-read page (docs/product.md#easy-read): /easy-read/home, /easy-read/first-visit, ... */
export const easyReadPath = (slug: string) => `/easy-read/${slug}`;

/** The logo's own address, for search engines (written by the build; the header inlines it). */
export const logoPath = "/images/logo.svg";
