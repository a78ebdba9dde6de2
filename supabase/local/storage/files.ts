import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { errors } from "./errors";

/**
 * Object bytes on disk, one file per object at `<root>/<bucket>/<name>`; the metadata lives in
 * storage.objects. A new version is written beside the old one and renamed over it, so a reader
 * never sees half a file.
 */
export function createFileStore(root: string) {
  mkdirSync(root, { recursive: true });
  const base = resolve(root);

  function pathOf(bucket: string, name: string): string {
    const path = resolve(base, bucket, name);
    const inside = relative(base, path);
    if (!inside || inside.startsWith("..") || !inside.includes(sep)) throw errors.invalidKey(`${bucket}/${name}`);
    return path;
  }

  /**
   * The path for a new object, its folders made. Objects are files here, so a name cannot pass
   * through an object (`a.jpg/b.jpg` while `a.jpg` exists) nor land on a folder (`a` while `a/b.jpg`
   * exists); S3 behind hosted Storage has no folders and takes both. Refused as a bad key (400)
   * before anything is written, rather than failing in the file system (a 500).
   */
  function placeFor(bucket: string, name: string): string {
    const target = pathOf(bucket, name);
    const segments = name.split("/");
    for (let depth = 1; depth < segments.length; depth++) {
      const folder = segments.slice(0, depth).join("/");
      if (statSync(join(base, bucket, folder), { throwIfNoEntry: false })?.isFile()) {
        throw errors.invalidKey(name, `${folder} is an object, so it cannot also be a folder here`);
      }
    }
    if (statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
      throw errors.invalidKey(name, "it is a folder of other objects, so it cannot also be an object here");
    }
    mkdirSync(dirname(target), { recursive: true });
    return target;
  }

  return {
    pathOf,
    /** Writes the bytes to a temporary file; `commit` moves them into place. */
    stage(bytes: Uint8Array) {
      const temp = join(base, `.upload-${randomUUID()}`);
      writeFileSync(temp, bytes);
      return {
        commit(bucket: string, name: string) {
          renameSync(temp, placeFor(bucket, name));
        },
        discard: () => rmSync(temp, { force: true }),
      };
    },
    move(from: { bucket: string; name: string }, to: { bucket: string; name: string }) {
      renameSync(pathOf(from.bucket, from.name), placeFor(to.bucket, to.name));
    },
    /** The source's bytes to a temporary file, committed like an upload's. */
    stageCopy(bucket: string, name: string) {
      const source = pathOf(bucket, name);
      // A row whose file is gone (made by SQL, say) is missing, as S3's NoSuchKey.
      if (!statSync(source, { throwIfNoEntry: false })?.isFile()) throw errors.objectNotFound();
      const temp = join(base, `.upload-${randomUUID()}`);
      copyFileSync(source, temp);
      return {
        commit(toBucket: string, toName: string) {
          renameSync(temp, placeFor(toBucket, toName));
        },
        discard: () => rmSync(temp, { force: true }),
      };
    },
    remove(bucket: string, name: string) {
      rmSync(pathOf(bucket, name), { force: true });
    },
    /** A deleted bucket's folder (empty of objects by then: only folders may be left). */
    removeBucket(bucket: string) {
      const path = resolve(base, bucket);
      if (dirname(path) !== base) throw errors.invalidKey(bucket);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

// Supabase Storage's own rule (its src/storage/limits.ts): the characters S3 handles safely.
const KEY_CHARACTERS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
/** S3's limit on a whole key, in bytes. */
const MAX_KEY_BYTES = 1024;
/** The file system's limit on one file or folder name (NAME_MAX), in bytes: a limit of this stand-in only. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Object names as Storage accepts them: Storage's characters (no control characters, no line
 * breaks, ASCII only), at most 1024 bytes; no empty segments, no `.`/`..`; and, as the files live
 * in folders here, no segment over 255 bytes. Anything else is a 400 `InvalidKey`.
 */
export function checkObjectName(name: string): string {
  const segments = name.split("/");
  if (!KEY_CHARACTERS.test(name) || Buffer.byteLength(name) > MAX_KEY_BYTES) throw errors.invalidKey(name);
  if (segments.some((s) => s === "" || s === "." || s === "..")) throw errors.invalidKey(name);
  if (segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES)) {
    throw errors.invalidKey(name, `a folder or file name is longer than ${MAX_SEGMENT_BYTES} bytes`);
  }
  return name;
}
