// @vitest-environment node
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_INPUT_BYTES, prepareImage, type PreparedImage } from "../../../src/admin/images/prepare";
import { phonePhoto, sharpCodec } from "./sharpCodec";

// The preparation on real image files, decoded and encoded by a real codec (sharp) in place of
// the browser's canvas (jsdom has none): docs/decisions/034-photos-are-prepared-in-the-browser.md, "Photos are prepared in the browser".

const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());

async function pixel(blob: Blob, x: number, y: number) {
  const { data, info } = await sharp(await bytesOf(blob))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

describe("prepareImage on a 12-megapixel phone photo", () => {
  let photo: Blob;
  let prepared: PreparedImage;
  const progress: number[] = [];

  it("starts from a photo stored sideways with GPS and camera metadata", async () => {
    photo = await phonePhoto(4000, 3000);
    const before = await exifr.parse(await bytesOf(photo), { gps: true });
    expect(before).toMatchObject({ Make: "TestPhone", Orientation: "Rotate 90 CW" });
    expect(before.latitude).toBeCloseTo(25.43, 2);
    prepared = await prepareImage(photo, sharpCodec({ encodes: ["image/webp", "image/jpeg"] }), (f) =>
      progress.push(f),
    );
  }, 60_000);

  it("comes out upright: portrait, with the top of the picture on top", async () => {
    expect([prepared.width, prepared.height]).toEqual([1200, 1600]);
    const meta = await sharp(await bytesOf(prepared.large)).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1600]);
    const top = await pixel(prepared.large, 600, 100);
    const bottom = await pixel(prepared.large, 600, 1500);
    expect(top.r).toBeGreaterThan(150);
    expect(top.b).toBeLessThan(80);
    expect(bottom.b).toBeGreaterThan(150);
    expect(bottom.r).toBeLessThan(80);
  });

  it("drops GPS, orientation and every other metadata", async () => {
    for (const blob of [prepared.large, prepared.small]) {
      const bytes = await bytesOf(blob);
      // No EXIF block at all (which is where GPS lives), and not the camera's name anywhere.
      expect([bytes.includes("Exif"), bytes.includes("TestPhone")]).toEqual([false, false]);
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it("makes a large version of at most 1600 px and a small one of at most 480 px, both WebP", async () => {
    const large = await sharp(await bytesOf(prepared.large)).metadata();
    const small = await sharp(await bytesOf(prepared.small)).metadata();
    expect(Math.max(large.width!, large.height!)).toBe(1600);
    expect([small.width, small.height]).toEqual([360, 480]);
    expect([large.format, small.format, prepared.type]).toEqual(["webp", "webp", "image/webp"]);
    expect(prepared.large.size).toBeLessThan(photo.size);
    expect(progress.at(-1)).toBeGreaterThan(progress[0]);
  });
});

describe("prepareImage, other cases", () => {
  it("encodes JPEG where the browser cannot encode WebP", async () => {
    const prepared = await prepareImage(await phonePhoto(800, 600), sharpCodec({ encodes: ["image/jpeg"] }));
    expect(prepared.type).toBe("image/jpeg");
    const bytes = await bytesOf(prepared.large);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    expect(await exifr.parse(bytes, true)).toBeUndefined();
  });

  it("never enlarges a small photo", async () => {
    const prepared = await prepareImage(await phonePhoto(400, 300), sharpCodec({ encodes: ["image/webp"] }));
    expect([prepared.width, prepared.height]).toEqual([300, 400]);
  });

  it("says how to share an iPhone HEIC photo as JPEG", async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 104, 101, 105, 99])], "IMG_0001.HEIC", {
      type: "image/heic",
    });
    await expect(prepareImage(heic, sharpCodec({ encodes: ["image/webp"] }))).rejects.toMatchObject({
      problem: "heic",
      message: expect.stringContaining("Most Compatible"),
    });
  });

  it("refuses a file that is not an image, and one too big to be a photo", async () => {
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    await expect(prepareImage(text, sharpCodec({ encodes: ["image/webp"] }))).rejects.toMatchObject({
      problem: "unreadable",
      message: "This file is not a photo the browser can read. Choose a JPEG, PNG or WebP photo.",
    });
    const huge = new File([new Uint8Array(MAX_INPUT_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    await expect(prepareImage(huge, sharpCodec({ encodes: ["image/webp"] }))).rejects.toMatchObject({
      problem: "tooBig",
      message: expect.stringContaining("at most 40.0 MB"),
    });
  });
});
