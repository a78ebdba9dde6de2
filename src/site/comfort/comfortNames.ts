// The names the comfort settings are kept and applied under, shared by the app and by the inline
// script that applies them before the first paint (scripts/inlineScripts.ts imports this file,
// so it imports nothing).

/** The localStorage key: one JSON object of the attributes below. */
export const comfortStorageKey = "site-comfort";

/** The attributes on <html>, each the only place a setting shows: CSS reads them, not React state. */
export const comfortAttributes = {
  textSize: "data-text-size",
  spacing: "data-spacing",
  calm: "data-calm",
} as const;

/** Text sizes offered, in per cent of the browser's own (WCAG 1.4.4 asks for up to 200 %). */
export const textSizes = [100, 125, 150, 200] as const;
export type TextSize = (typeof textSizes)[number];

/** A component's rule for calm mode, beside its own styles: `{ [calmSelector]: { … } }`. */
export const calmSelector = `html[${comfortAttributes.calm}] &`;
