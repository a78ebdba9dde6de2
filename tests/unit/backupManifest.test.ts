// @vitest-environment node
// An archive's manifest.json is input from anyone's disk (docs/architecture.md#backups): the
// restore refuses entries a backup never writes before it reads a file for them, and before it
// looks at the target.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { FORMAT, VERSION, type Manifest, type ManifestObject } from "../../scripts/backup/manifest";
import { restore } from "../../scripts/backup/restore";

const root = mkdtempSync(join(tmpdir(), "foundation-manifest-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Nothing listens here: a restore that got as far as the target would fail on connecting.
const nowhere = { dbUrl: "postgres://postgres:x@127.0.0.1:9/postgres", url: "http://127.0.0.1:9", serviceRoleKey: "x" };
const bytes = Buffer.from("photo");
const sha = createHash("sha256").update(bytes).digest("hex");
const photo: ManifestObject = {
  bucket: "media",
  name: "photos/a.jpg",
  size: bytes.length,
  sha256: sha,
  contentType: "image/jpeg",
  cacheControl: null,
  userMetadata: null,
};

/** A folder as the archive unpacks to, with the manifest's objects as given. */
function archiveWith(objects: ManifestObject[]): string {
  const dir = mkdtempSync(join(root, "archive-"));
  mkdirSync(join(dir, "objects"));
  writeFileSync(join(dir, "objects", sha), bytes);
  writeFileSync(join(dir, "data.sql"), "");
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: "2026-11-27T00:00:00.000Z",
    source: { url: "http://127.0.0.1:54321", database: "postgres", postgres: "17" },
    migrations: [],
    tables: [],
    sequences: [],
    auth: { users: 0, identities: null },
    buckets: [
      {
        id: "media",
        name: "media",
        public: true,
        fileSizeLimit: null,
        allowedMimeTypes: null,
        objects: objects.length,
        bytes: 0,
        sha256: "",
      },
    ],
    objects,
  };
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

it.each<[Partial<ManifestObject>, string]>([
  [{ sha256: "../../../../../etc/hostname" }, 'names its file "../../../../../etc/hostname", not a SHA-256'],
  [{ name: "../../outside.jpg" }, 'has a path that is absolute, holds "..", or leaves its bucket'],
  [{ name: "/etc/passwd" }, 'has a path that is absolute, holds "..", or leaves its bucket'],
  [{ size: -5 }, "has the size -5"],
  [{ bucket: "elsewhere" }, "is in a bucket the manifest does not list"],
])("refuses an object with %o", async (change, message) => {
  await expect(restore(nowhere, archiveWith([{ ...photo, ...change }]))).rejects.toThrow(
    `The archive's manifest.json is not one a backup writes: the object "${String(change.bucket ?? "media")}/`,
  );
  await expect(restore(nowhere, archiveWith([{ ...photo, ...change }]))).rejects.toThrow(message);
});

it("refuses an object listed twice", async () => {
  await expect(restore(nowhere, archiveWith([photo, photo]))).rejects.toThrow(
    'the object "media/photos/a.jpg" is listed twice',
  );
});

it("refuses a manifest that is not JSON", async () => {
  const dir = archiveWith([photo]);
  writeFileSync(join(dir, "manifest.json"), "{ not json");
  await expect(restore(nowhere, dir)).rejects.toThrow("The archive is damaged: its manifest.json is not JSON");
});
