// The files the build publishes beside the pages (docs/architecture.md#the-dev-server): the
// events' calendar files, the logo, the sitemap, robots.txt and the build record. One list, made
// by the same code for `vite build` (plugin.ts writes it) and for `npm start`'s dev server
// (devPublished.ts serves it), so the two answer with the same bytes.
import type { BuildRecord } from "../../src/lib/buildRecord.ts";
import { buildRecordFile } from "../../src/lib/buildRecord.ts";
import type { RenderedPage } from "./pageHtml.ts";

/** What src/entry-server.tsx offers the build and the dev server. */
export type ServerEntry = {
  loadBuildRecord: () => Promise<BuildRecord>;
  loadContent: () => Promise<{
    loaded: string[];
    failed: { name: string; error: string }[];
    content: Record<string, unknown>;
  }>;
  pagesToPrerender: () => { path: string; file?: string; module?: string }[];
  renderPage: (path: string) => Promise<RenderedPage>;
  adminShellHead: string;
  renderAdminDoor: () => { html: string; head: string };
  siteOrigin: string;
  /** Files that are not pages (an event's .ics), written as they are. */
  staticFiles?: () => Promise<{ file: string; text: string }[]>;
};

export type PublishedFile = { file: string; text: string };

/**
 * The files beside the pages, from the content `server.loadContent()` loaded and the pages it
 * lists (`pages`): the sitemap names every page but those with a file of their own (404.html).
 */
export async function filesBesidePages(
  server: ServerEntry,
  pages: readonly { path: string; file?: string }[],
  record: BuildRecord,
): Promise<PublishedFile[]> {
  const listed = pages.filter((page) => !page.file).map((page) => page.path);
  return [
    ...((await server.staticFiles?.()) ?? []),
    { file: "sitemap.xml", text: sitemap(server.siteOrigin, listed) },
    { file: "robots.txt", text: `User-agent: *\nDisallow: /admin\n\nSitemap: ${server.siteOrigin}/sitemap.xml\n` },
    // The build record the admin's dashboard reads (docs/architecture.md#the-sites-freshness).
    { file: buildRecordFile, text: JSON.stringify(record) },
  ];
}

/** Every prerendered public URL, for search engines. */
function sitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The type a published file is served with where the README's hosts would guess wrong: an
 * event's calendar file opens in a phone's calendar app only as text/calendar.
 */
export function publishedType(file: string): string | undefined {
  return file.endsWith(".ics") ? "text/calendar; charset=utf-8" : undefined;
}
