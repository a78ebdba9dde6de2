import type { PhotoPlacement } from "../../lib/database.types";
import { usePublishedData } from "../publishedData";
import { photosOf } from "../photos/photosData";
import { responsiveSources } from "../shared/responsiveImage";
import type { SlideImage } from "./homeTexts";

/** A home slideshow's active photos in staff's order; its illustrations until they load, or if there are none. */
export function usePhotoSlides(placement: PhotoPlacement, fallback: readonly SlideImage[]): readonly SlideImage[] {
  const photos = usePublishedData("photos");
  const slides = photos.status === "ready" ? photosOf(photos.data, placement) : [];
  if (slides.length === 0) return fallback;
  return slides.map((photo) => ({
    ...responsiveSources(photo.image_url, photo.image_small_url, photo.image_width, photo.image_height),
    alt: photo.image_alt,
    width: photo.image_width,
    height: photo.image_height,
  }));
}
