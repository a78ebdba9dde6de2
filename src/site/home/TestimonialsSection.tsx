import { Container, Text, Title } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { homeTexts } from "./homeTexts";
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
    <section aria-labelledby="testimonials-title">
      <Container size="xl" py={48}>
        <Title order={2} id="testimonials-title" align="center">
          {texts.title}
        </Title>
        <Text align="center" color="dimmed" mb="xl">
          {texts.intro}
        </Text>
        <TestimonialsCarousel testimonials={testimonials} />
      </Container>
    </section>
  );
}
