import { Container, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import type { Testimonial } from "../../../lib/database.types";
import { testimonialsBlock } from "../../content/home";
import { fetchTestimonials } from "../../data/publicContent";
import { TestimonialsCarousel } from "../../testimonials/TestimonialsCarousel";

/** Shown only once at least one testimonial has loaded; a failed load is logged and shows nothing (spec 8). */
export function TestimonialsSection() {
  const [testimonials, setTestimonials] = useState<Testimonial[]>([]);

  useEffect(() => {
    let current = true;
    fetchTestimonials()
      .then((rows) => current && setTestimonials(rows))
      .catch((error: unknown) => console.error("Failed to load testimonials", error));
    return () => {
      current = false;
    };
  }, []);

  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title">
      <Container size="xl" py={48}>
        <Title order={2} id="testimonials-title" align="center">
          {testimonialsBlock.title}
        </Title>
        <Text align="center" color="dimmed" mb="xl">
          {testimonialsBlock.intro}
        </Text>
        <TestimonialsCarousel testimonials={testimonials} />
      </Container>
    </section>
  );
}
