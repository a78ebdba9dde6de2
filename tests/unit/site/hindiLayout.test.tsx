import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "../../../src/site/layout/Footer";
import { RouteErrorBoundary } from "../../../src/site/layout/RouteErrorBoundary";
import { registrationLines, registrationTexts } from "../../../src/site/shared/registrations";
import { renderPage } from "./renderPage";

afterEach(() => vi.restoreAllMocks());

describe("the site frame on a Hindi page", () => {
  it("labels the footer in Hindi, with the Hindi address, tagline and registrations", () => {
    renderPage(<Footer />, "/hi");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("navigation", { name: "ज़रूरी लिंक" })).toBeTruthy();
    expect(footer.textContent).toContain("प्रयागराज, उत्तर प्रदेश 211001");
    expect(footer.textContent).toContain("सर्वाधिकार सुरक्षित।");
    expect(footer.textContent).toContain("80G रजिस्ट्रेशन: AAATP0000AF20210 (AY 2025-26 से AY 2029-30 तक मान्य)");
    const whatsapp = within(footer).getByRole("link", { name: /WhatsApp पर बात करें/ });
    expect(whatsapp.textContent).toContain("(नए टैब में खुलेगा)");
    expect(decodeURIComponent(whatsapp.getAttribute("href") ?? "")).toContain("नमस्ते!");
  });

  it("shows a crashed page's message in Hindi, with a way to the Hindi home page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Crashing = (): never => {
      throw new Error("boom");
    };
    renderPage(
      <RouteErrorBoundary>
        <Crashing />
      </RouteErrorBoundary>,
      "/hi",
    );
    expect(screen.getByRole("heading", { level: 1, name: "कुछ गड़बड़ हो गई" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" }).getAttribute("href")).toBe("/hi");
  });

  it("keeps the registrations' English lines and gives the Hindi ones", () => {
    const none = { pan: null, section12A: null, section80G: null, csr1: null, ngoDarpan: null, fcra: null };
    expect(registrationLines({ ...none, pan: "AAATP0000A" }, registrationTexts.hi)).toEqual([
      "PAN नंबर: AAATP0000A",
      "हम दान सिर्फ़ भारतीय नागरिकों और भारत की संस्थाओं से ही ले सकते हैं।",
    ]);
  });
});
