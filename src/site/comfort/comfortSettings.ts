// The comfort settings (docs/product.md#comfort-settings): kept on this device, and applied as an
// attribute on <html> that the settings' stylesheet (comfortSheet.ts) is keyed on. The inline
// script in every prerendered page's head (src/site/inline/comfortBeforePaint.ts, given these
// names by scripts/inlineScripts.ts) copies it from localStorage before the first paint; the
// header's panel and /comfort write it here.
import { useSyncExternalStore } from "react";
import { comfortAttribute, comfortSheetPath, comfortStorageKey, comfortWords, textSizes } from "./comfortNames";
import type { TextSize } from "./comfortNames";

// The components' calm rules take their selector from here, not from comfortNames.ts, so the two
// modules are one file of the build's: one address fewer in every page's list of preloads.
export { anyComfortSelector, calmSelector, textSizes, type TextSize } from "./comfortNames";

export type ComfortSettings = { textSize: TextSize; spacing: boolean; calm: boolean };

export const defaultComfort: ComfortSettings = { textSize: 100, spacing: false, calm: false };

/** The settings a value of `comfortAttribute` says; the usual ones for anything it does not. */
export function comfortOf(value: string | null): ComfortSettings {
  const words = new Set((value ?? "").split(" "));
  return {
    textSize: textSizes.find((size) => words.has(comfortWords.textSize(size))) ?? 100,
    spacing: words.has(comfortWords.spacing),
    calm: words.has(comfortWords.calm),
  };
}

/** The value of `comfortAttribute` for the settings: only what differs from the usual ones ("" for none). */
export function comfortValue(settings: ComfortSettings): string {
  return [
    settings.textSize !== 100 && comfortWords.textSize(settings.textSize),
    settings.spacing && comfortWords.spacing,
    settings.calm && comfortWords.calm,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The settings as <html> says (the browser's), or the defaults (the prerender's). */
function readAttribute(): ComfortSettings {
  if (typeof document === "undefined") return defaultComfort;
  const settings = comfortOf(document.documentElement.getAttribute(comfortAttribute));
  // The usual settings are the prerender's own object: React then finds nothing changed as the
  // page hydrates, and spares every reader of the settings a second render (docs/performance.md).
  return comfortValue(settings) === "" ? defaultComfort : settings;
}

const listeners = new Set<() => void>();
let current: ComfortSettings | null = null;

function snapshot(): ComfortSettings {
  current ??= readAttribute();
  return current;
}

/** Applies the settings to this page at once and keeps them for the next page and visit. */
export function saveComfort(settings: ComfortSettings) {
  const value = comfortValue(settings);
  const html = document.documentElement;
  if (value) html.setAttribute(comfortAttribute, value);
  else html.removeAttribute(comfortAttribute);
  current = settings;
  // The first setting chosen on a page that loaded at the usual ones brings the settings' stylesheet.
  if (value && !document.querySelector(`link[href="${comfortSheetPath}"]`)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = comfortSheetPath;
    document.head.append(link);
  }
  try {
    if (value) localStorage.setItem(comfortStorageKey, value);
    else localStorage.removeItem(comfortStorageKey);
  } catch {
    // Storage full or blocked (a private window): the settings then hold on this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The settings now. The prerender, and hydration, see the defaults (the markup is the same for
 * everyone); the browser's own settings follow at once after hydration.
 */
export function useComfort(): ComfortSettings {
  return useSyncExternalStore(subscribe, snapshot, () => defaultComfort);
}
