/**
 * Photo preparation before upload (docs/decisions/034-photos-are-prepared-in-the-browser.md, "Photos are prepared in the browser"):
 * upright by EXIF orientation, every byte of metadata dropped (a child's photo must never publish
 * where it was taken), at most 1600 px on the long side, plus a small version for cards and
 * thumbnails; WebP where the browser encodes it, else JPEG. Pure over an ImageCodec, so the
 * same steps run in the browser (canvas) and in tests (a real decoder in Node).
 */

export const LARGE_LONG_SIDE = 1600;
export const SMALL_LONG_SIDE = 480;
/** What the browser is asked to read at all: a phone photo is 2-12 MB; more is not a photo. */
export const MAX_INPUT_BYTES = 40 * 1024 * 1024;
const QUALITY = { "image/webp": 0.82, "image/jpeg": 0.85 } as const;

export type OutputType = keyof typeof QUALITY;

export interface ImageCodec<Image> {
  /** Decodes the file, turned upright by its EXIF orientation; rejects when it cannot read it. */
  decode(file: Blob): Promise<{ image: Image; width: number; height: number }>;
  /** Encodes the image scaled to width x height with pixels only, no metadata; null if the type is not supported. */
  encode(image: Image, width: number, height: number, type: OutputType, quality: number): Promise<Blob | null>;
  release?(image: Image): void;
}

export interface PreparedImage {
  large: Blob;
  small: Blob;
  width: number;
  height: number;
  type: OutputType;
}

export type PreparationProblem = "tooBig" | "heic" | "unreadable";

export class ImagePreparationError extends Error {
  constructor(
    readonly problem: PreparationProblem,
    message: string,
  ) {
    super(message);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const preparationMessages = {
  tooBig: (bytes: number) =>
    `This file is ${megabytes(bytes)}; a photo can be at most ${megabytes(MAX_INPUT_BYTES)}. Choose a smaller one.`,
  heic:
    "This is an iPhone HEIC photo, which browsers cannot read. On the iPhone, open the photo, tap Share, " +
    "then Options, and choose 'Most Compatible' (JPEG) — or send it to yourself by e-mail, which converts it to JPEG — and choose it again.",
  unreadable: "This file is not a photo the browser can read. Choose a JPEG, PNG or WebP photo.",
};

const isHeic = (file: Blob & { name?: string }) =>
  /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name ?? "");

/** The size that fits within `longSide` on its longer side, never enlarged. */
export function fitWithin(width: number, height: number, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function prepareImage<Image>(
  file: Blob & { name?: string },
  codec: ImageCodec<Image>,
  onProgress: (fraction: number) => void = () => {},
): Promise<PreparedImage> {
  if (file.size > MAX_INPUT_BYTES) throw new ImagePreparationError("tooBig", preparationMessages.tooBig(file.size));
  onProgress(0.05);
  let decoded: Awaited<ReturnType<ImageCodec<Image>["decode"]>>;
  try {
    decoded = await codec.decode(file);
  } catch {
    if (isHeic(file)) throw new ImagePreparationError("heic", preparationMessages.heic);
    throw new ImagePreparationError("unreadable", preparationMessages.unreadable);
  }
  try {
    onProgress(0.3);
    const large = fitWithin(decoded.width, decoded.height, LARGE_LONG_SIDE);
    const small = fitWithin(decoded.width, decoded.height, SMALL_LONG_SIDE);
    let type: OutputType = "image/webp";
    let largeBlob = await encodeAs(codec, decoded.image, large, type);
    if (!largeBlob) {
      type = "image/jpeg";
      largeBlob = await encodeAs(codec, decoded.image, large, type);
    }
    if (!largeBlob) throw new ImagePreparationError("unreadable", preparationMessages.unreadable);
    onProgress(0.7);
    const smallBlob = await encodeAs(codec, decoded.image, small, type);
    if (!smallBlob) throw new ImagePreparationError("unreadable", preparationMessages.unreadable);
    onProgress(0.8);
    return { large: largeBlob, small: smallBlob, width: large.width, height: large.height, type };
  } finally {
    codec.release?.(decoded.image);
  }
}

/** A canvas asked for a type it cannot encode answers PNG: that counts as "not supported". */
async function encodeAs<Image>(
  codec: ImageCodec<Image>,
  image: Image,
  size: { width: number; height: number },
  type: OutputType,
) {
  const blob = await codec.encode(image, size.width, size.height, type, QUALITY[type]);
  return blob && blob.type === type ? blob : null;
}
