import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
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

  return {
    pathOf,
    /** Writes the bytes to a temporary file; `commit` moves them into place. */
    stage(bytes: Uint8Array) {
      const temp = join(base, `.upload-${randomUUID()}`);
      writeFileSync(temp, bytes);
      return {
        commit(bucket: string, name: string) {
          const target = pathOf(bucket, name);
          mkdirSync(dirname(target), { recursive: true });
          renameSync(temp, target);
        },
        discard: () => rmSync(temp, { force: true }),
      };
    },
    move(from: { bucket: string; name: string }, to: { bucket: string; name: string }) {
      const target = pathOf(to.bucket, to.name);
      mkdirSync(dirname(target), { recursive: true });
      renameSync(pathOf(from.bucket, from.name), target);
    },
    remove(bucket: string, name: string) {
      rmSync(pathOf(bucket, name), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

/** Object names as Storage accepts them: no empty segments, no `.`/`..`, no control characters. */
export function checkObjectName(name: string): string {
  const segments = name.split("/");
  // eslint-disable-next-line no-control-regex
  const bad = /[\u0000-\u001f\u007f]/;
  if (!name || name.length > 1024 || bad.test(name) || segments.some((s) => s === "" || s === "." || s === "..")) {
    throw errors.invalidKey(name);
  }
  return name;
}
