// After `vite build`: the gzip size of the JavaScript and CSS that the home page loads up
// front (the app's module script and its preloads, which the prerendered page starts after its
// first paint, and stylesheets), and of the home pages' HTML, read from dist/. `npm run build`
// fails past the budgets (scripts/budgets.ts); tests/e2e/site/budgets.spec.ts runs the same
// report on the e2e run's build, so a budget passed or a report that no longer reads the page
// fails `npm test` too.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";
import { HOME_HTML_BUDGET_KB, HOME_JS_BUDGET_KB } from "./budgets";
import { distStats, kilobytes, megabytes } from "./distStats";

export type BundleReport = {
  /** What the report prints. */
  lines: string[];
  /** The home page's up-front files, as its loader names them. */
  assets: string[];
  /** gzip KB of the home page's up-front JavaScript. */
  homeJsKB: number;
  /** Why the build must fail: a budget passed, admin code up front, or a page the report cannot read. */
  failures: string[];
};

export function bundleReport(dist: string): BundleReport {
  const lines: string[] = [];
  const failures: string[] = [];
  const html = readFileSync(join(dist, "index.html"), "utf8");
  // The paths are in the page's (minified) loader, one string each or a list joined by commas.
  const assets = [...new Set([...html.matchAll(/\/(assets\/[\w.-]+\.(?:js|css))\b/g)].map((m) => m[1]))];
  if (!assets.some((file) => file.endsWith(".js"))) {
    failures.push(`Found no script in ${dist}/index.html: the report no longer reads the page's loader.`);
  }
  // Assets at the level a host precompresses them; HTML at zlib's default, as a server compresses on the fly.
  const gzipKB = (file: string, level = 9) => gzipSync(readFileSync(join(dist, file)), { level }).length / 1024;

  let homeJsKB = 0;
  for (const file of assets) {
    const kb = gzipKB(file);
    if (file.endsWith(".js")) homeJsKB += kb;
    lines.push(`  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB gzip`);
  }
  const overBudget: string[] = [];
  lines.push(
    `Home page up-front JS: ${homeJsKB.toFixed(1)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB; /admin loads separately)`,
  );
  if (homeJsKB > HOME_JS_BUDGET_KB) overBudget.push(`the home page's up-front JS (${homeJsKB.toFixed(1)} KB)`);
  // The HTML itself: up to 14 KB arrives in the first round trip.
  for (const file of ["index.html", "hi/index.html"]) {
    const kb = gzipKB(file, 6);
    lines.push(
      `Home page HTML (${file}): ${kb.toFixed(1)} KB gzip (budget ${HOME_HTML_BUDGET_KB} KB: the first round trip)`,
    );
    if (kb > HOME_HTML_BUDGET_KB) overBudget.push(`${file} (${kb.toFixed(1)} KB)`);
  }
  // The login route (/admin): the app's module script, its preloads and the admin's door chunk with
  // what it imports statically; the Refine app (src/admin/AdminApp.tsx) loads as staff type.
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const doorFiles = new Set(assets.filter((file) => file.endsWith(".js")));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || doorFiles.has(chunk.file)) return;
    doorFiles.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit("src/admin/AdminDoor.tsx");
  const doorKB = [...doorFiles].reduce((sum, file) => sum + gzipKB(file), 0);
  lines.push(`Login route (/admin) up-front JS: ${doorKB.toFixed(1)} KB gzip (the Refine app loads while staff type)`);
  if ([...doorFiles].some((file) => file === manifest["src/admin/AdminApp.tsx"]?.file)) {
    failures.push("The login route loads the Refine app up front: keep src/admin/AdminApp.tsx behind the door.");
  }
  if (assets.some((file) => /admin|refine|supabase-js/i.test(file))) {
    failures.push("The home page preloads admin code: keep src/admin behind the lazy /admin route.");
  }
  // The whole site: it should grow with the content, not with its square (npm run bench:content).
  const site = distStats(dist);
  lines.push(
    `Site: ${site.pages} HTML files, ${dist}/ ${megabytes(site.bytes)}, largest HTML ${kilobytes(site.largestHtml.bytes)} ` +
      `(${site.largestHtml.file}), largest content file ${kilobytes(site.largestContent.bytes)}; ` +
      `built in ${site.buildMs === null ? "?" : `${(site.buildMs / 1000).toFixed(1)} s`}`,
  );
  if (overBudget.length > 0) {
    failures.push(`Over budget (docs/architecture.md#performance): ${overBudget.join(", ")}.`);
  }
  return { lines, assets, homeJsKB, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const report = bundleReport("dist");
  console.log(report.lines.join("\n"));
  for (const failure of report.failures) console.error(failure);
  if (report.failures.length > 0) process.exit(1);
}
