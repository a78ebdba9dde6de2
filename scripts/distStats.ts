// What a build wrote: how many pages, how many bytes, and its largest HTML and content files
// (docs/architecture.md#performance: a site that grows with its content, not with its square).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

type Largest = { file: string; bytes: number };

export type DistStats = {
  /** The HTML files: every prerendered page, 404.html and the admin's shell. */
  pages: number;
  bytes: number;
  largestHtml: Largest;
  /** The largest of the pages' content files (/assets/content-<hash>.json). */
  largestContent: Largest;
  /** How long `vite build` took, as the prerender recorded it (`buildReportFile`); null if it did not. */
  buildMs: number | null;
};

/** Where the prerender writes how long the build took, inside dist/ (beside Vite's manifest). */
export const buildReportFile = ".vite/prerender.json";
export type BuildReport = { buildMs: number };

export function distStats(dist: string): DistStats {
  const stats: DistStats = {
    pages: 0,
    bytes: 0,
    largestHtml: { file: "", bytes: 0 },
    largestContent: { file: "", bytes: 0 },
    buildMs: null,
  };
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(path);
        continue;
      }
      const { size } = statSync(path);
      const file = relative(dist, path);
      stats.bytes += size;
      if (entry.name.endsWith(".html")) {
        stats.pages += 1;
        if (size > stats.largestHtml.bytes) stats.largestHtml = { file, bytes: size };
      } else if (/^content-.*\.json$/.test(entry.name) && size > stats.largestContent.bytes) {
        stats.largestContent = { file, bytes: size };
      }
    }
  };
  visit(dist);
  const report = join(dist, buildReportFile);
  if (existsSync(report)) stats.buildMs = (JSON.parse(readFileSync(report, "utf8")) as BuildReport).buildMs;
  return stats;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
