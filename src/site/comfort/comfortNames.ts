// The names the comfort settings are kept and applied under, shared by the app and by the inline
// script that applies them before the first paint (scripts/inlineScripts.ts imports this file,
// so it imports nothing).

/** The localStorage key: the settings as the value of `comfortAttribute`, absent at the usual ones. */
export const comfortStorageKey = "site-comfort";

/**
 * The attribute on <html> that holds the settings, one word each (`comfortWords`), the only place
 * they show: CSS reads it, not React state. One attribute and its value as kept: the script
 * before the first paint copies a string, in as few bytes as it can be written.
 */
export const comfortAttribute = "data-comfort";

/** Text sizes offered, in per cent of the browser's own (WCAG 1.4.4 asks for up to 200 %). */
export const textSizes = [100, 125, 150, 200] as const;
export type TextSize = (typeof textSizes)[number];

/** The words of `comfortAttribute`: `text-200 spacing calm`. */
export const comfortWords = {
  textSize: (size: TextSize) => `text-${size}`,
  spacing: "spacing",
  calm: "calm",
} as const;

/** A CSS selector of <html> with a setting on. */
export const comfortOn = (word: string) => `[${comfortAttribute}~=${word}]`;

/**
 * The settings' stylesheet (src/site/comfort/comfortSheet.ts), at the site's root: a page links it
 * only when a setting is not the usual one.
 */
export const comfortSheetPath = "/comfort.css";

/** A component's rule for calm mode, beside its own styles: `{ [calmSelector]: { … } }`. */
export const calmSelector = `html${comfortOn(comfortWords.calm)} &`;

/** A component's rule for any comfort setting (bigger text or spacing may need room it lacks). */
export const anyComfortSelector = `html[${comfortAttribute}] &`;
