import { Carousel } from "@mantine/carousel";
import { Box, createStyles, Text } from "@mantine/core";
import { calmSelector } from "../comfort/comfortSettings";
import { useComfort } from "../comfort/comfortSettings";
import { useLessMotion } from "../comfort/useLessMotion";
import { useTexts } from "../i18n/LanguageContext";
import { doctorsTexts } from "./doctorsTexts";
import type { PublicDoctor } from "./doctorsData";
import { DoctorCard } from "./DoctorCard";

const useStyles = createStyles((theme) => ({
  // Room at the sides for the controls, so they never cover a card.
  root: {
    paddingInline: 52,
    borderRadius: theme.radius.md,
    // Calm mode before the scripts run: the cards one under another (docs/product.md#comfort-settings).
    [calmSelector]: { paddingInline: 0 },
  },
  container: { [calmSelector]: { flexDirection: "column", gap: theme.spacing.md, transform: "none !important" } },
  slide: { [calmSelector]: { flexBasis: "auto !important", maxWidth: "100% !important" } },
  controls: { left: 0, right: 0, paddingInline: 0, [calmSelector]: { display: "none" } },
  control: {
    opacity: 1,
    color: theme.colors.brand[8],
    borderColor: theme.colors.gray[5],
    "&[data-inactive]": { opacity: 0, cursor: "default" },
  },
}));

type Props = { doctors: readonly PublicDoctor[] };

/**
 * Never moves by itself. Arrow keys work while focus is anywhere inside, including the
 * region itself, which is focusable for that reason.
 */
export function DoctorsCarousel({ doctors }: Props) {
  const { classes } = useStyles();
  const doctorsPage = useTexts(doctorsTexts);
  // Readers who ask for less motion get a near-instant jump instead of a glide.
  const speed = useLessMotion() ? 100 : 10;
  const { calm } = useComfort();
  // In calm mode, a still list: nothing to move, nothing to press to see the next card.
  if (calm)
    return (
      <Box
        component="ul"
        m={0}
        p={0}
        aria-label={doctorsPage.carouselLabel}
        sx={(theme) => ({
          listStyle: "none",
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr)",
          gap: theme.spacing.md,
        })}
      >
        {doctors.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} />
          </li>
        ))}
      </Box>
    );
  return (
    <>
      <Text id="doctors-carousel-hint" size="sm" color="gray.8" align="center" mb="sm">
        {doctorsPage.keyboardHint}
      </Text>
      <Carousel
        classNames={classes}
        loop
        speed={speed}
        align="start"
        slideGap="md"
        controlSize={40}
        slideSize="100%"
        breakpoints={[
          { minWidth: "md", slideSize: "50%" },
          { minWidth: "lg", slideSize: "33.3333%" },
          { minWidth: "xl", slideSize: "25%" },
        ]}
        previousControlLabel={doctorsPage.previous}
        nextControlLabel={doctorsPage.next}
        tabIndex={0}
        role="region"
        aria-roledescription={doctorsPage.carouselRole}
        aria-label={doctorsPage.carouselLabel}
        aria-describedby="doctors-carousel-hint"
      >
        {doctors.map((doctor, index) => (
          <Carousel.Slide
            key={doctor.id}
            role="group"
            aria-roledescription={doctorsPage.slideRole}
            aria-label={doctorsPage.slideLabel(index + 1, doctors.length)}
          >
            <DoctorCard doctor={doctor} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </>
  );
}
