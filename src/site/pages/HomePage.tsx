import { Container } from "@mantine/core";
import { MedicalTeamReasons } from "../components/MedicalTeamReasons";
import { awards, homeMeta, therapeuticWorld } from "../content/home";
import { usePageMeta } from "../lib/usePageMeta";
import { ContactSection } from "./home/ContactSection";
import { HeroSection } from "./home/HeroSection";
import { ShareStorySection } from "./home/ShareStorySection";
import { SlideshowSection } from "./home/SlideshowSection";
import { TestimonialsSection } from "./home/TestimonialsSection";

export default function HomePage() {
  usePageMeta(homeMeta.title, homeMeta.description);
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
