// After `vite build`: the gzip size of the JavaScript and CSS that the home page loads up
// front (the app's module script and its preloads, which the prerendered page starts after its
// first paint, and stylesheets), and of the home pages' HTML, read from dist/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";
import { HOME_HTML_BUDGET_KB, HOME_JS_BUDGET_KB } from "./budgets";
import { distStats, kilobytes, megabytes } from "./distStats";

const dist = "dist";
const html = readFileSync(join(dist, "index.html"), "utf8");
// The paths are strings of the page's (minified) loader: "…" or `…`.
const assets = [...new Set([...html.matchAll(/["`]\/(assets\/[^"`]+\.(?:js|css))["`]/g)].map((m) => m[1]))];
if (!assets.some((file) => file.endsWith(".js"))) {
  console.error("Found no script in dist/index.html: the report no longer reads the page's loader.");
  process.exit(1);
}
// Assets at the level a host precompresses them; HTML at zlib's default, as a server compresses on the fly.
const gzipKB = (file: string, level = 9) => gzipSync(readFileSync(join(dist, file)), { level }).length / 1024;

let jsTotal = 0;
for (const file of assets) {
  const kb = gzipKB(file);
  if (file.endsWith(".js")) jsTotal += kb;
  console.log(`  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB gzip`);
}
const overBudget: string[] = [];
console.log(
  `Home page up-front JS: ${jsTotal.toFixed(1)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB; /admin loads separately)`,
);
if (jsTotal > HOME_JS_BUDGET_KB) overBudget.push(`the home page's up-front JS (${jsTotal.toFixed(1)} KB)`);
// The HTML itself: up to 14 KB arrives in the first round trip.
for (const file of ["index.html", "hi/index.html"]) {
  const kb = gzipKB(file, 6);
  console.log(
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
console.log(`Login route (/admin) up-front JS: ${doorKB.toFixed(1)} KB gzip (the Refine app loads while staff type)`);
if ([...doorFiles].some((file) => file === manifest["src/admin/AdminApp.tsx"]?.file)) {
  console.error("The login route loads the Refine app up front: keep src/admin/AdminApp.tsx behind the door.");
  process.exit(1);
}
if (assets.some((file) => /admin|refine|supabase-js/i.test(file))) {
  console.error("The home page preloads admin code: keep src/admin behind the lazy /admin route.");
  process.exit(1);
}
// The whole site: it should grow with the content, not with its square (npm run bench:content).
const site = distStats(dist);
console.log(
  `Site: ${site.pages} HTML files, dist/ ${megabytes(site.bytes)}, largest HTML ${kilobytes(site.largestHtml.bytes)} ` +
    `(${site.largestHtml.file}), largest content file ${kilobytes(site.largestContent.bytes)}; ` +
    `built in ${site.buildMs === null ? "?" : `${(site.buildMs / 1000).toFixed(1)} s`}`,
);
if (overBudget.length > 0) {
  console.error(`Over budget (docs/architecture.md#performance): ${overBudget.join(", ")}.`);
  process.exit(1);
}
