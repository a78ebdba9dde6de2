import type { SupabaseClient } from "@supabase/supabase-js";
import { createContext, useContext } from "react";

export const MEDIA_BUCKET = "media";

/** Where the admin keeps uploaded photos: the `media` bucket, or a stand-in in unit tests. */
export interface MediaStore {
  /** Stores the file under `path` and answers its public URL; rejects with the server's reason. */
  upload(path: string, file: Blob): Promise<string>;
  /** Removes the files behind these URLs that are in the bucket; other URLs (site paths, elsewhere) are left. */
  remove(urls: ReadonlyArray<unknown>): Promise<void>;
}

/** The object path of a public URL of the bucket, or null for any other URL. */
export function objectPath(publicPrefix: string, url: unknown): string | null {
  if (typeof url !== "string" || !url.startsWith(publicPrefix)) return null;
  return decodeURIComponent(url.slice(publicPrefix.length));
}

export function supabaseMediaStore(client: SupabaseClient, url: string): MediaStore {
  const bucket = client.storage.from(MEDIA_BUCKET);
  const publicPrefix = `${url.replace(/\/$/, "")}/storage/v1/object/public/${MEDIA_BUCKET}/`;
  return {
    async upload(path, file) {
      // A new name for every upload: a year of browser caching is then safe.
      const { error } = await bucket.upload(path, file, { contentType: file.type, cacheControl: "31536000" });
      if (error) throw error;
      return bucket.getPublicUrl(path).data.publicUrl;
    },
    async remove(urls) {
      const paths = urls.map((u) => objectPath(publicPrefix, u)).filter((p): p is string => p !== null);
      if (paths.length === 0) return;
      const { error } = await bucket.remove(paths);
      if (error) throw error;
    },
  };
}

/** Screens rendered without a store (tests of forms with no photo) upload nothing and remove nothing. */
const noMediaStore: MediaStore = {
  upload: () => Promise.reject(new Error("no media store is set up")),
  remove: () => Promise.resolve(),
};

export const MediaStoreContext = createContext<MediaStore>(noMediaStore);

export function useMediaStore(): MediaStore {
  return useContext(MediaStoreContext);
}
