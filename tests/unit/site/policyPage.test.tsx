import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as PagesData from "../../../src/site/policy/pagesData";
import {
  fetchPolicyPage,
  fetchPrivacyNotice,
  policyKey,
  type NoticeRow,
  type PolicyRow,
} from "../../../src/site/policy/pagesData";
import PolicyPage from "../../../src/site/policy/PolicyPage";
import { renderPage } from "./renderPage";

vi.mock("../../../src/site/policy/pagesData", async (original) => ({
  ...(await original<typeof PagesData>()),
  fetchPolicyPage: vi.fn(),
  fetchPrivacyNotice: vi.fn(),
}));
const fetchOne = vi.mocked(fetchPolicyPage);
const fetchNotice = vi.mocked(fetchPrivacyNotice);
// A block, not an expression: a function returned from beforeEach is run as its cleanup.
beforeEach(() => {
  fetchOne.mockReset();
  fetchNotice.mockReset();
  fetchNotice.mockResolvedValue([]);
});

const routes = ["/privacy", "/terms", "/refund-policy", "/hi/privacy", "/hi/terms", "/hi/refund-policy"];

const terms: PolicyRow = {
  id: "7e5a0000-0000-4000-8000-000000000001",
  slug: "terms",
  title_en: "Terms of Use",
  title_hi: "उपयोग की शर्तें",
  body_en: "## Donations\n\nDonations are voluntary.",
  body_hi: "## दान\n\nदान स्वैच्छिक है।",
  updated_at: "2026-11-20T06:30:00Z",
};

// docs/product.md#policy-pages: the text in the page's language, the date of its last change,
// the grievance officer; a page written after the build shows from fresh data; a missing page says so.
describe("a policy page", () => {
  it("shows the text in the page's language with the date of its last change", async () => {
    fetchOne.mockResolvedValue(terms);
    renderPage(<PolicyPage />, "/hi/terms", routes);
    expect(await screen.findByRole("heading", { level: 1, name: "उपयोग की शर्तें" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "दान" })).toBeTruthy();
    expect(screen.getByText("20 नवंबर 2026")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "शिकायत अधिकारी" })).toBeTruthy();
    expect(fetchOne).toHaveBeenCalledWith("terms");
  });

  it("that did not exist at the build shows once the browser has read it", async () => {
    fetchOne.mockResolvedValue(terms);
    // What the build had, as the page arrives with it: no row.
    renderPage(<PolicyPage />, "/terms", routes, { [policyKey("terms")]: null });
    expect(screen.getByRole("heading", { level: 1, name: "This page is not available yet" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Use" })).toBeTruthy();
    expect(screen.getByText("Donations are voluntary.")).toBeTruthy();
    expect(screen.getByText("November 20, 2026")).toBeTruthy();
  });

  it("that does not exist says so, with a way home and the grievance officer", async () => {
    fetchOne.mockResolvedValue(null);
    renderPage(<PolicyPage />, "/refund-policy", routes);
    expect(await screen.findByRole("heading", { level: 1, name: "This page is not available yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "info@example.org" })).toBeTruthy();
  });

  it("that cannot be loaded says so instead of a blank page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchOne.mockRejectedValue(new Error("offline"));
    renderPage(<PolicyPage />, "/privacy", routes);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Sorry, this page could not be loaded. Please check your connection and try again.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
  });

  // docs/product.md#policy-pages, "What is kept, why and for how long": drawn from the declarations.
  it("lists, on the privacy page, what each table keeps, why and for how long, in the page's language", async () => {
    const contact: NoticeRow = {
      table_name: "contact_messages",
      source_en: "Contact form",
      source_hi: "संपर्क फ़ॉर्म",
      data_en: "Your name and message.",
      data_hi: "आपका नाम और संदेश।",
      purpose_en: "To answer you.",
      purpose_hi: "आपको जवाब देने के लिए।",
      kept: [{ en: "Deleted after 24 months.", hi: "24 महीने बाद मिटा दिया जाता है।" }],
    };
    fetchOne.mockResolvedValue({ ...terms, slug: "privacy", title_hi: "गोपनीयता नीति" });
    fetchNotice.mockResolvedValue([contact]);
    renderPage(<PolicyPage />, "/hi/privacy", routes);
    expect(await screen.findByRole("heading", { level: 3, name: "संपर्क फ़ॉर्म" })).toBeTruthy();
    expect(screen.getByText("आपको जवाब देने के लिए।")).toBeTruthy();
    expect(screen.getByText("24 महीने बाद मिटा दिया जाता है।")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "बच्चों की जानकारी" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "अपनी जानकारी के बारे में पूछें" }).getAttribute("href")).toBe("/hi/data-request");
  });
});
