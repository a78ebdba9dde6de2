import { Container, createStyles } from "@mantine/core";
import { MedicalTeamReasons } from "../shared/MedicalTeamReasons";
import { useTexts } from "../i18n/LanguageContext";
import { homeTexts } from "./homeContent";
import { siteOrigin } from "../siteOrigin";
import { organizationJsonLd } from "./organizationJsonLd";
import { useBelowTheFold } from "../shared/belowTheFold";
import { usePageHead } from "../shared/usePageHead";
import { ContactSection } from "./ContactSection";
import { HeroSection } from "./HeroSection";
import { ShareStorySection } from "./ShareStorySection";
import { SlideshowSection } from "./SlideshowSection";
import { TestimonialsSection } from "./TestimonialsSection";
import { usePhotoSlides } from "./usePhotoSlides";

const useStyles = createStyles({
  // The sections after the hero are laid out and painted only as they come near the screen
  // (content-visibility), so the first frame of the longest page is the hero's alone; each keeps
  // its last size once drawn. They stay in the HTML, the accessibility tree and find-in-page.
  // Their styles come after the first paint (belowTheFold). The contact form, last, is drawn
  // always: a checker that finds a text's background by what is drawn at its place (axe, in
  // Lighthouse too) found the footer's there, not the form's, and its labels at 1.12:1.
  later: {
    display: "contents",
    "& > *:not(:last-child)": { contentVisibility: "auto", containIntrinsicSize: "auto 720px" },
  },
});

export default function HomePage() {
  const { classes } = useStyles();
  const belowTheFold = useBelowTheFold();
  const { title, description, awards, therapeuticWorld } = useTexts(homeTexts);
  // In English the home page is titled with the foundation's name alone (fullTitle); in Hindi a
  // Hindi title stands before it, so that a link preview of /hi shows Hindi.
  usePageHead({
    title,
    description,
    jsonLd: organizationJsonLd(siteOrigin),
  });
  const awardSlides = usePhotoSlides("awards", awards.images);
  const therapySlides = usePhotoSlides("therapy", therapeuticWorld.images);
  return (
    <>
      <HeroSection />
      <div className={classes.later} {...belowTheFold}>
        <SlideshowSection id="awards-title" {...awards} images={awardSlides} />
        <SlideshowSection id="therapeutic-title" {...therapeuticWorld} images={therapySlides} imageFirst />
        <Container size="lg" py={48}>
          <MedicalTeamReasons />
        </Container>
        <TestimonialsSection />
        <ShareStorySection />
        <ContactSection />
      </div>
    </>
  );
}
