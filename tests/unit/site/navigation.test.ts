import { expect, it } from "vitest";
import { navigationTexts } from "../../../src/site/layout/navigation";
import { tablesThePublicPagesRead } from "../../../src/site/publishedData";
import { permalinkRoutes, siteRoutes } from "../../../src/site/routes";
import { registeredTypes } from "../../../src/site/siteTypes";

// The menus are the fixed pages' entries with each content type's from its registration
// (src/site/siteTypes.ts): the order the visitor sees must not depend on where a type is declared.
type Link = { label: string; to: string; children?: readonly Link[] };
type Shown = [string, string] | [string, string, Shown[]];
const linksOf = (items: readonly Link[]): Shown[] =>
  items.map(({ label, to, children }) => (children ? [label, to, linksOf(children)] : [label, to]));

it("keeps the menus' entries and their order", () => {
  const { main, footerQuickLinks, footerPolicyLinks } = navigationTexts.en;
  expect(linksOf(main)).toEqual([
    [
      "About",
      "/about",
      [
        ["Who We Are", "/about/who"],
        ["Our Mission", "/about/mission"],
        ["Our Story", "/about/ourstory"],
        ["Gallery", "/about/gallery"],
      ],
    ],
    [
      "Services",
      "/services",
      [
        ["Expert Doctors", "/services/expertdoctor"],
        ["Advisory", "/services/advisory"],
      ],
    ],
    ["Get Involved", "/get_involve"],
    // One label, one place: 'Event and Media' is /notice in the header as in the footer (issue 36, item 13).
    [
      "Event and Media",
      "/notice",
      [
        ["In the News", "/notice"],
        ["Events", "/events"],
      ],
    ],
  ]);
  expect(linksOf(footerQuickLinks)).toEqual([
    ["Home", "/"],
    ["About Us", "/about"],
    ["Services", "/services"],
    ["Get Involved", "/get_involve"],
    ["Event and Media", "/notice"],
    ["Contact Us", "/#contact"],
  ]);
  expect(linksOf(footerPolicyLinks)).toEqual([
    ["Privacy Policy", "/privacy"],
    ["Terms of Use", "/terms"],
    ["Refund Policy", "/refund-policy"],
  ]);
  expect(navigationTexts.hi.main.map((item) => item.to)).toEqual(main.map((item) => item.to));
});

it("gives every label one address, in the header and the footer alike", () => {
  for (const language of ["en", "hi"] as const) {
    const { main, footerQuickLinks } = navigationTexts[language];
    const all = [...main.flatMap((item) => [item, ...(item.children ?? [])]), ...footerQuickLinks];
    const places = new Map<string, Set<string>>();
    for (const { label, to } of all) places.set(label, (places.get(label) ?? new Set()).add(to));
    const twoPlaces = [...places].filter(([, to]) => to.size > 1).map(([label, to]) => [label, [...to]]);
    expect(twoPlaces, language).toEqual([]);
  }
});

it("routes every address a content type registers, to the page it names, and rebuilds for its tables", () => {
  const routes = [...siteRoutes, ...permalinkRoutes];
  for (const [name, type] of registeredTypes) {
    for (const { path, page } of type.routes ?? []) {
      expect(routes.find((route) => route.path === path)?.module, `${name}: ${path}`).toBe(`src/site/${page}.tsx`);
    }
    for (const table of type.tables) expect(tablesThePublicPagesRead).toContain(table);
  }
});

// The build resolves `rowPages` the same way (src/entry-server.tsx).
const dataModules = import.meta.glob<Record<string, unknown>>("../../../src/site/*/*Data.ts");

it("names, for every type's per-row pages, a module with the build's loader", async () => {
  for (const [name, type] of registeredTypes) {
    if (!type.rowPages) continue;
    const load = dataModules[`../../../src/site/${type.rowPages}.ts`];
    expect(load, `${name}: src/site/${type.rowPages}.ts`).toBeDefined();
    expect(typeof (await load!()).rowPagesForBuild, `${name}: rowPagesForBuild`).toBe("function");
  }
});
