// The build's side of a page's CSS: emotion's styles for the markup, split at the fold.
import type { EmotionCache } from "@emotion/react";
import { createStylesServer } from "@mantine/ssr";
import { belowTheFoldAttribute } from "./site/shared/belowTheFold";

export type PageStyles = {
  /** <style> tags for the <head>: what the page's first screen uses (all of it without a fold). */
  inline: string;
  /** CSS for what only the part below the fold uses ("" without a fold), sent after the paint. */
  later: string;
};

/**
 * Emotion's styles for a page rendered with `cache`. Call it before the first render: emotion keeps
 * the CSS of what it inserts (to hand it out here) only once its server exists.
 *
 * On a page with a `belowTheFold` mark, the styles of the classes used only from the mark on are
 * left out of the inline tags and returned as `later`. Those classes are not listed as inserted
 * either, so if the later file never arrives the app still inserts them as it hydrates.
 */
export function createPageStyles(cache: EmotionCache): (html: string) => PageStyles {
  const server = createStylesServer(cache);
  const cssOf = (ids: string[]) => ids.map((id) => cache.inserted[id]).join("");
  return (html) => {
    const chunks = server.extractCriticalToChunks(html).styles;
    const mark = html.indexOf(` ${belowTheFoldAttribute}=`);
    if (mark < 0) return { inline: server.constructStyleTagsFromChunks({ html, styles: chunks }), later: "" };
    const firstScreen = html.slice(0, html.indexOf(">", mark));
    const used = new Set([...firstScreen.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, "g"))].map((m) => m[1]));
    // Global styles (resets, fonts) are chunks of their own, and stay inline.
    const isClasses = (chunk: { key: string }) => chunk.key === cache.key;
    const ids = chunks.find(isClasses)?.ids ?? [];
    const above = ids.filter((id) => used.has(id));
    const later = ids.filter((id) => !used.has(id));
    const inline = chunks.map((chunk) => (isClasses(chunk) ? { ...chunk, ids: above, css: cssOf(above) } : chunk));
    return { inline: server.constructStyleTagsFromChunks({ html, styles: inline }), later: cssOf(later) };
  };
}
