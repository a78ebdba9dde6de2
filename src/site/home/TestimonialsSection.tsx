import { useTexts } from "../i18n/LanguageContext";
import { homeTexts } from "./homeTexts";
import { HomeSection } from "./HomeSection";
import { usePublishedData } from "../publishedData";
import { TestimonialsCarousel } from "../testimonials/TestimonialsCarousel";

/**
 * Shown only once at least one testimonial has loaded; a failed load is logged and shows nothing
 * (docs/product.md#error-catalogue).
 */
export function TestimonialsSection() {
  const state = usePublishedData("testimonials");
  const { testimonials: texts } = useTexts(homeTexts);
  const testimonials = state.status === "ready" ? state.data : [];

  if (testimonials.length === 0) return null;
  return (
    <HomeSection headingId="testimonials-title" title={texts.title} intro={texts.intro} size="xl">
      <TestimonialsCarousel testimonials={testimonials} />
    </HomeSection>
  );
}
