import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaStore } from "../../../src/admin/images/mediaStore";
import { objectPath } from "../../../src/admin/images/mediaStore";
import {
  filesOf,
  PendingImages,
  replacedFiles,
  uploadPending,
  UploadError,
} from "../../../src/admin/images/pendingImages";
import type { PreparedImage } from "../../../src/admin/images/prepare";
import { doctorsResource } from "../../../src/admin/resources/doctors";

const PREFIX = "http://api.test/storage/v1/object/public/media/";

/** A bucket in memory: uploads answer public URLs; `failOn` refuses one path's upload. */
function memoryStore(failOn?: RegExp) {
  const files = new Map<string, Blob>();
  const store: MediaStore = {
    upload: async (path, file) => {
      if (failOn?.test(path)) throw new Error("The object exceeded the maximum allowed size");
      files.set(path, file);
      return PREFIX + path;
    },
    remove: async (urls) => {
      for (const url of urls) {
        const path = objectPath(PREFIX, url);
        if (path) files.delete(path);
      }
    },
  };
  return { store, files };
}

const prepared: PreparedImage = {
  large: new Blob(["large"], { type: "image/webp" }),
  small: new Blob(["small"], { type: "image/webp" }),
  width: 1600,
  height: 1067,
  type: "image/webp",
};

let blobs = 0;
beforeEach(() => {
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => `blob:test/${++blobs}`, revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("uploading a form's pending photo", () => {
  it("uploads both versions to the field's folder and puts their URLs and size in the values", async () => {
    const { store, files } = memoryStore();
    const pending = new PendingImages();
    const local = pending.add(prepared);
    const values = { name: "Dr Rao", image_url: local.large, image_small_url: local.small, image_alt: "Dr Rao" };
    const { values: sent, uploaded } = await uploadPending(doctorsResource, values, pending, store, () => {});
    expect([...files.keys()]).toEqual([
      expect.stringMatching(/^doctors\/[0-9a-f-]{36}\.webp$/),
      expect.stringMatching(/^doctors\/[0-9a-f-]{36}-small\.webp$/),
    ]);
    expect(sent).toMatchObject({ name: "Dr Rao", image_width: 1600, image_height: 1067, image_alt: "Dr Rao" });
    expect(uploaded).toEqual([sent.image_url, sent.image_small_url]);
    expect(String(sent.image_url).startsWith(PREFIX)).toBe(true);
  });

  it("leaves an existing URL alone: nothing to upload", async () => {
    const { store, files } = memoryStore();
    const values = { image_url: "https://example.org/old.jpg", image_alt: "Old" };
    const result = await uploadPending(doctorsResource, values, new PendingImages(), store, () => {});
    expect(result).toEqual({ values, uploaded: [] });
    expect(files.size).toBe(0);
  });

  it("a refused upload names the field, says the rest is kept, and leaves no file behind", async () => {
    const { store, files } = memoryStore(/-small\./);
    const pending = new PendingImages();
    const values = { image_url: pending.add(prepared).large };
    const failure = await uploadPending(doctorsResource, values, pending, store, () => {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ field: "image_url" });
    expect((failure as Error).message).toContain("maximum allowed size");
    expect((failure as Error).message).toContain("Everything you typed is kept");
    expect(files.size).toBe(0);
  });
});

describe("which files a row leaves behind", () => {
  const before = { id: "d", image_url: `${PREFIX}doctors/a.webp`, image_small_url: `${PREFIX}doctors/a-small.webp` };
  it("replacing or removing a photo frees its old files; keeping it frees none", () => {
    expect(replacedFiles(doctorsResource, before, { image_url: `${PREFIX}doctors/b.webp` })).toEqual([
      before.image_url,
      before.image_small_url,
    ]);
    expect(replacedFiles(doctorsResource, before, { image_url: null })).toHaveLength(2);
    expect(replacedFiles(doctorsResource, before, { image_url: before.image_url })).toEqual([]);
  });
  it("deleting a row frees both versions; only the bucket's own URLs map to objects", () => {
    expect(filesOf(doctorsResource, before)).toEqual([before.image_url, before.image_small_url]);
    expect(objectPath(PREFIX, "https://example.org/x.jpg")).toBeNull();
    expect(objectPath(PREFIX, "/images/gallery/a.svg")).toBeNull();
    expect(objectPath(PREFIX, `${PREFIX}photos/a%20b.webp`)).toBe("photos/a b.webp");
  });
});
