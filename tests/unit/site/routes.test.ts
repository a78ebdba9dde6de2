import { describe, expect, it } from "vitest";
import { notFoundRoute, routeFor } from "../../../src/site/routes";

// docs/product.md#routes: the fixed addresses, the items' own addresses, and the 404 page.
describe("routeFor", () => {
  it.each([
    ["/services/expertdoctor", "src/site/doctors/ExpertDoctorsPage.tsx"],
    ["/services/advisory", "src/site/advisory/AdvisoryPage.tsx"],
    ["/services/speech-therapy", "src/site/services/ServicesPage.tsx"],
    ["/services", "src/site/services/ServicesPage.tsx"],
    ["/notice", "src/site/news/NewsPage.tsx"],
    ["/notice/page/2", "src/site/news/NewsPage.tsx"],
    ["/hi/notice/page/12", "src/site/news/NewsPage.tsx"],
    ["/notice/sports-day-2", "src/site/news/ArticlePage.tsx"],
    ["/notice/page", "src/site/news/ArticlePage.tsx"],
  ])("%s is shown by %s", (path, module) => {
    expect(routeFor(path).module).toBe(module);
  });

  it.each(["/notice/a/b", "/notice/page/2/more", "/services/speech-therapy/more", "/about/nothing", "/noticeboard"])(
    "%s is the 404 page",
    (path) => {
      expect(routeFor(path)).toBe(notFoundRoute);
    },
  );
});
