/**
 * Marks the element where a long page's first screen ends on a phone: it and everything after it
 * in the document are below the fold there. The build inlines only the styles of what comes before
 * it and sends the rest as a file fetched after the first paint (src/prerenderStyles.ts,
 * scripts/prerender/pageHtml.ts), so the home page's HTML fits in the first round trip
 * (docs/architecture.md#performance).
 *
 * On a wider screen part of it is on the first screen, so it stays hidden (the style
 * `#awaiting-later-styles`) until its styles are in, rather than drawn unstyled and then moved:
 * the page's loader shows it once the file has loaded or failed, and a browser without
 * JavaScript links the file at once.
 */
export const belowTheFold = { "data-below-the-fold": "" } as const;

export const belowTheFoldAttribute = Object.keys(belowTheFold)[0];

/** The id of the inline style that hides what lies below the fold until its styles are in. */
export const awaitingLaterStylesId = "awaiting-later-styles";
