// @vitest-environment node
// The backup archive's tar.gz (scripts/backup/tar.ts, docs/architecture.md#backups): what goes in
// comes out byte for byte, and the reader refuses what a backup never holds.
import { randomBytes } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { createGzip, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { packDirectory, unpackArchive, UNPACK_LIMITS } from "../../scripts/backup/tar";

const root = mkdtempSync(join(tmpdir(), "foundation-tar-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, Buffer> = {
  "manifest.json": Buffer.from('{"format":"foundation-backup"}\n'),
  "data.sql": Buffer.from('COPY public."notices" ("id") FROM stdin;\n\\.\n'),
  "auth/users.json": Buffer.from("[]\n"),
  "objects/empty": Buffer.alloc(0),
  "objects/one-block": randomBytes(512),
  "objects/large": randomBytes(300_000),
};

async function packed(): Promise<string> {
  const dir = join(root, `in-${Math.random().toString(36).slice(2)}`);
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  const archive = `${dir}.tar.gz`;
  await packDirectory(dir, archive);
  return archive;
}

/** The archive with its first entry's header changed (and its checksum made right again). */
function withFirstHeader(archive: string, change: (header: Buffer) => void): string {
  const tar = gunzipSync(readFileSync(archive));
  const header = tar.subarray(0, 512);
  change(header);
  header.write("        ", 148, 8, "ascii");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, "0") + "\0 ", 148, 8, "ascii");
  const changed = `${archive}.changed.tar.gz`;
  writeFileSync(changed, gzipSync(tar));
  return changed;
}

describe("backup archive", () => {
  it("unpacks to the same files, byte for byte", async () => {
    const out = join(root, "out");
    await unpackArchive(await packed(), out);
    for (const [name, bytes] of Object.entries(files))
      expect(readFileSync(join(out, name)).equals(bytes), name).toBe(true);
  });

  it("refuses an archive cut short", async () => {
    const tar = gunzipSync(readFileSync(await packed()));
    const cut = join(root, "cut.tar.gz");
    writeFileSync(cut, gzipSync(tar.subarray(0, 200_000)));
    await expect(unpackArchive(cut, join(root, "cut"))).rejects.toThrow("The archive ends early");
  });

  it("refuses a path that leaves the folder, and a link", async () => {
    const archive = await packed();
    const escape = withFirstHeader(archive, (h) => h.write("../evil\0", 0, 100, "ascii"));
    await expect(unpackArchive(escape, join(root, "escape", "inner"))).rejects.toThrow("Not a path an archive holds");
    expect(existsSync(join(root, "escape", "evil"))).toBe(false);
    const link = withFirstHeader(archive, (h) => h.write("2", 156, 1, "ascii"));
    await expect(unpackArchive(link, join(root, "link"))).rejects.toThrow("an entry of a kind a backup never has");
  });

  it("refuses a damaged header", async () => {
    const tar = gunzipSync(readFileSync(await packed()));
    tar[10] ^= 1; // inside the first name: the header's checksum no longer matches
    const damaged = join(root, "damaged.tar.gz");
    writeFileSync(damaged, gzipSync(tar));
    await expect(unpackArchive(damaged, join(root, "damaged"))).rejects.toThrow("a header's checksum");
  });
});

/** A ustar header for `name`, its size field written as given (a backup writes octal digits). */
function rawHeader(name: string, size: string, type = "0"): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 100, "ascii");
  block.write("0000644\0", 100, 8, "ascii");
  block.write(size.padEnd(11, "\0") + "\0", 124, 12, "ascii");
  block.write(type, 156, 1, "ascii");
  block.write("ustar\0", 257, 6, "ascii");
  block.write("00", 263, 2, "ascii");
  block.write("        ", 148, 8, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, "0") + "\0 ", 148, 8, "ascii");
  return block;
}

const octal = (n: number) => n.toString(8).padStart(11, "0");

describe("an archive from elsewhere", () => {
  it("is written for its owner only: 0600", async () => {
    expect(statSync(await packed()).mode & 0o777).toBe(0o600);
  });

  it("that expands far beyond its weight is refused while it is read, not after", async () => {
    // 200 MB of zeros in one entry: about 200 KB of gzip.
    const size = 200 * 1024 * 1024;
    const bomb = join(root, "bomb.tar.gz");
    const gzip = createGzip({ level: 9 });
    const done = finished(gzip.pipe(createWriteStream(bomb)));
    gzip.write(rawHeader("data.sql", octal(size)));
    const zeros = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 200; i++) if (!gzip.write(zeros)) await new Promise((r) => gzip.once("drain", r));
    gzip.end(Buffer.alloc(1024));
    await done;
    expect(statSync(bomb).size).toBeLessThan(250_000);
    const out = join(root, "bomb");
    await expect(unpackArchive(bomb, out)).rejects.toThrow(/The archive expands more than 100 times/);
    // Refused at about 100 times what was read, a small part of the 200 MB.
    expect(statSync(join(out, "data.sql")).size).toBeLessThan(40 * 1024 * 1024);
  });

  it("with an entry larger than any backup file, or in all, is refused at its header", async () => {
    const huge = join(root, "huge.tar.gz");
    writeFileSync(
      huge,
      gzipSync(Buffer.concat([rawHeader("data.sql", octal(UNPACK_LIMITS.entryBytes + 1)), Buffer.alloc(1024)])),
    );
    await expect(unpackArchive(huge, join(root, "huge"))).rejects.toThrow(
      /data\.sql holds 2048\.0 MB, more than 2048\.0 MB/,
    );
    const many = join(root, "many.tar.gz");
    const header = (n: number) => rawHeader(`objects/${n}`, octal(600));
    writeFileSync(many, gzipSync(Buffer.concat([header(1), Buffer.alloc(1024), header(2), Buffer.alloc(1024)])));
    await expect(unpackArchive(many, join(root, "many"), { totalBytes: 1000 })).rejects.toThrow(/files hold more than/);
  });

  it("with a negative size, or an entry twice, is refused with what is wrong", async () => {
    const negative = join(root, "negative.tar.gz");
    writeFileSync(negative, gzipSync(Buffer.concat([rawHeader("data.sql", "-1"), Buffer.alloc(1024)])));
    await expect(unpackArchive(negative, join(root, "negative"))).rejects.toThrow(
      'The archive is damaged: "data.sql" has the size "-1"',
    );
    const twice = join(root, "twice.tar.gz");
    const entry = Buffer.concat([rawHeader("data.sql", octal(3)), Buffer.from("abc"), Buffer.alloc(509)]);
    writeFileSync(twice, gzipSync(Buffer.concat([entry, entry, Buffer.alloc(1024)])));
    await expect(unpackArchive(twice, join(root, "twice"))).rejects.toThrow(
      "The archive is damaged: it holds data.sql twice",
    );
  });
});
