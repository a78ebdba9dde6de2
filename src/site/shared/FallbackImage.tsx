import { useState, type ImgHTMLAttributes } from "react";
import { arrivalImage, rowImage, type ImageColumns } from "./responsiveImage";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string | null | undefined;
  fallback: string;
};

/** An <img> that shows `fallback` when `src` is missing or fails to load. */
export function FallbackImage({ src, srcSet, fallback, alt, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallback;
  return (
    <img
      {...rest}
      alt={alt}
      src={shown}
      // The small version fails with the large one (same upload): the fallback then stands alone.
      srcSet={shown === fallback ? undefined : srcSet}
      onError={() => {
        if (shown !== fallback) setFailedSrc(shown);
      }}
    />
  );
}

type RowImageProps = Omit<Props, "src" | "srcSet"> & {
  /** The row whose uploaded picture this is: its large and small files, or none. */
  row: ImageColumns;
  /** The picture a phone shows on arrival (the page's largest paint): fetched at once and first. */
  first?: boolean;
};

/**
 * A row's picture (a doctor's, an event's, an article's): its files by the width shown, `fallback`
 * when it has none; fetched when it nears the screen unless `first`. Without `alt`, decorative.
 */
export function RowImage({ row, first = false, alt = "", ...rest }: RowImageProps) {
  return <FallbackImage {...rowImage(row)} alt={alt} loading="lazy" {...rest} {...(first ? arrivalImage : {})} />;
}
