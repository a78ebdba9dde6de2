import { existsSync } from "node:fs";
import { expect, it } from "vitest";
import { notFoundRoute, permalinkRoutes, siteRoutes } from "../../../src/site/routes";

// The prerender preloads each page's chunk by the source file the build's manifest names it by
// (scripts/prerender/plugin.ts); a route whose file name is wrong would silently lose its preload.
it("names, for every route, a page file that exists", () => {
  const routes = [...siteRoutes, ...permalinkRoutes, notFoundRoute];
  for (const route of routes) {
    expect(route.module, route.path).toMatch(/^src\/site\/\w+\/\w+Page\.tsx$/);
    expect(existsSync(route.module), `${route.path}: ${route.module}`).toBe(true);
  }
});
