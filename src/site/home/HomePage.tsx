import { Container } from "@mantine/core";
import { MedicalTeamReasons } from "../shared/MedicalTeamReasons";
import { awards, homeMeta, therapeuticWorld } from "./homeContent";
import { siteOrigin } from "../siteOrigin";
import { organizationJsonLd } from "./organizationJsonLd";
import { usePageHead } from "../shared/usePageHead";
import { ContactSection } from "./ContactSection";
import { HeroSection } from "./HeroSection";
import { ShareStorySection } from "./ShareStorySection";
import { SlideshowSection } from "./SlideshowSection";
import { TestimonialsSection } from "./TestimonialsSection";

export default function HomePage() {
  usePageHead({
    title: homeMeta.title,
    description: homeMeta.description,
    jsonLd: organizationJsonLd(siteOrigin),
  });
  return (
    <>
      <HeroSection />
      <SlideshowSection id="awards-title" {...awards} />
      <SlideshowSection id="therapeutic-title" {...therapeuticWorld} imageFirst />
      <Container size="lg" py={48}>
        <MedicalTeamReasons />
      </Container>
      <TestimonialsSection />
      <ShareStorySection />
      <ContactSection />
    </>
  );
}
