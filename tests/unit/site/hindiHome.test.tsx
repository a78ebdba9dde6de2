import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Testimonial } from "../../../src/lib/database.types";
import { HeroSection } from "../../../src/site/home/HeroSection";
import { TestimonialsCarousel } from "../../../src/site/testimonials/TestimonialsCarousel";
import { renderPage } from "./renderPage";

describe("the hero on the Hindi home page", () => {
  it("speaks Hindi and leads to the Hindi pages", () => {
    renderPage(<HeroSection />, "/hi");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("न्यूरोडाइवर्स बच्चों को आगे बढ़ने की ताक़त");
    expect(screen.getByRole("link", { name: "हमारी सेवाओं के बारे में जानें" }).getAttribute("href")).toBe("/hi/services");
    expect(screen.getByRole("group", { name: "अब तक का हमारा काम" }).textContent).toContain("500+ बच्चों की मदद");
  });
});

describe("the testimonials carousel on a Hindi page", () => {
  it("shows the dates in Hindi and its controls in Hindi", () => {
    const testimonials: Testimonial[] = [
      {
        position_hi: null,
        review_hi: null,
        id: "t1",
        name: "Parent 1",
        position: "Teacher",
        company: "City School",
        review: "Good",
        created_at: "2026-11-22T06:00:00Z",
        status: "published",
        publish_at: "2026-01-01T00:00:00Z",
      },
      {
        position_hi: null,
        review_hi: null,
        id: "t2",
        name: "Parent 2",
        position: "Teacher",
        company: "City School",
        review: "Kind",
        created_at: null as unknown as string,
        status: "published",
        publish_at: "2026-01-01T00:00:00Z",
      },
    ];
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
    renderPage(<TestimonialsCarousel testimonials={testimonials} />, "/hi");
    expect(screen.getByText("22 नवंबर 2026")).toBeTruthy();
    expect(screen.getByText("तारीख़ उपलब्ध नहीं")).toBeTruthy();
    expect(screen.getByRole("region", { name: "अनुभवों की स्लाइड" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "स्लाइड 2 पर जाएँ" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "अनुभव रोकें" }).textContent).toBe("रोकें");
  });
});
