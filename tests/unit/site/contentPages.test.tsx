import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storyTexts } from "../../../src/site/about/storyTexts";
import AboutPage from "../../../src/site/about/AboutPage";
import GalleryPage from "../../../src/site/about/GalleryPage";
import MissionPage from "../../../src/site/about/MissionPage";
import NotFoundPage from "../../../src/site/notFound/NotFoundPage";
import OurStoryPage from "../../../src/site/about/OurStoryPage";
import WhoWeArePage from "../../../src/site/about/WhoWeArePage";
import type * as PhotosData from "../../../src/site/photos/photosData";
import { renderPage } from "./renderPage";

// Staff's gallery photos are tested in photosPages.test.tsx; here they never arrive.
vi.mock("../../../src/site/photos/photosData", async (original) => ({
  ...(await original<typeof PhotosData>()),
  fetchActivePhotos: () => new Promise(() => {}),
}));

function expectOneH1(name: string | RegExp) {
  const h1s = screen.getAllByRole("heading", { level: 1 });
  expect(h1s).toHaveLength(1);
  expect(h1s[0].textContent).toMatch(name);
}

describe("static content pages", () => {
  it("About shows the three pillars, the founder's journey and the focus areas", () => {
    renderPage(<AboutPage />);
    expectOneH1("About Us");
    for (const pillar of ["Educational Excellence", "Medical Support", "Community Impact"]) {
      expect(screen.getByRole("heading", { level: 3, name: pillar })).toBeTruthy();
    }
    expect(screen.getByRole("heading", { level: 2, name: "Our Founder's Journey" })).toBeTruthy();
    const focus = screen.getByRole("region", { name: "Areas We Focus On" });
    expect(within(focus).getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
    expect(within(focus).getByText("Autism Spectrum Disorder")).toBeTruthy();
    expect(document.title).toContain("About Us");
  });

  it("Who We Are says the foundation was founded in 2021 and lists its focus areas", () => {
    renderPage(<WhoWeArePage />);
    expectOneH1("Who We Are");
    expect(screen.getByText(/founded in 2021/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Our Focus Areas" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Cerebral Palsy" })).toBeTruthy();
  });

  it("Our Mission shows five cards", () => {
    renderPage(<MissionPage />);
    expectOneH1("Our Mission");
    const cards = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(cards).toEqual([
      "Inclusive Residential Design",
      "Sustainable Ecosystem",
      "Research Advancement",
      "Professional Training",
      "Global Digital Outreach",
    ]);
  });

  it("Our Story tells the story and says over 50 children are served", () => {
    renderPage(<OurStoryPage />);
    expectOneH1("Our Story");
    expect(screen.getByText(/over 50 children/)).toBeTruthy();
    const article = screen.getByRole("article");
    const story = storyTexts.en;
    for (const paragraph of story.paragraphs) expect(within(article).getByText(paragraph)).toBeTruthy();
    expect(story.paragraphs.length).toBeGreaterThanOrEqual(4);
  });

  it("Visual Journey shows 10 sized images, lazy below the first row", () => {
    renderPage(<GalleryPage />);
    expectOneH1("Visual Journey");
    const tiles = screen.getAllByRole("button", { name: /view larger/ });
    expect(tiles).toHaveLength(10);
    const images = screen.getAllByRole("img");
    expect(images).toHaveLength(10);
    for (const image of images) {
      expect(image.getAttribute("alt")).toBeTruthy();
      expect(image.getAttribute("width")).toBe("800");
      expect(image.getAttribute("height")).toBe("600");
    }
    expect(images.filter((image) => image.getAttribute("loading") === "lazy")).toHaveLength(7);
  });

  it("the 404 page says so and links home", () => {
    renderPage(<NotFoundPage />, "/no-such-page");
    expect(screen.getByText("404")).toBeTruthy();
    expectOneH1("Oops! Page not found");
    expect(screen.getByRole("link", { name: /home page/ }).getAttribute("href")).toBe("/");
  });
});
