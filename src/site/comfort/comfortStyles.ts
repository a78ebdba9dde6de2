import type { CSSObject } from "@mantine/core";
import { comfortAttributes, textSizes } from "./comfortNames";
import { siteEmotionCache } from "../emotionCache";

const siteCacheKey = siteEmotionCache.key;

// Only <html> carries these attributes, so `[data-calm]` needs no `html`: bytes of every page.
const on = (attribute: string) => `[${attribute}]`;
const calm = on(comfortAttributes.calm);

/**
 * The comfort settings' CSS (docs/product.md#comfort-settings), keyed on the attributes the inline
 * script puts on <html> before the first paint: part of every page's inline styles (the theme's
 * global styles), so the first paint already shows them, with or without the app's scripts.
 * Each component that moves or lays out in columns adds its own calm rules beside its styles.
 */
export const comfortStyles: CSSObject = {
  // Every font size is in rem (src/site/emotionCache.ts): the root's size scales them all.
  ...Object.fromEntries(
    textSizes
      .filter((size) => size !== 100)
      .map((size) => [`[${comfortAttributes.textSize}="${size}"]`, { fontSize: `${size}%` }]),
  ),
  // A button's words wrap rather than push the page sideways, its box growing with them.
  [`[${comfortAttributes.textSize}] .${siteCacheKey}-Button-root`]: { height: "auto", minHeight: "2.25rem" },
  [`[${comfortAttributes.textSize}] .${siteCacheKey}-Button-label`]: { whiteSpace: "normal", textAlign: "center" },
  // WCAG 1.4.12's figures, as its test stylesheet sets them.
  [`${on(comfortAttributes.spacing)} *`]: {
    lineHeight: "1.5 !important",
    letterSpacing: "0.12em !important",
    wordSpacing: "0.16em !important",
  },
  [`${on(comfortAttributes.spacing)} p`]: { marginBottom: "2em !important" },
  // Nothing moves; no shadows, gradients or pictures behind text; one column (the news page's
  // Grid has its own rule).
  [`${calm} *, ${calm} ::before, ${calm} ::after`]: {
    transition: "none !important",
    animation: "none !important",
    boxShadow: "none !important",
    backgroundImage: "none !important",
  },
  [`${calm} .${siteCacheKey}-SimpleGrid-root`]: { gridTemplateColumns: "minmax(0, 1fr) !important" },
};
