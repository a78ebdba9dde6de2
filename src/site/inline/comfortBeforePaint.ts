// Inlined into every page's <head> (scripts/inlineScripts.ts compiles it): runs before the first
// paint, so it imports nothing and its settings come as arguments. Every byte counts: it is in the
// home page's first round trip (scripts/budgets.ts).

/**
 * Puts the comfort settings kept on this device (src/site/comfort/comfortSettings.ts) on <html>
 * as the attribute the settings' stylesheet is keyed on, and links that stylesheet, before
 * anything is drawn: the page paints once, at the reader's size and spacing, calm if asked, and
 * never flashes its defaults first. A stylesheet a script adds does not hold back the first paint
 * by itself; `blocking=render` makes it (docs/decisions/106-comfort-settings-in-the-page-not-an-overlay-toolbar.md).
 * A reader at the usual settings (nothing kept) loads nothing.
 */
export function applyComfortBeforePaint(storageKey: string, attribute: string, sheet: string): void {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept) {
      document.documentElement.setAttribute(attribute, kept);
      // The sheet's address is the build's own (comfortSheetPath), never what was kept.
      document.head.insertAdjacentHTML("beforeend", `<link rel=stylesheet blocking=render href=${sheet}>`);
    }
  } catch {
    // Storage blocked: the page at its usual settings.
  }
}
