import { createStyles, Group, Text, UnstyledButton } from "@mantine/core";
import { useCallback, useEffect, useLayoutEffect, useReducer } from "react";
import type { Testimonial } from "../../lib/database.types";
import { AutoplayToggle } from "../shared/AutoplayToggle";
import { calmSelector } from "../comfort/comfortSettings";
import { useComfort } from "../comfort/comfortSettings";
import { useLessMotion } from "../comfort/useLessMotion";
import { homeTexts } from "../home/homeTexts";
import { useTexts } from "../i18n/LanguageContext";
import {
  AUTOPLAY_MS,
  canAutoplay,
  carouselReducer,
  dotCount,
  initialCarouselState,
  visibleForWidth,
} from "./carouselState";
import { TestimonialCard } from "./TestimonialCard";
import { useVisibleCountOnResize } from "./useVisibleCount";

const CARD_PX = 350;
const GAP_PX = 16;

const useStyles = createStyles((theme) => ({
  // Calm mode shows every card: nothing to hide at the sides.
  viewport: { overflow: "hidden", margin: "0 auto", padding: 4, [calmSelector]: { overflow: "visible" } },
  track: {
    display: "flex",
    gap: GAP_PX,
    transition: "transform 500ms ease",
    "@media (prefers-reduced-motion: reduce)": { transition: "none" },
    // Calm mode: every testimonial, one under another, still (docs/product.md#comfort-settings).
    [calmSelector]: { flexDirection: "column", transform: "none !important", "& > *": { flex: "none !important" } },
  },
  controls: { [calmSelector]: { display: "none" } },
  // A 24 px target around a 14 px dot: easy to tap, quiet to look at.
  dot: {
    width: 24,
    height: 24,
    borderRadius: "50%",
    display: "grid",
    placeItems: "center",
    "&::before": {
      content: '""',
      width: 14,
      height: 14,
      borderRadius: "50%",
      border: `2px solid ${theme.colors.brand[6]}`,
      background: theme.white,
      boxSizing: "border-box",
    },
    "&[aria-current='true']::before": { background: theme.colors.brand[6] },
  },
}));

/** Testimonials side by side (3 from 1024 px, else 1), moving every 4 s until paused. */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { classes } = useStyles();
  const { testimonials: texts } = useTexts(homeTexts);
  // The prerendered HTML shows one card and the motion defaults; the browser's own width and
  // motion preference apply right after hydration, before the first paint of the hydrated page.
  const reducedMotion = useLessMotion();
  const { calm } = useComfort();
  const [state, dispatch] = useReducer(carouselReducer, initialCarouselState(testimonials.length, 1, true));
  const { index, visible, playing } = state;
  const autoplaying = playing && canAutoplay(state);

  useVisibleCountOnResize(useCallback((v: number) => dispatch({ type: "resize", visible: v }), []));
  useLayoutEffect(() => dispatch({ type: "resize", visible: visibleForWidth(window.innerWidth) }), []);
  useEffect(() => {
    if (reducedMotion) dispatch({ type: "stop" });
  }, [reducedMotion]);

  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplaying]);

  if (testimonials.length === 0) return <Text align="center">{texts.empty}</Text>;

  const dots = dotCount(testimonials.length, visible);
  return (
    <div role="region" aria-roledescription={texts.carousel} aria-label={texts.carouselLabel}>
      <div className={classes.viewport} style={{ maxWidth: visible * CARD_PX + (visible - 1) * GAP_PX + 8 }}>
        <div
          className={classes.track}
          aria-live={autoplaying || calm ? "off" : "polite"}
          style={calm ? undefined : { transform: `translateX(calc(-${index} * (100% + ${GAP_PX}px) / ${visible}))` }}
        >
          {testimonials.map((testimonial, i) => {
            const shown = calm || (i >= index && i < index + visible);
            return (
              <div
                key={testimonial.id}
                role="group"
                aria-roledescription={texts.slide}
                aria-label={texts.slideOf(i + 1, testimonials.length)}
                aria-hidden={!shown}
                style={{ flex: `0 0 calc((100% - ${(visible - 1) * GAP_PX}px) / ${visible})` }}
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            );
          })}
        </div>
      </div>
      {!calm && (
        <Group position="center" spacing="sm" mt="lg" className={classes.controls}>
          <Group spacing={2} aria-label={texts.chooseSlide} role="group">
            {Array.from({ length: dots }, (_, i) => (
              <UnstyledButton
                key={i}
                className={classes.dot}
                aria-label={texts.goToSlide(i + 1)}
                aria-current={i === index}
                onClick={() => dispatch({ type: "goTo", index: i })}
              />
            ))}
          </Group>
          {canAutoplay(state) && (
            <AutoplayToggle
              playing={playing}
              onToggle={() => dispatch({ type: "togglePlay" })}
              label={texts.autoplayLabel}
            />
          )}
        </Group>
      )}
    </div>
  );
}
