import type { PhotoPlacement } from "../../lib/database.types";
import { selectFrom, type Selected } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

/** What the gallery and the slideshows read of a photo: the column list is the type's one source. */
const columns =
  "id, image_url, image_small_url, image_width, image_height, image_alt, image_alt_hi, caption, caption_hi, placement";
export type PublicPhoto = Selected<"photos", typeof columns>;

/** The active photos of every placement, in the order staff gave them (RLS hides the rest). */
export async function fetchActivePhotos(): Promise<PublicPhoto[]> {
  return rowsOrThrow(
    await selectFrom("photos", columns)
      .eq("is_active", true)
      .order("sort_order", { ascending: true })
      .order("created_at", { ascending: true }),
  );
}

export function photosOf(photos: readonly PublicPhoto[], placement: PhotoPlacement): PublicPhoto[] {
  return photos.filter((photo) => photo.placement === placement);
}
