import { describe, expect, it } from "vitest";
import { changeBadge, statDefinitions } from "../../../src/admin/dashboard/stats";
import { isActivePath, navItems, navItemsFor } from "../../../src/admin/layout/navigation";
import { dashboardCards } from "../../support/dashboardCards";
import { sidebarScreens } from "./support/sidebarScreens";

describe("sidebar", () => {
  it("has the spec's items in order, plus Messages", () => {
    expect(navItems.map((i) => [i.label, i.to])).toEqual([
      ["Dashboard", "/admin"],
      ...sidebarScreens,
      ["Settings", "/admin/settings"],
    ]);
  });
  it("shows an admin everything, and an editor (or a role not known yet) no screen of personal data", () => {
    expect(navItemsFor("admin")).toEqual(navItems);
    const personal = [
      "/admin/messages",
      "/admin/receipts",
      "/admin/assessments",
      "/admin/donations",
      "/admin/event-registrations",
    ];
    const contentOnly = navItems.map((i) => i.to).filter((to) => !personal.includes(to));
    expect(navItemsFor("editor").map((i) => i.to)).toEqual(contentOnly);
    expect(navItemsFor(null).map((i) => i.to)).toEqual(contentOnly);
    expect(navItemsFor(undefined).map((i) => i.to)).toEqual(contentOnly);
  });
  it("matches /admin exactly and the others by prefix", () => {
    expect(isActivePath("/admin", "/admin")).toBe(true);
    expect(isActivePath("/admin", "/admin/")).toBe(true);
    expect(isActivePath("/admin", "/admin/news")).toBe(false);
    expect(isActivePath("/admin/news", "/admin/news")).toBe(true);
    expect(isActivePath("/admin/news", "/admin/news/12")).toBe(true);
    expect(isActivePath("/admin/news", "/admin/newsletter")).toBe(false);
    expect(isActivePath("/admin/notices", "/admin/news")).toBe(false);
  });
});

describe("dashboard change badge", () => {
  it("is growth over the window relative to the count before it", () => {
    expect(changeBadge(112, 12)).toBe("+12%");
    expect(changeBadge(10, 0)).toBe("+0%");
    expect(changeBadge(3, 1)).toBe("+50%");
  });
  it("says New when every row is recent, +0% for an empty table", () => {
    expect(changeBadge(4, 4)).toBe("New");
    expect(changeBadge(0, 0)).toBe("+0%");
  });
});

describe("dashboard figure cards", () => {
  it("come from the resource declarations, labelled with their screens' titles", () => {
    expect(statDefinitions()).toEqual(dashboardCards);
  });
});
