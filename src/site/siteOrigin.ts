// The site's public origin (VITE_SITE_URL, checked in src/lib/settings.ts), for canonical URLs,
// link previews and the sitemap. Unset, links point at the local preview server; the build says so.
export { siteOrigin } from "../lib/env";
