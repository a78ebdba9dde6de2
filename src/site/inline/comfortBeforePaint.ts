// Inlined into every page's <head> (scripts/inlineScripts.ts compiles it): runs before the first
// paint, so it imports nothing and its settings come as arguments.

/**
 * Puts the comfort settings kept on this device (src/site/comfort/comfortSettings.ts) on <html>
 * as the attributes the page's CSS is keyed on, before anything is drawn: the page paints once,
 * at the reader's size and spacing, calm if asked, and never flashes its defaults first.
 */
export function applyComfortBeforePaint(storageKey: string, attributes: readonly string[]): void {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) || "{}");
    for (const name of attributes) if (name in saved) document.documentElement.setAttribute(name, saved[name]);
  } catch {
    // Storage blocked, or not ours to read: the page at its defaults.
  }
}
