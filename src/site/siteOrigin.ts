// The site's public origin (VITE_SITE_URL), for canonical URLs, link previews and the sitemap.
// Unset, links point at the local preview server; the build says so. `vite build` checks the
// value with the browser's other settings (src/lib/settings.ts). Read here rather than through
// src/lib/env.ts: the pages that need the origin and those that read the backend would otherwise
// share env.ts as one more chunk, whose preload the home page's HTML budget cannot pay for.
export const siteOrigin: string = (import.meta.env.VITE_SITE_URL || "http://localhost:4173").replace(/\/+$/, "");
