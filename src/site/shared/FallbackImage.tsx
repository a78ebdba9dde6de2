import { useState, type ImgHTMLAttributes } from "react";

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
