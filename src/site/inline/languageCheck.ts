// Inlined into index.html's <head> (scripts/inlineScripts.ts compiles it): runs before the first
// paint, so it imports nothing and its settings come as arguments.

/**
 * A visit that starts at the English home page goes to the Hindi one if Hindi was chosen here
 * before; a browser that prefers Hindi and has chosen nothing is offered the Hindi site
 * (src/site/i18n/preference.ts). Never on other pages.
 */
export function checkLanguageBeforePaint(preferenceKey: string, offerAttribute: string): void {
  try {
    if (location.pathname === "/") {
      const chosen = localStorage.getItem(preferenceKey);
      const preferred = navigator.languages?.[0] || navigator.language || "";
      if (chosen === "hi") location.replace("/hi" + location.search + location.hash);
      else if (!chosen && /^hi\b/i.test(preferred)) document.documentElement.setAttribute(offerAttribute, "hi");
    }
  } catch {
    // Storage blocked (a private window's settings): the English page it asked for.
  }
}
