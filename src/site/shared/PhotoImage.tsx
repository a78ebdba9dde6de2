import type { ImgHTMLAttributes } from "react";
import { useContentLang } from "../i18n/LanguageContext";

/** A photo staff uploaded (with its small version) or a fixed illustration. */
type Photo = { src: string; srcSet?: string; alt: string; width?: number; height?: number };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt" | "lang"> & {
  photo: Photo;
  /** The width it is shown at, for the browser's pick between the files; when it has a small version. */
  sizes: string;
};

/** An <img> of a photo: its files, its alt text marked with the language it is written in. */
export function PhotoImage({ photo, sizes, ...rest }: Props) {
  const langOf = useContentLang();
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={photo.srcSet ? sizes : undefined}
      alt={photo.alt}
      lang={langOf(photo.alt)}
      width={photo.width}
      height={photo.height}
      {...rest}
    />
  );
}
