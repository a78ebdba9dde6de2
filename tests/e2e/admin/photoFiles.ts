import sharp from "sharp";
import { withPhoneMetadata } from "../../support/phoneExif";

/**
 * A phone-like JPEG: smooth colour over the frame with fine grain, as a camera's sensor gives,
 * so it compresses like a photo (a flat colour would shrink to nothing), stored sideways
 * (EXIF orientation 6) with GPS and camera metadata.
 */
export async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const at = (y * width + x) * 3;
      raw[at] = (x * 200) / width + grain;
      raw[at + 1] = (y * 180) / height + grain;
      raw[at + 2] = 120 + ((x + y) % 97) + grain / 2;
    }
  }
  return withPhoneMetadata(sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }));
}
