import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bundleReport } from "../../../scripts/report-bundle";
import { e2eBuildDir } from "../e2eBuild";
import { expect, test } from "../fixtures";

// `npm run build` fails past the budgets (scripts/budgets.ts, docs/architecture.md#performance);
// this run's build is the same build, so the same report must pass here, and it must read what
// the home page really loads: it once took the loader's comma-joined list for one file name and
// crashed, and nothing in `npm test` ran it.
test("the build's report reads the home page's up-front files and finds every budget kept", async ({ page }) => {
  const report = bundleReport(e2eBuildDir());
  expect(report.failures).toEqual([]);
  const scripts = report.assets.filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(5);
  expect(report.homeJsKB).toBeGreaterThan(50);

  const requested = new Set<string>();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/assets/") && path.endsWith(".js")) requested.add(path.slice(1));
  });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Every file the report counts is one the home page fetches before it is interactive.
  expect(scripts.filter((file) => !requested.has(file))).toEqual([]);
});

// React Router's package sends bundlers to its development build; the build takes its production
// build instead (docs/decisions/108-react-routers-production-build.md). Its development warnings
// (behind ENABLE_DEV_WARNINGS, which the production build turns off and the minifier drops) must
// be in none of the build's scripts.
test("the build carries React Router's production build, not its development warnings", () => {
  const assets = join(e2eBuildDir(), "assets");
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, code: readFileSync(join(assets, file), "utf8") }));
  const router = scripts.filter(({ code }) => code.includes("useNavigate()"));
  expect(router.length, "the chunk holding React Router").toBeGreaterThan(0);
  const warned = scripts.filter(({ code }) => code.includes("No routes matched location")).map(({ file }) => file);
  expect(warned).toEqual([]);
});
