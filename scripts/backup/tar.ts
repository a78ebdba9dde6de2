import { once } from "node:events";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  writeSync,
} from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

// A tar.gz of a directory, and back: the archive format of `npm run db:backup`
// (docs/architecture.md#backups). Plain ustar, regular files and directories only, names of at
// most 100 ASCII characters: an archive's paths are ours (manifest.json, data.sql, auth/,
// objects/<sha256>), so nothing longer is needed, and any `tar -xzf` reads it.

const BLOCK = 512;
const SAFE_NAME = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/;

function checkName(name: string): string {
  if (name.length > 100 || !SAFE_NAME.test(name) || name.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Not a path an archive holds: ${JSON.stringify(name)}`);
  }
  return name;
}

function header(name: string, size: number, type: "0" | "5", mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const field = (value: string, offset: number, length: number) => block.write(value, offset, length, "ascii");
  const octal = (value: number, offset: number, length: number) =>
    field(value.toString(8).padStart(length - 1, "0") + "\0", offset, length);
  field(checkName(name), 0, 100);
  octal(type === "5" ? 0o755 : 0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime / 1000), 136, 12);
  field("        ", 148, 8); // the checksum counts its own field as spaces
  field(type, 156, 1);
  field("ustar\0", 257, 6);
  field("00", 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(sum.toString(8).padStart(6, "0") + "\0 ", 148, 8);
  return block;
}

/** Every file and folder under `dir`, parents before children, in name order. */
function walk(dir: string, prefix = ""): { name: string; path: string; directory: boolean }[] {
  const entries: { name: string; path: string; directory: boolean }[] = [];
  for (const name of readdirSync(join(dir, prefix)).sort()) {
    const path = join(dir, prefix, name);
    const archived = prefix ? `${prefix}/${name}` : name;
    if (statSync(path).isDirectory()) {
      entries.push({ name: `${archived}/`, path, directory: true }, ...walk(dir, archived));
    } else {
      entries.push({ name: archived, path, directory: false });
    }
  }
  return entries;
}

/** Writes the files of `dir` as a gzip-compressed tar at `archive`; answers its size in bytes. */
export async function packDirectory(dir: string, archive: string): Promise<number> {
  const gzip = createGzip();
  const out = createWriteStream(archive);
  const done = finished(gzip.pipe(out));
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, "drain");
  };
  for (const entry of walk(dir)) {
    const stat = statSync(entry.path);
    if (entry.directory) {
      await write(header(entry.name, 0, "5", stat.mtimeMs));
      continue;
    }
    await write(header(entry.name, stat.size, "0", stat.mtimeMs));
    let written = 0;
    for await (const chunk of createReadStream(entry.path)) {
      written += (chunk as Buffer).length;
      await write(chunk as Buffer);
    }
    if (written !== stat.size) throw new Error(`${entry.path} changed while it was archived`);
    if (written % BLOCK) await write(Buffer.alloc(BLOCK - (written % BLOCK)));
  }
  await write(Buffer.alloc(2 * BLOCK)); // the end-of-archive marker
  gzip.end();
  await done;
  return statSync(archive).size;
}

/**
 * Extracts a tar.gz written by packDirectory (or any plain ustar of regular files and folders with
 * safe names) into `dir`. Anything else (links, devices, paths leaving `dir`, a bad checksum, an
 * archive cut short) is refused.
 */
export async function unpackArchive(archive: string, dir: string): Promise<void> {
  const root = resolve(dir);
  mkdirSync(root, { recursive: true });
  let pending: Buffer = Buffer.alloc(0);
  let file: { fd: number; remaining: number; padding: number } | null = null;
  let skip = 0;
  let ended = false;
  const target = (name: string) => {
    const path = resolve(root, checkName(name));
    if (!`${path}${sep}`.startsWith(`${root}${sep}`) || relative(root, path) === "") {
      throw new Error(`Not a path an archive holds: ${name}`);
    }
    return path;
  };
  try {
    for await (const chunk of createReadStream(archive).pipe(createGunzip())) {
      if (ended) continue;
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      for (;;) {
        if (file) {
          const take = Math.min(file.remaining, pending.length);
          if (take) writeSync(file.fd, pending, 0, take);
          file.remaining -= take;
          pending = pending.subarray(take);
          if (file.remaining > 0) break;
          closeSync(file.fd);
          skip = file.padding;
          file = null;
        }
        if (skip) {
          const take = Math.min(skip, pending.length);
          skip -= take;
          pending = pending.subarray(take);
          if (skip) break;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const text = (offset: number, length: number) =>
          block.toString("ascii", offset, offset + length).replace(/\0.*$/s, "");
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
        if (parseInt(text(148, 8).trim(), 8) !== sum) throw new Error("The archive is damaged (a header's checksum)");
        const prefix = text(345, 155);
        const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
        const size = parseInt(text(124, 12).trim() || "0", 8);
        const type = text(156, 1) || "0";
        if (type === "5") {
          mkdirSync(target(name), { recursive: true });
        } else if (type === "0") {
          const path = target(name);
          mkdirSync(dirname(path), { recursive: true });
          file = { fd: openSync(path, "wx"), remaining: size, padding: (BLOCK - (size % BLOCK)) % BLOCK };
        } else {
          throw new Error(`The archive holds an entry of a kind a backup never has (type ${type}): ${name}`);
        }
      }
    }
  } finally {
    if (file) closeSync(file.fd);
  }
  if (!ended || file) throw new Error("The archive ends early: it was cut short");
}
