import { ActionIcon, Box, createStyles, Group } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import type { SlideImage } from "../home/homeTexts";
import { AutoplayToggle } from "./AutoplayToggle";
import { calmSelector } from "../comfort/comfortSettings";
import { useComfort } from "../comfort/comfortSettings";
import { useLessMotion } from "../comfort/useLessMotion";
import { useTexts } from "../i18n/LanguageContext";
import { PhotoImage } from "./PhotoImage";
import { sharedTexts } from "./sharedTexts";

const SLIDESHOW_INTERVAL_MS = 3000;
// Beside its text in the 1140 px container; the whole width below Mantine's sm.
const slideSizes = "(max-width: 768px) 100vw, 550px";

const useStyles = createStyles((theme) => ({
  frame: {
    position: "relative",
    aspectRatio: "8 / 5",
    overflow: "hidden",
    borderRadius: theme.radius.lg,
    background: theme.colors.brand[0],
    boxShadow: theme.shadows.sm,
    // Calm mode: every picture, one under another, still (docs/product.md#comfort-settings).
    [calmSelector]: { aspectRatio: "auto", display: "grid", gap: theme.spacing.md, background: "none" },
  },
  slide: {
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    objectFit: "cover",
    opacity: 0,
    transition: "opacity 600ms ease",
    [calmSelector]: { position: "static", opacity: 1, height: "auto", aspectRatio: "8 / 5" },
  },
  current: { opacity: 1 },
  controls: { [calmSelector]: { display: "none" } },
}));

type Props = { images: readonly SlideImage[]; label: string };

/**
 * Cycles through images every 3 s; Pause/Play, previous and next; still under reduced motion, and
 * in calm mode a still list of all its pictures.
 */
export function Slideshow({ images, label }: Props) {
  const { classes, cx } = useStyles();
  const texts = useTexts(sharedTexts);
  // Prerendered playing; a reader who asked for less motion has it stopped on hydration.
  const reducedMotion = useLessMotion();
  const { calm } = useComfort();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Staff's photos may replace the illustrations after hydration, with fewer slides.
  const current = index % images.length;
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    if (!playing || images.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), SLIDESHOW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, images.length]);

  return (
    <Box component="section" aria-roledescription={texts.slideshow} aria-label={label}>
      <div className={classes.frame} aria-live={playing || calm ? "off" : "polite"}>
        {images.map((image, i) => (
          <PhotoImage
            key={image.src}
            photo={image}
            sizes={slideSizes}
            loading="lazy"
            decoding="async"
            className={cx(classes.slide, { [classes.current]: i === current })}
            aria-hidden={!calm && i !== current}
            data-current={i === current || undefined}
          />
        ))}
      </div>
      {!calm && (
        <Group position="center" spacing="xs" mt="sm" className={classes.controls}>
          <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={texts.previousImage(label)}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <span aria-hidden="true" style={{ minWidth: 48, textAlign: "center" }}>
            {current + 1} / {images.length}
          </span>
          <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={texts.nextImage(label)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <AutoplayToggle playing={playing} onToggle={() => setPlaying((p) => !p)} label={label} />
        </Group>
      )}
    </Box>
  );
}
