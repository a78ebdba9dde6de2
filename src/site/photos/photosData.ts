import type { Photo, PhotoPlacement } from "../../lib/database.types";
import { rest } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

export type PublicPhoto = Pick<
  Photo,
  "id" | "image_url" | "image_small_url" | "image_width" | "image_height" | "image_alt" | "caption" | "placement"
>;

/** The active photos of every placement, in the order staff gave them (RLS hides the rest). */
export async function fetchActivePhotos(): Promise<PublicPhoto[]> {
  return rowsOrThrow(
    await rest
      .from("photos")
      .select("id, image_url, image_small_url, image_width, image_height, image_alt, caption, placement")
      .eq("is_active", true)
      .order("sort_order", { ascending: true })
      .order("created_at", { ascending: true }),
  );
}

export function photosOf(photos: readonly PublicPhoto[], placement: PhotoPlacement): PublicPhoto[] {
  return photos.filter((photo) => photo.placement === placement);
}
