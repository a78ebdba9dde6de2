import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Advisory } from "../../../src/lib/database.types";
import AboutPage from "../../../src/site/about/AboutPage";
import GalleryPage from "../../../src/site/about/GalleryPage";
import OurStoryPage from "../../../src/site/about/OurStoryPage";
import { fetchAdvisories } from "../../../src/site/advisory/advisoryData";
import AdvisoryPage from "../../../src/site/advisory/AdvisoryPage";
import { fetchActiveDoctors, type PublicDoctor } from "../../../src/site/doctors/doctorsData";
import ExpertDoctorsPage from "../../../src/site/doctors/ExpertDoctorsPage";
import type * as PhotosData from "../../../src/site/photos/photosData";
import ServicesPage from "../../../src/site/services/ServicesPage";
import { closeDialogToList, currentPath, renderPage } from "./renderPage";
import { noImage } from "../../support/siteRows";

// The about, services, doctors and advisory pages under /hi, where renderPage (as SiteApp) puts
// them in <LanguageProvider value="hi">: the same pages with their fixed texts in Hindi, and
// staff's rows as they wrote them. The English texts are pinned by each page's own test.

vi.mock("../../../src/site/photos/photosData", async (original) => ({
  ...(await original<typeof PhotosData>()),
  fetchActivePhotos: () => new Promise(() => {}),
}));
vi.mock("../../../src/site/advisory/advisoryData", () => ({ fetchAdvisories: vi.fn() }));
vi.mock("../../../src/site/doctors/doctorsData", () => ({ fetchActiveDoctors: vi.fn() }));
const fetchAll = vi.mocked(fetchAdvisories);
const fetchDoctors = vi.mocked(fetchActiveDoctors);

beforeEach(() => {
  fetchAll.mockReset();
  fetchDoctors.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

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
    expect(currentPath()).toBe("/hi/services/physiotherapy");
    expect(within(dialog).getByRole("heading", { name: "फ़िज़ियोथेरेपी" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "इसमें क्या-क्या शामिल है" })).toBeTruthy();
    expect(document.title).toContain("फ़िज़ियोथेरेपी");
    await closeDialogToList(user, dialog, "बंद करें", "/hi/services");
  });

  it("an unknown service's Hindi address is the Hindi not-found page", () => {
    renderPage(<ServicesPage />, "/hi/services/astrology", routes);
    expect(h1()).toBe("माफ़ कीजिए! यह पेज नहीं मिला");
  });
});

const advisor = (id: string, name: string, position: string): Advisory => ({
  position_hi: null,
  image_alt_hi: null,
  content_hi: null,
  id,
  name,
  position,
  content: `${name} supports families with care.`,
  ...noImage,
  is_active: true,
  created_at: "2026-01-01T00:00:00Z",
  status: "published",
  publish_at: "2026-01-01T00:00:00Z",
});

describe("the advisory page in Hindi", () => {
  it("says in Hindi that advisors are loading", () => {
    fetchAll.mockReturnValue(new Promise(() => {}));
    renderPage(<AdvisoryPage />, "/hi/services/advisory");
    expect(screen.getByRole("status").textContent).toContain("सलाहकारों की जानकारी आ रही है...");
  });

  it("labels the filter, the list and the cards in Hindi, keeps staff's positions as written, and opens the details in Hindi", async () => {
    const user = userEvent.setup();
    fetchAll.mockResolvedValue([
      advisor("1", "Priya Singh", "Family Counselor"),
      advisor("2", "Arjun Mehta", "Child Psychologist"),
    ]);
    renderPage(<AdvisoryPage />, "/hi/services/advisory");
    expect(h1()).toBe("सलाह और काउंसलिंग सेवाएँ");
    const list = await screen.findByRole("list", { name: "हमारे सलाहकार" });
    await waitFor(() => expect(within(list).getAllByRole("heading", { level: 2 })).toHaveLength(2));
    const filter = screen.getByRole("group", { name: "विशेषज्ञता के हिसाब से देखें" });
    expect(
      within(filter)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["सभी सलाहकार", "Family Counselor", "Child Psychologist"]);
    expect(within(list).getAllByText("उपलब्ध")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Arjun Mehta" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("काउंसलिंग में 15+ साल")).toBeTruthy();
    expect(within(dialog).getByText("मुख्य कैंपस का ऑफ़िस")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Arjun Mehta की फ़ोटो" })).toBeTruthy();
    const closeButtons = within(dialog).getAllByRole("button", { name: "बंद करें" });
    await user.click(closeButtons[closeButtons.length - 1]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

const doctor: PublicDoctor = {
  specialty_hi: null,
  image_alt_hi: null,
  description_hi: null,
  id: "1",
  name: "Dr. Asha Verma",
  specialty: "Paediatric Neurologist",
  experience: "12+ years",
  qualifications: "MBBS, MD, DM",
  description: "Kind and calm.",
  ...noImage,
};

describe("the expert doctors page in Hindi", () => {
  it("says in Hindi that doctors are loading, or failed to load", async () => {
    fetchDoctors.mockReturnValue(new Promise(() => {}));
    const { unmount } = renderPage(<ExpertDoctorsPage />, "/hi/services/expertdoctor");
    expect(screen.getByRole("status").textContent).toContain("डॉक्टरों की जानकारी आ रही है...");
    unmount();
    fetchDoctors.mockRejectedValue(new Error("boom"));
    renderPage(<ExpertDoctorsPage />, "/hi/services/expertdoctor");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "डॉक्टरों की जानकारी नहीं मिल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    );
  });

  it("labels the carousel, its controls and the cards in Hindi, and shows the doctor as staff wrote it", async () => {
    fetchDoctors.mockResolvedValue([doctor]);
    renderPage(<ExpertDoctorsPage />, "/hi/services/expertdoctor");
    expect(h1()).toBe("हमारे विशेषज्ञ डॉक्टर");
    const carousel = await screen.findByRole("region", { name: "हमारे डॉक्टर" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("स्लाइड शो");
    expect(within(carousel).getByRole("group", { name: "1 में से 1" }).getAttribute("aria-roledescription")).toBe("स्लाइड");
    expect(within(carousel).getByRole("button", { name: "अगले डॉक्टर" })).toBeTruthy();
    expect(within(carousel).getByRole("img", { name: "Dr. Asha Verma की फ़ोटो" })).toBeTruthy();
    expect(within(carousel).getByText("अनुभव:")).toBeTruthy();
    expect(within(carousel).getByText("Paediatric Neurologist")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "हमारी मेडिकल टीम ही क्यों?" })).toBeTruthy();
  });
});
