import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import AboutPage from "../../../src/site/about/AboutPage";
import GalleryPage from "../../../src/site/about/GalleryPage";
import OurStoryPage from "../../../src/site/about/OurStoryPage";
import { LanguageProvider } from "../../../src/site/i18n/LanguageContext";
import type * as PhotosData from "../../../src/site/photos/photosData";
import { renderPage } from "./renderPage";

// The about, services, doctors and advisory pages under /hi: the same pages, their fixed texts in
// Hindi. The English ones are pinned by each page's own test.

vi.mock("../../../src/site/photos/photosData", async (original) => ({
  ...(await original<typeof PhotosData>()),
  fetchActivePhotos: () => new Promise(() => {}),
}));

const inHindi = (page: ReactElement) => <LanguageProvider value="hi">{page}</LanguageProvider>;

describe("the about pages in Hindi", () => {
  it("About shows its headings, pillars and focus areas in Hindi", () => {
    renderPage(inHindi(<AboutPage />), "/hi/about");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("हमारे बारे में");
    expect(screen.getByRole("heading", { level: 2, name: "हमारी संस्थापक का सफ़र" })).toBeTruthy();
    const focus = screen.getByRole("region", { name: "हम किन क्षेत्रों में काम करते हैं" });
    expect(within(focus).getByText("सेरेब्रल पाल्सी")).toBeTruthy();
    expect(document.title).toContain("हमारे बारे में");
  });

  it("Our Story tells the story in Hindi", () => {
    renderPage(inHindi(<OurStoryPage />), "/hi/about/ourstory");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("हमारी कहानी");
    expect(within(screen.getByRole("article")).getByText(/50 से ज़्यादा बच्चों/)).toBeTruthy();
  });

  it("the gallery's illustrations have Hindi captions, alt texts and tile labels", () => {
    renderPage(inHindi(<GalleryPage />), "/hi/about/gallery");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("तस्वीरों में हमारा सफ़र");
    expect(screen.getAllByRole("button", { name: /: बड़ा करके देखें$/ })).toHaveLength(10);
    expect(screen.getByRole("button", { name: "सबके साथ दिवाली: बड़ा करके देखें" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "जगमगाते दीयों और रंग-बिरंगी रंगोली का चित्र" })).toBeTruthy();
  });
});
