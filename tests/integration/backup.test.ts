import { createHash, randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup, type BackupResult } from "../../scripts/backup/backup";
import { startEmptyLocalBackend } from "../../scripts/backup/localTarget";
import { storageApi, type Project } from "../../scripts/backup/project";
import { restore, RestoreRefused } from "../../scripts/backup/restore";
import { unpackArchive } from "../../scripts/backup/tar";
import { startBackend, type Backend } from "../../supabase/local/backend";
import { openDatabase, type Database } from "../../supabase/local/database";
import { client, serviceClient, signedIn, staffClient } from "./backend";

// The restore drill (docs/architecture.md#backups): a project with content, photos, messages,
// receipt requests and a second member of staff is backed up; a second, new backend (migrations,
// no seed) gets the archive; every table's rows, every sequence, the accounts and every object's
// bytes must come back as they were. A second restore into the now filled project is refused.
//
// Both backends' alert dispatchers poll once an hour here: a dispatcher marks queued alerts sent
// (the restored project's would send the alerts that were still waiting at backup time, as it
// should), and the comparison must not race it.

const HOUR = 3_600_000;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `foundation-${name}-`));
  chmodSync(dir, 0o755); // Postgres may run as another user (`postgres`, when we are root)
  dirs.push(dir);
  return dir;
};

let sourceDb: Database;
let source: Backend;
let sourceProject: Project;
let target: Awaited<ReturnType<typeof startEmptyLocalBackend>>;
let result: BackupResult;
const EDITOR = { email: "editor@example.org", password: "editor-password" };

beforeAll(async () => {
  // A seeded throw-away database whose connection string the test knows (a backup needs it).
  sourceDb = await openDatabase({ dataDir: null, log: () => {} });
  source = await startBackend({
    dataDir: null,
    databaseUrl: sourceDb.url,
    apiPort: 0,
    quiet: true,
    auth: { refreshTokenReuseSeconds: 0 },
    alerts: { pollMs: HOUR },
  });
  // The backup reads as postgres, with a hosted project's rights (pg_read_all_data), not a superuser's.
  sourceProject = { dbUrl: sourceDb.migrationUrl, url: source.url, serviceRoleKey: source.serviceRoleKey };
}, 60_000);

afterAll(async () => {
  await target?.stop();
  await source?.stop();
  await sourceDb?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const webp = (text: string) => new Blob([`RIFF....WEBPVP8 ${text} ${"x".repeat(2000)}`], { type: "image/webp" });

/** Content as staff and visitors make it: photos with their uploads, messages and requests through the RPCs. */
async function seedSource() {
  const staff = await staffClient(source);
  const media = staff.storage.from("media");
  const id = randomUUID();
  for (const [path, body, cacheControl] of [
    [`gallery/${id}.webp`, webp("large"), "31536000"],
    [`gallery/${id}-small.webp`, webp("small"), "31536000"],
    [
      "awards/2026/deeper/prize.png",
      new Blob([new Uint8Array([137, 80, 78, 71, 0, 1, 2, 255])], { type: "image/png" }),
      undefined,
    ],
    ["top-level.jpg", new Blob(["\xff\xd8\xff a jpeg"], { type: "image/jpeg" }), "60"],
  ] as const) {
    const { error } = await media.upload(path, body, cacheControl ? { cacheControl } : {});
    expect(error).toBeNull();
  }
  const url = (path: string) => media.getPublicUrl(path).data.publicUrl;
  const photo = await staff.from("photos").insert({
    image_url: url(`gallery/${id}.webp`),
    image_small_url: url(`gallery/${id}-small.webp`),
    image_width: 1600,
    image_height: 1200,
    image_alt: "Children painting at the centre",
    caption: "Art morning",
    placement: "gallery",
    consent_confirmed: true,
  });
  expect(photo.error).toBeNull();
  const notice = await staff.from("notices").update({ priority: 8 }).eq("title", "Speech therapy waitlist cleared");
  expect(notice.error).toBeNull();
  expect((await staff.from("alert_recipients").insert({ email: "office@example.org" })).error).toBeNull();

  const created = await serviceClient(source).auth.admin.createUser({ ...EDITOR, email_confirm: true });
  expect(created.error).toBeNull();
  expect((await staff.rpc("grant_staff_access", { email: EDITOR.email })).error).toBeNull();

  const visitor = client(source);
  for (const [name, subject] of [
    ["Meera Verma", "services"],
    ["Ravi Kumar", "volunteer"],
  ] as const) {
    const sent = await visitor.rpc("submit_contact_message", {
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.org`,
      phone: "",
      subject,
      message: `Hello from ${name}: a line with a tab\tand a newline\nand a backslash \\ too.`,
    });
    expect(sent.data).toMatchObject({ success: true });
  }
  const receipt = await visitor.rpc("submit_receipt_request", {
    donor_name: "Asha Gupta",
    pan: "ABCPG1234K",
    address: "12 Civil Lines, Prayagraj 211001",
    email: "asha@example.org",
    phone: "",
    amount: "2500",
    gift_date: "2026-04-02",
    mode: "upi",
    transaction_reference: "UPI-123456",
  });
  expect(receipt.data).toMatchObject({ success: true });
}

/** Every public table's rows as JSON in key order, read as the superuser; admin_users as staff e-mails. */
async function snapshot(dbUrl: string) {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {}, connection: { TimeZone: "UTC" } });
  try {
    const tables = await sql<{ name: string; key: string }[]>`
      select c.relname::text as name,
        coalesce((select string_agg(quote_ident(a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum))
          from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary), 't::text') as key
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`;
    const rows: Record<string, unknown> = {};
    for (const { name, key } of tables) {
      const [row] = await sql.unsafe<{ rows: unknown }[]>(
        name === "admin_users"
          ? `select coalesce(json_agg(u.email order by u.email), '[]') as rows from public.admin_users a join auth.users u on u.id = a.user_id`
          : `select coalesce(json_agg(t order by ${key}), '[]') as rows from public.${name} t`,
      );
      rows[name] = row.rows;
    }
    const [sequence] = await sql`select last_value::text, is_called from public.staff_notifications_id_seq`;
    const users =
      await sql`select id, email, encrypted_password, email_confirmed_at, created_at from auth.users order by email`;
    return { rows, sequence, users };
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** Every object of every bucket: name, type, cache control and the checksum of its bytes. */
async function objects(project: Project) {
  const storage = storageApi(project);
  const found = [];
  for (const bucket of await storage.buckets()) {
    for (const entry of await storage.objects(bucket.id)) {
      const { bytes, contentType, cacheControl } = await storage.download(bucket.id, entry.name);
      found.push({
        bucket: bucket.id,
        name: entry.name,
        size: bytes.length,
        sha256: sha(bytes),
        contentType,
        cacheControl,
      });
    }
  }
  return found;
}

describe("backup and restore drill", () => {
  it("writes one dated archive with counts and checksums", async () => {
    await seedSource();
    const outDir = join(tempDir("backups"), "made-by-backup");
    result = await backup(sourceProject, { outDir });
    expect(result.archive).toMatch(/foundation-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(existsSync(result.archive)).toBe(true);
    // Password hashes and personal data: the archive and the folder it made are its owner's only.
    expect(statSync(result.archive).mode & 0o777).toBe(0o600);
    expect(statSync(outDir).mode & 0o777).toBe(0o700);
    const rows = Object.fromEntries(result.manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows).toMatchObject({ contact_messages: 2, receipt_requests: 1, admin_users: 2, alert_recipients: 1 });
    // Each message and request queued one alert for the one configured recipient.
    expect(rows.staff_notifications).toBe(3);
    expect(result.manifest.auth.users).toBe(2);
    expect(result.manifest.buckets).toEqual([
      expect.objectContaining({ id: "media", objects: 4, public: true, allowedMimeTypes: expect.any(Array) }),
      expect.objectContaining({ id: "recordings", objects: 0, public: false, allowedMimeTypes: expect.any(Array) }),
    ]);
    expect(result.manifest.objects.find((o) => o.name === "top-level.jpg")).toMatchObject({
      contentType: "image/jpeg",
      cacheControl: "max-age=60",
    });
  });

  it("restores into a new backend: every row, sequence, account and object as it was", async () => {
    const before = await snapshot(sourceDb.url);
    const sourceObjects = await objects(sourceProject);
    target = await startEmptyLocalBackend({
      dataDir: join(tempDir("restore-db"), "data"),
      storageDir: join(tempDir("restore-storage"), "files"),
      durable: false,
      backend: { alerts: { pollMs: HOUR }, auth: { refreshTokenReuseSeconds: 0 } },
    });
    const lines: string[] = [];
    const restored = await restore(target.project, result.archive, { log: (line) => lines.push(line) });
    expect(restored.objects).toBe(4);
    // The new backend made its own admin@example.org; the archive's is kept as the target has it.
    expect(restored.users).toEqual({ restored: 1, kept: [source.adminEmail] });

    const after = await snapshot(target.project.dbUrl);
    // Links to the old project's Storage now lead to the new one; nothing else differs.
    const moved = JSON.parse(
      JSON.stringify(before.rows).replaceAll(`${source.url}/storage/v1/`, `${target.backend.url}/storage/v1/`),
    ) as typeof before.rows;
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
    for (const table of Object.keys(before.rows)) expect(after.rows[table], table).toEqual(moved[table]);
    expect(lines.some((line) => line.includes("link(s) to"))).toBe(true);
    expect(after.sequence).toEqual(before.sequence);
    const editor = (users: typeof before.users) => users.find((u) => u.email === EDITOR.email);
    expect(editor(after.users)).toEqual(editor(before.users));

    expect(await objects(target.project)).toEqual(sourceObjects);

    // The restored member of staff signs in with their own password and reads the messages.
    const restoredStaff = await signedIn(target.backend, EDITOR.email, EDITOR.password);
    const messages = await restoredStaff.from("contact_messages").select("name").order("name");
    expect(messages.data).toEqual([{ name: "Meera Verma" }, { name: "Ravi Kumar" }]);
    // The photo's file is served by the new project at the address its row now holds.
    const photo = await client(target.backend).from("photos").select("image_url").like("image_url", "http%").single();
    const served = await fetch(photo.data!.image_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("max-age=31536000");
  });

  it("refuses a second restore into the now filled project, and changes nothing", async () => {
    const before = await snapshot(target.project.dbUrl);
    const error = await restore(target.project, result.archive).catch((e: Error) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/not empty \(public\.advisories, .*public\.photos.*bucket media\)/);
    expect(await snapshot(target.project.dbUrl)).toEqual(before);
    expect(await objects(target.project)).toHaveLength(4);
  });

  it("refuses a damaged archive before it looks at the target", async () => {
    const dir = join(tempDir("damaged"), "archive");
    await unpackArchive(result.archive, dir);
    const object = result.manifest.objects[0];
    writeFileSync(join(dir, "objects", object.sha256), "not the photo");
    await expect(restore(target.project, dir)).rejects.toThrow(
      `The archive is damaged: ${object.bucket}/${object.name}`,
    );
  });
});
