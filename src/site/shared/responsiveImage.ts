// An uploaded photo comes in two files (docs/architecture.md, "A photo, from a phone to a page"):
// the large one (at most 1600 px on its long side) and a small one (480 px). The browser picks
// by the width the image is shown at, so a phone on a slow network fetches the small one.

const SMALL_LONG_SIDE = 480;

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** `src` and, when there is a small version, a `srcSet` naming each file's width. */
export function responsiveSources(
  large: string,
  small: string | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): ImageSources {
  if (!small || !width || !height) return { src: large };
  const smallWidth = Math.round(width * Math.min(1, SMALL_LONG_SIDE / Math.max(width, height)));
  return { src: large, srcSet: `${small} ${smallWidth}w, ${large} ${width}w` };
}

/** The image columns doctors, advisories and news articles share. */
export interface ImageColumns {
  image_url: string | null;
  image_small_url: string | null;
  image_width: number | null;
  image_height: number | null;
}

/** A row's image for FallbackImage: none (the fallback shows) or its sources. */
export function rowImage(row: ImageColumns): { src: string | null; srcSet?: string } {
  return row.image_url
    ? responsiveSources(row.image_url, row.image_small_url, row.image_width, row.image_height)
    : { src: null };
}

/**
 * For the picture a phone shows on arrival (the page's largest paint): fetched at once and first.
 * React 18 knows no `fetchPriority` prop; the lowercase attribute reaches the <img> as written.
 * `elementtiming` lets the prerendered page start its scripts once this picture has painted
 * (`scriptsAfterFirstPaint` in scripts/prerender/pageHtml.ts).
 */
export const arrivalImage = { loading: "eager", fetchpriority: "high", elementtiming: "arrival" } as Record<
  string,
  string
>;
