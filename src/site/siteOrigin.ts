// The site's public origin (VITE_SITE_URL), for canonical URLs, link previews and the sitemap.
// Unset, links point at the local preview server; the build says so.
export const siteOrigin: string = (import.meta.env.VITE_SITE_URL || "http://localhost:4173").replace(/\/+$/, "");
