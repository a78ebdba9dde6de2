import { createStyles } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { homeTexts } from "./homeTexts";
import { siteOrigin } from "../siteOrigin";
import { organizationJsonLd } from "./organizationJsonLd";
import { useBelowTheFold } from "../shared/useBelowTheFold";
import { usePageHead } from "../shared/usePageHead";
import { deferred } from "../shared/deferred";
import { HeroSection } from "./HeroSection";
import { usePhotoSlides } from "./usePhotoSlides";

// Below the hero, each section hydrates when it nears the screen (src/site/shared/deferred.tsx);
// the contact form's code also comes in when the phone is idle, for a message typed offline. The
// first screen is live at once, the rest costs nothing up front.
const SlideshowSection = deferred(() => import("./SlideshowSection").then((m) => m.SlideshowSection));
const MedicalTeam = deferred(() => import("./MedicalTeamSection").then((m) => m.default));
const UpcomingEventsSection = deferred(() => import("./UpcomingEventsSection").then((m) => m.UpcomingEventsSection));
const TestimonialsSection = deferred(() => import("./TestimonialsSection").then((m) => m.TestimonialsSection));
const ShareStorySection = deferred(() => import("./ShareStorySection").then((m) => m.ShareStorySection));
const ContactSection = deferred(() => import("./ContactSection").then((m) => m.ContactSection), { codeWhenIdle: true });

const useStyles = createStyles({
  // The sections after the hero are laid out and painted only as they come near the screen
  // (content-visibility), so the first frame of the longest page is the hero's alone; each keeps
  // its last size once drawn. They stay in the HTML, the accessibility tree and find-in-page.
  // Their styles come after the first paint (belowTheFold). The contact form, last, keeps a
  // placeholder of its real height on a phone (1,331 px in English, 1,399 in Hindi at 412 px
  // wide): with 720 px, a checker that finds a text's background by what is drawn at its place
  // (axe, in Lighthouse too) found the footer there, not the form, and its labels at 1.12:1.
  // Drawing the form up front instead cost 100-150 ms of blocking time (audit:perf, 3 runs).
  later: {
    display: "contents",
    // Each section stands in a holder of its own (display: contents) until it hydrates.
    "& > * > *": { contentVisibility: "auto", containIntrinsicSize: "auto 720px" },
    "& > *:last-child > *": { "@media (max-width: 767px)": { containIntrinsicSize: "auto 1400px" } },
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
        <MedicalTeam />
        <UpcomingEventsSection />
        <TestimonialsSection />
        <ShareStorySection />
        <ContactSection />
      </div>
    </>
  );
}
