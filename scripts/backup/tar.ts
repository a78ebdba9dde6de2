import { once } from "node:events";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  fchmodSync,
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

/**
 * Writes the files of `dir` as a gzip-compressed tar at `archive`; answers its size in bytes. The
 * archive holds password hashes and personal data: only its owner may read it (0600).
 */
export async function packDirectory(dir: string, archive: string): Promise<number> {
  const gzip = createGzip();
  const out = createWriteStream(archive, { mode: 0o600 });
  // The mode of open(2) is narrowed by the umask, never widened; chmod says it whatever the umask.
  out.on("open", (fd: number) => fchmodSync(fd, 0o600));
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
 * How far an archive may expand (docs/architecture.md#backups). A backup of a free project is at
 * most about 1.5 GB (500 MB of rows, 1 GB of files of at most 50 MB each); its rows compress about
 * ten times and its photos not at all. An archive that expands far beyond what it weighs is no
 * backup: it is refused while it is read, not after it has filled the disk.
 */
export interface UnpackLimits {
  /** The most one file may hold. */
  entryBytes: number;
  /** The most all of it may hold. */
  totalBytes: number;
  /** Expanded bytes per compressed byte read, past the first `ratioFreeBytes`. */
  ratio: number;
  ratioFreeBytes: number;
}

export const UNPACK_LIMITS: UnpackLimits = {
  entryBytes: 2 * 1024 ** 3,
  totalBytes: 8 * 1024 ** 3,
  ratio: 100,
  ratioFreeBytes: 16 * 1024 ** 2,
};

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * Extracts a tar.gz written by packDirectory (or any plain ustar of regular files and folders with
 * safe names) into `dir`, its files readable by their owner only. Anything else (links, devices,
 * paths leaving `dir`, an entry twice, a size that is not one, a bad checksum, an archive cut
 * short, one that expands past `limits`) is refused with what is wrong.
 */
export async function unpackArchive(archive: string, dir: string, limits: Partial<UnpackLimits> = {}): Promise<void> {
  const limit = { ...UNPACK_LIMITS, ...limits };
  const root = resolve(dir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  let pending: Buffer = Buffer.alloc(0);
  let file: { fd: number; remaining: number; padding: number } | null = null;
  let skip = 0;
  let ended = false;
  let read = 0;
  let expanded = 0;
  let declared = 0;
  const names = new Set<string>();
  const target = (name: string) => {
    const path = resolve(root, checkName(name));
    if (!`${path}${sep}`.startsWith(`${root}${sep}`) || relative(root, path) === "") {
      throw new Error(`Not a path an archive holds: ${name}`);
    }
    const key = name.replace(/\/$/, "");
    if (names.has(key)) throw new Error(`The archive is damaged: it holds ${key} twice`);
    names.add(key);
    return path;
  };
  const checkExpansion = () => {
    // The files' own sizes are checked at their headers; this counts headers and padding too.
    if (expanded > limit.totalBytes + limit.ratioFreeBytes)
      throw new Error(`The archive expands to more than ${mb(limit.totalBytes)}: no backup is that large`);
    if (expanded > limit.ratioFreeBytes && expanded > read * limit.ratio)
      throw new Error(
        `The archive expands more than ${limit.ratio} times (${mb(read)} to over ${mb(expanded)}): it is no backup`,
      );
  };
  const input = createReadStream(archive);
  input.on("data", (chunk) => void (read += chunk.length));
  try {
    for await (const chunk of input.pipe(createGunzip())) {
      expanded += (chunk as Buffer).length;
      checkExpansion();
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
        const sizeField = text(124, 12).trim() || "0";
        if (!/^[0-7]{1,11}$/.test(sizeField))
          throw new Error(`The archive is damaged: ${JSON.stringify(name)} has the size ${JSON.stringify(sizeField)}`);
        const size = parseInt(sizeField, 8);
        if (size > limit.entryBytes)
          throw new Error(
            `The archive's ${name} holds ${mb(size)}, more than ${mb(limit.entryBytes)}: no backup file is that large`,
          );
        declared += size;
        if (declared > limit.totalBytes)
          throw new Error(`The archive's files hold more than ${mb(limit.totalBytes)}: no backup is that large`);
        const type = text(156, 1) || "0";
        if (type === "5") {
          mkdirSync(target(name), { recursive: true, mode: 0o700 });
        } else if (type === "0") {
          const path = target(name);
          mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
          file = { fd: openSync(path, "wx", 0o600), remaining: size, padding: (BLOCK - (size % BLOCK)) % BLOCK };
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
