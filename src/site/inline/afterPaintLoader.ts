// The prerendered pages' loader (scripts/prerender/pageHtml.ts inlines it, compiled by
// scripts/inlineScripts.ts): it runs before the app's code, so it imports nothing and each page's
// files come as its arguments.

/**
 * Starts the page's scripts once the page has painted: the prerendered HTML is the page, so the
 * first paint never waits for the app's code to download, compile and hydrate. A page whose
 * largest paint is a picture (marked `elementtiming`) waits for that picture's paint; a hidden
 * tab, which paints nothing, starts them at once. The paint is seen through its performance entry
 * ('paint', or 'element'); a browser without those entries starts two frames on; none waits more
 * than `paintWaitMs`. The content file is named by the page's data, so pages with the same code
 * share one loader.
 *
 * Positional arguments, so the minifier shortens every name: the home page's HTML is within
 * bytes of its budget (scripts/budgets.ts).
 */
export function startAfterFirstPaint(
  /** The app's entry script. */
  entry: string,
  /** The page's own code, fetched beside the entry. */
  preloads: readonly string[],
  /** The styles for below the fold, or null. */
  styles: string | null,
  /** The <style> that hides below the fold until those styles arrive. */
  awaitingStylesId: string,
  /** The longest to wait for a paint the browser does not report. */
  paintWaitMs: number,
): void {
  const content: unknown = JSON.parse(document.getElementById("prerendered")?.textContent || "{}").content;
  const link = (attributes: Partial<HTMLLinkElement>) =>
    document.head.append(Object.assign(document.createElement("link"), attributes));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const shown = () => document.getElementById(awaitingStylesId)?.remove();
    if (styles) link({ rel: "stylesheet", href: styles, onload: shown, onerror: shown });
    if (typeof content === "string") link({ rel: "preload", as: "fetch", href: content, crossOrigin: "" });
    void import(/* @vite-ignore */ entry);
    // The code's files, each in a task of its own: adding a <link> that fetches costs a phone
    // about 4 ms at 4x, and the home page's 28 at once were one task of 200 ms
    // (docs/performance.md). No crossorigin: a module's fetch is same-origin without it too.
    for (const href of preloads) setTimeout(link, 0, { rel: "modulepreload", href });
  };
  const reported = (type: string) => (PerformanceObserver.supportedEntryTypes || []).includes(type);
  const awaited = document.querySelector("img[elementtiming]") && reported("element") ? "element" : "paint";
  if (document.visibilityState === "hidden") start();
  else if (reported(awaited)) {
    new PerformanceObserver(start).observe({ type: awaited, buffered: true });
    setTimeout(start, paintWaitMs);
  } else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
}
