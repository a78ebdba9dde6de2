import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import ServicesPage from "../../../src/site/services/ServicesPage";
import { services } from "../../../src/site/services/servicesTexts";
import { siteRoutes } from "../../../src/site/routes";
import { SERVICE_TITLES } from "../../support/siteTexts";
import { closeDialogToList, currentPath, renderPage } from "./renderPage";

const routes = ["/services", "/services/:slug"];

const titles = SERVICE_TITLES;

describe("Services page", () => {
  it("shows the eight services of the spec, in order, each with a Read More button", () => {
    renderPage(<ServicesPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    const links = screen.getAllByRole("link", { name: /^Read More/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/services/autism-intervention",
      "/services/occupational-therapy",
      "/services/parental-training",
      "/services/standard-assessments",
      "/services/special-education",
      "/services/physiotherapy",
      "/services/diet-nutrition",
      "/services/speech-therapy",
    ]);
  });

  it("opens a service's details at its own address; Escape closes it, returns the address and focus", async () => {
    const user = userEvent.setup();
    renderPage(<ServicesPage />, "/services", routes);
    const readMore = screen.getByRole("link", { name: /^Read More\s*about Speech Therapy$/ });
    await user.click(readMore);
    const dialog = await screen.findByRole("dialog");
    expect(currentPath()).toBe("/services/speech-therapy");
    expect(dialog.textContent).toContain("Speech Therapy");
    expect(dialog.textContent).toContain("Alternative and augmentative communication");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(currentPath()).toBe("/services");
    await waitFor(() => expect(document.activeElement).toBe(readMore));
  });

  it("opened at a service's address, shows its dialog; Close leads to the list", async () => {
    const user = userEvent.setup();
    renderPage(<ServicesPage />, "/services/physiotherapy", routes);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Physiotherapy" })).toBeTruthy();
    await closeDialogToList(user, dialog, "Close", "/services");
  });

  it("every service's id is a slug that no fixed page under /services uses", () => {
    const fixed = siteRoutes.map((route) => route.path).filter((path) => path.startsWith("/services/"));
    for (const { id } of services) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(fixed).not.toContain(`/services/${id}`);
    }
  });

  it("an unknown service's address is the not-found page", () => {
    renderPage(<ServicesPage />, "/services/astrology", routes);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Oops! Page not found");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
