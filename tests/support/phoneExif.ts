import type { Sharp } from "sharp";

/**
 * What a phone's camera writes into a photo, and what the admin's preparation must drop or apply:
 * the camera's make and model, GPS coordinates (Prayagraj), and EXIF orientation 6 ("turn 90°
 * clockwise to show": stored sideways). Returns the encoded file.
 */
export function withPhoneMetadata(image: Sharp): Promise<Buffer> {
  return image
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Fixture 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 26/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "81/1 50/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
