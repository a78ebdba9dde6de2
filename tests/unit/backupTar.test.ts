// @vitest-environment node
// The backup archive's tar.gz (scripts/backup/tar.ts, docs/architecture.md#backups): what goes in
// comes out byte for byte, and the reader refuses what a backup never holds.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { packDirectory, unpackArchive } from "../../scripts/backup/tar";

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
