// The comfort settings' stylesheet (docs/product.md#comfort-settings), served as /comfort.css by
// scripts/inlineScripts.ts in the dev server and written beside the pages by the build. It is in
// no page's HTML: a page links it, render-blocking, only for a reader whose settings are not the
// usual ones (src/site/inline/comfortBeforePaint.ts), so the home page's first round trip does not
// carry it (docs/decisions/106-comfort-settings-in-the-page-not-an-overlay-toolbar.md). The build
// imports this file, so it imports nothing but the settings' names.
import { comfortAttribute, comfortOn, comfortWords, textSizes } from "./comfortNames.ts";

/** The site's emotion cache's key (src/site/emotionCache.ts): Mantine's static class names start with it. */
export const siteCacheKey = "mantine";

// Only <html> carries the attribute, so `[data-comfort~=calm]` needs no `html`.
// Any text size but the usual: the words `text-125`, `text-150`, `text-200`.
const size = `[${comfortAttribute}*=text-]`;
const spacing = comfortOn(comfortWords.spacing);
const calm = comfortOn(comfortWords.calm);
const mantine = (name: string) => `.${siteCacheKey}-${name}`;

/**
 * The rules keyed on the attribute on <html>. Each component that moves, or lays out in columns,
 * has its own calm rules beside its styles (`calmSelector`), in the page's CSS where it is used.
 */
export function comfortSheet(): string {
  return [
    // Every font size is in rem (src/site/emotionCache.ts): the root's size scales them all.
    ...textSizes
      .filter((each) => each !== 100)
      .map((each) => `${comfortOn(comfortWords.textSize(each))}{font-size:${each}%}`),
    // A button's words wrap rather than push the page sideways, its box growing with them.
    `${size} ${mantine("Button-root")}{height:auto;min-height:2.25rem}`,
    // Its label's overflow is hidden for an ellipsis, and its line height 1: wrapped lines are cut.
    `${size} ${mantine("Button-label")}{white-space:normal;text-align:center;overflow:visible;line-height:1.25}`,
    // A word longer than its column (an e-mail address, a long Hindi compound) breaks rather than
    // push the page sideways (WCAG 1.4.10), at any setting: bigger text and wider spacing both widen words.
    `[${comfortAttribute}] *{overflow-wrap:anywhere}`,
    // WCAG 1.4.12's figures, as its test stylesheet sets them.
    `${spacing} *{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}`,
    `${spacing} p{margin-bottom:2em!important}`,
    // Nothing moves; no shadows, gradients or pictures behind text; one column.
    `${calm} *,${calm} ::before,${calm} ::after{transition:none!important;animation:none!important;box-shadow:none!important;background-image:none!important}`,
    `${calm}{scroll-behavior:auto}`,
    `${calm} ${mantine("SimpleGrid-root")}{grid-template-columns:minmax(0,1fr)!important}`,
  ].join("\n");
}
