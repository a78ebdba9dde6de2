import sharp from "sharp";
import { withPhoneMetadata } from "../../support/phoneExif";
import type { ImageCodec, OutputType } from "../../../src/admin/images/prepare";

/**
 * A real decoder and encoder for Node, standing in for the browser's createImageBitmap and
 * canvas: it turns the photo upright by its EXIF orientation, and what it encodes is pixels only.
 */
export function sharpCodec(options: { encodes: OutputType[] }): ImageCodec<Buffer> {
  return {
    async decode(file) {
      const input = Buffer.from(await file.arrayBuffer());
      const { data, info } = await sharp(input).rotate().png().toBuffer({ resolveWithObject: true });
      return { image: data, width: info.width, height: info.height };
    },
    async encode(image, width, height, type, quality) {
      if (!options.encodes.includes(type))
        return new Blob([new Uint8Array(await sharp(image).png().toBuffer())], { type: "image/png" });
      const resized = sharp(image).resize(width, height, { fit: "fill" });
      const bytes =
        type === "image/webp"
          ? await resized.webp({ quality: Math.round(quality * 100) }).toBuffer()
          : await resized.jpeg({ quality: Math.round(quality * 100) }).toBuffer();
      return new Blob([new Uint8Array(bytes)], { type });
    },
  };
}

/**
 * A phone photo as phones store them: landscape pixels (left half red, right half blue) with
 * EXIF orientation 6 ("turn 90° clockwise to show"), GPS coordinates and the camera's make.
 * Shown upright it is portrait, red on top.
 */
export async function phonePhoto(width: number, height: number): Promise<Blob> {
  const half = Math.round(width / 2);
  const red = await sharp({ create: { width: half, height, channels: 3, background: "#d00000" } })
    .png()
    .toBuffer();
  const bytes = await withPhoneMetadata(
    sharp({ create: { width, height, channels: 3, background: "#0000d0" } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg({ quality: 90 }),
  );
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}
