import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import ServicesPage from "../../../src/site/services/ServicesPage";
import { renderPage } from "./renderPage";

const titles = [
  "Autism Intervention Therapy",
  "Occupational Therapy",
  "Parental Training & Counseling",
  "Standard Assessments",
  "Special Education",
  "Physiotherapy",
  "Diet & Nutrition",
  "Speech Therapy",
];

describe("Services page", () => {
  it("shows the eight services of the spec, in order, each with a Read More button", () => {
    renderPage(<ServicesPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    expect(screen.getAllByRole("button", { name: /^Read More/ })).toHaveLength(8);
  });

  it("opens a service's details in a dialog, and Escape closes it and returns focus", async () => {
    const user = userEvent.setup();
    renderPage(<ServicesPage />);
    const readMore = screen.getByRole("button", { name: /^Read More\s*about Speech Therapy$/ });
    await user.click(readMore);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Speech Therapy");
    expect(dialog.textContent).toContain("Alternative and augmentative communication");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(readMore));
  });
});
