import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import AboutPage from "../../../src/site/about/AboutPage";
import GalleryPage from "../../../src/site/about/GalleryPage";
import OurStoryPage from "../../../src/site/about/OurStoryPage";
import type * as PhotosData from "../../../src/site/photos/photosData";
import ServicesPage from "../../../src/site/services/ServicesPage";
import { renderPage } from "./renderPage";

// The about and services pages under /hi, where renderPage (as SiteApp) puts
// them in <LanguageProvider value="hi">: the same pages with their fixed texts in Hindi, and
// staff's rows as they wrote them. The English texts are pinned by each page's own test.

vi.mock("../../../src/site/photos/photosData", async (original) => ({
  ...(await original<typeof PhotosData>()),
  fetchActivePhotos: () => new Promise(() => {}),
}));

const h1 = () => screen.getByRole("heading", { level: 1 }).textContent;

describe("the about pages in Hindi", () => {
  it("About shows its headings, pillars and focus areas in Hindi", () => {
    renderPage(<AboutPage />, "/hi/about");
    expect(h1()).toBe("हमारे बारे में");
    expect(screen.getByRole("heading", { level: 2, name: "हमारी संस्थापक का सफ़र" })).toBeTruthy();
    const focus = screen.getByRole("region", { name: "हम किन क्षेत्रों में काम करते हैं" });
    expect(within(focus).getByText("सेरेब्रल पाल्सी")).toBeTruthy();
    expect(document.title).toContain("हमारे बारे में");
  });

  it("Our Story tells the story in Hindi", () => {
    renderPage(<OurStoryPage />, "/hi/about/ourstory");
    expect(h1()).toBe("हमारी कहानी");
    expect(within(screen.getByRole("article")).getByText(/50 से ज़्यादा बच्चों/)).toBeTruthy();
  });

  it("the gallery's illustrations have Hindi captions, alt texts and tile labels", () => {
    renderPage(<GalleryPage />, "/hi/about/gallery");
    expect(h1()).toBe("तस्वीरों में हमारा सफ़र");
    expect(screen.getAllByRole("button", { name: /: बड़ा करके देखें$/ })).toHaveLength(10);
    expect(screen.getByRole("button", { name: "सबके साथ दिवाली: बड़ा करके देखें" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "जगमगाते दीयों और रंग-बिरंगी रंगोली का चित्र" })).toBeTruthy();
  });
});

describe("the services page in Hindi", () => {
  const routes = ["/hi/services", "/hi/services/:slug"];

  it("shows the eight services in Hindi, each with 'और पढ़ें' to its Hindi address", () => {
    renderPage(<ServicesPage />, "/hi/services", routes);
    expect(h1()).toBe("हमारी सेवाएँ");
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles).toHaveLength(8);
    expect(titles).toContain("स्पीच थेरेपी");
    const readMore = screen.getAllByRole("link", { name: /^और पढ़ें/ });
    expect(readMore).toHaveLength(8);
    expect(screen.getByRole("link", { name: /^और पढ़ें\s*: स्पीच थेरेपी के बारे में$/ }).getAttribute("href")).toBe(
      "/hi/services/speech-therapy",
    );
  });

  it("'और पढ़ें' opens the service's dialog in Hindi; 'बंद करें' leads back to the Hindi list", async () => {
    const user = userEvent.setup();
    renderPage(<ServicesPage />, "/hi/services", routes);
    await user.click(screen.getByRole("link", { name: /^और पढ़ें\s*: फ़िज़ियोथेरेपी के बारे में$/ }));
    const dialog = await screen.findByRole("dialog");
    expect(screen.getByTestId("current-path").textContent).toBe("/hi/services/physiotherapy");
    expect(within(dialog).getByRole("heading", { name: "फ़िज़ियोथेरेपी" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "इसमें क्या-क्या शामिल है" })).toBeTruthy();
    expect(document.title).toContain("फ़िज़ियोथेरेपी");
    const close = within(dialog).getByRole("link", { name: "बंद करें" });
    expect(close.getAttribute("href")).toBe("/hi/services");
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("current-path").textContent).toBe("/hi/services");
  });

  it("an unknown service's Hindi address is the Hindi not-found page", () => {
    renderPage(<ServicesPage />, "/hi/services/astrology", routes);
    expect(h1()).toBe("माफ़ कीजिए! यह पेज नहीं मिला");
  });
});
