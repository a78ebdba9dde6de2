// The comfort settings (docs/product.md#comfort-settings): kept on this device, and applied as
// attributes on <html> that CSS is keyed on. The inline script in every prerendered page's head
// (src/site/inline/comfortBeforePaint.ts, given these names by scripts/inlineScripts.ts) copies
// them from localStorage before the first paint; the header's panel and /comfort write them here.
import { useSyncExternalStore } from "react";
import { comfortAttributes, comfortStorageKey, textSizes, type TextSize } from "./comfortNames";

export type ComfortSettings = { textSize: TextSize; spacing: boolean; calm: boolean };

export const defaultComfort: ComfortSettings = { textSize: 100, spacing: false, calm: false };

type Stored = Partial<Record<(typeof comfortAttributes)[keyof typeof comfortAttributes], string>>;

/** The settings as the attributes on <html> say (the browser's), or the defaults (the prerender's). */
function readAttributes(): ComfortSettings {
  if (typeof document === "undefined") return defaultComfort;
  const html = document.documentElement;
  const size = Number(html.getAttribute(comfortAttributes.textSize));
  return {
    textSize: textSizes.find((each) => each === size) ?? 100,
    spacing: html.hasAttribute(comfortAttributes.spacing),
    calm: html.hasAttribute(comfortAttributes.calm),
  };
}

/** What the settings store: only what differs from the defaults, as the attributes to set. */
export function storedForm(settings: ComfortSettings): Stored {
  const stored: Stored = {};
  if (settings.textSize !== 100) stored[comfortAttributes.textSize] = String(settings.textSize);
  if (settings.spacing) stored[comfortAttributes.spacing] = "";
  if (settings.calm) stored[comfortAttributes.calm] = "";
  return stored;
}

const listeners = new Set<() => void>();
let current: ComfortSettings | null = null;

function snapshot(): ComfortSettings {
  current ??= readAttributes();
  return current;
}

/** Applies the settings to this page at once and keeps them for the next page and visit. */
export function saveComfort(settings: ComfortSettings) {
  const stored = storedForm(settings);
  const html = document.documentElement;
  for (const name of Object.values(comfortAttributes)) {
    const value = stored[name];
    if (value === undefined) html.removeAttribute(name);
    else html.setAttribute(name, value);
  }
  current = settings;
  try {
    if (Object.keys(stored).length) localStorage.setItem(comfortStorageKey, JSON.stringify(stored));
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
