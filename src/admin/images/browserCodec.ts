import type { ImageCodec } from "./prepare";

/**
 * The browser's own decoder: createImageBitmap turns the photo upright by its EXIF orientation,
 * and a canvas holds pixels only, so what it encodes carries no EXIF, GPS or other metadata.
 */
export const browserCodec: ImageCodec<ImageBitmap> = {
  decode: async (file) => {
    const image = await createImageBitmap(file, { imageOrientation: "from-image" });
    return { image, width: image.width, height: image.height };
  },
  encode: (image, width, height, type, quality) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return Promise.resolve(null);
    context.imageSmoothingQuality = "high";
    context.drawImage(image, 0, 0, width, height);
    return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
  },
  release: (image) => image.close(),
};
