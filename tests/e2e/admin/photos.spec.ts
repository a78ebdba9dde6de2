import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, openForm, openScreen, signInAsStaff, toast, uniqueName } from "./adminHelpers";
import { fillDoctor } from "./resourceForms";
import { phoneJpeg } from "./photoFiles";

// The admin's image field in real Chromium against the local backend's Storage: the photo is
// prepared in the browser (upright, metadata gone, 1600 px and a small version) and both files
// land in the `media` bucket; deleting the photo removes them.

const MEDIA_PREFIX = "/storage/v1/object/public/media/";
const pathOf = (url: string) => decodeURIComponent(url.slice(url.indexOf(MEDIA_PREFIX) + MEDIA_PREFIX.length));

async function filesIn(folder: string): Promise<string[]> {
  const { data, error } = await (await serviceClient()).storage.from("media").list(folder, { limit: 1000 });
  expect(error).toBeNull();
  return (data ?? []).map((f) => `${folder}/${f.name}`);
}

test("staff add a gallery photo from a phone: prepared, uploaded, described, on /about/gallery; deleting it removes it and its files", async ({
  page,
  context,
  staffSession,
}) => {
  test.setTimeout(120_000);
  const alt = uniqueName("Children painting a rainbow mural");
  const dialog = await openForm(page, staffSession, "Photos", "Add Photo");

  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Photo is required")).toBeVisible();

  const original = await phoneJpeg(4000, 3000);
  const started = Date.now();
  await dialog.getByLabel("Photo: choose a file").setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: original,
  });
  await expect(dialog.getByRole("img", { name: /^Preview/ })).toBeVisible({ timeout: 60_000 });
  const preparedMs = Date.now() - started;
  await expect(dialog.getByRole("button", { name: "Replace photo" })).toBeVisible();

  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Description for screen readers (alt text) is required for every photo")).toBeVisible();
  await dialog.getByLabel("Description for screen readers (alt text)").fill(alt);
  await dialog.getByLabel("Caption").fill("Mural day");
  await dialog.getByLabel("Consent").check();
  await expectNoA11yViolations(page);
  const saving = Date.now();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Photo added successfully")).toBeVisible({ timeout: 30_000 });
  const uploadedMs = Date.now() - saving;

  const service = await serviceClient();
  const { data: row } = await service.from("photos").select("*").eq("image_alt", alt).single();
  expect(row).toMatchObject({ placement: "gallery", caption: "Mural day", image_width: 1200, image_height: 1600 });
  expect(row!.image_url).toMatch(/\/storage\/v1\/object\/public\/media\/photos\/[0-9a-f-]+\.webp$/);
  expect(row!.image_small_url).toMatch(/-small\.webp$/);
  const files = await filesIn("photos");
  expect(files).toEqual(expect.arrayContaining([pathOf(row!.image_url), pathOf(row!.image_small_url!)]));

  const large = await fetch(row!.image_url);
  expect(large.headers.get("content-type")).toBe("image/webp");
  const largeBytes = (await large.arrayBuffer()).byteLength;
  const smallBytes = (await (await fetch(row!.image_small_url!)).arrayBuffer()).byteLength;
  // The figure for the issue note: `npx playwright test tests/e2e/admin/photos.spec.ts`.
  console.log(
    `12-megapixel photo (${(original.length / 1e6).toFixed(2)} MB JPEG): prepared in ${preparedMs} ms, ` +
      `uploaded and saved in ${uploadedMs} ms; uploaded ${(largeBytes / 1e6).toFixed(2)} MB + ` +
      `${(smallBytes / 1e3).toFixed(0)} KB, ${(100 * (1 - (largeBytes + smallBytes) / original.length)).toFixed(1)}% fewer bytes`,
  );

  const site = await context.newPage();
  await site.goto("/about/gallery");
  const shown = site.getByRole("img", { name: alt });
  await expect(shown).toHaveAttribute("srcset", `${row!.image_small_url} 360w, ${row!.image_url} 1200w`);
  // A new photo lands first in its place (issue 36), and the gallery loads its first photo at once.
  await expect(shown).toHaveAttribute("loading", "eager");
  await expect(shown).toHaveAttribute("width", "1200");
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toHaveJSProperty("complete", true);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel("Search").fill(alt);
  const saved = card(page, "Mural day");
  await saved.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Confirm deletion" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Photo deleted successfully")).toBeVisible();
  await site.reload();
  await expect(site.getByRole("button", { name: /view larger$/ }).first()).toBeVisible();
  await expect(site.getByRole("img", { name: alt })).toHaveCount(0);
  const gone = [pathOf(row!.image_url), pathOf(row!.image_small_url!)];
  await expect.poll(async () => (await filesIn("photos")).filter((f) => gone.includes(f))).toEqual([]);
});

test("a file the browser cannot use gets its message, and the form keeps what was typed", async ({
  page,
  staffSession,
}) => {
  const dialog = await openForm(page, staffSession, "Photos", "Add Photo");
  await dialog.getByLabel("Caption").fill("Kept caption");
  const choose = dialog.getByLabel("Photo: choose a file");

  await choose.setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 not a photo"),
  });
  await expect(
    dialog.getByText("This file is not a photo the browser can read. Choose a JPEG, PNG or WebP photo."),
  ).toBeVisible();

  await choose.setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: Buffer.from("ftypheic fake") });
  await expect(dialog.getByText(/This is an iPhone HEIC photo, which browsers cannot read/)).toBeVisible();
  await expect(dialog.getByText(/choose 'Most Compatible' \(JPEG\)/)).toBeVisible();

  // Dropped, not chosen: a 41 MB file made in the page (Playwright's file transfer is slow at that size).
  const dropZone = dialog.getByText("No photo yet. Choose one, or drop it here.");
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(41 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }));
    return transfer;
  });
  await dropZone.dispatchEvent("drop", { dataTransfer });
  await expect(
    dialog.getByText("This file is 41.0 MB; a photo can be at most 40.0 MB. Choose a smaller one."),
  ).toBeVisible();

  await expect(dialog.getByLabel("Caption")).toHaveValue("Kept caption");
  await expectNoA11yViolations(page);
});

test("staff move a photo up and down among the gallery's photos", async ({ page, staffSession }) => {
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Photos");
  const service = await serviceClient();
  const order = async () =>
    (
      await service.from("photos").select("caption").eq("placement", "gallery").order("sort_order").order("created_at")
    ).data!.map((p) => p.caption);
  const before = await order();
  await card(page, before[1]!).getByRole("button", { name: "Move up" }).click();
  await expect(toast(page, "Photo moved up")).toBeVisible();
  await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);
  await card(page, before[1]!).getByRole("button", { name: "Move down" }).click();
  await expect(toast(page, "Photo moved down")).toBeVisible();
  await expect.poll(order).toEqual(before);
});

test("staff add a doctor with a photo, and it shows on /services/expertdoctor", async ({
  page,
  context,
  staffSession,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName("Dr. Photo");
  const dialog = await openForm(page, staffSession, "Doctors", "Add Doctor");
  await fillDoctor(dialog, name);
  await dialog.getByLabel("Photo: choose a file").setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg(1200, 900),
  });
  await expect(dialog.getByRole("img", { name: /^Preview/ })).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel("Image description (alt text)").fill(`${name} smiling in the therapy room`);
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Doctor added successfully")).toBeVisible({ timeout: 30_000 });

  const site = await context.newPage();
  await site.goto("/services/expertdoctor");
  const photo = site.getByRole("img", { name: `${name} smiling in the therapy room` });
  await expect(photo).toHaveAttribute(
    "srcset",
    /doctors\/[0-9a-f-]+-small\.webp 360w, .*doctors\/[0-9a-f-]+\.webp 900w/,
  );
  await expect(photo).toHaveAttribute("height", "1200");

  const service = await serviceClient();
  const { data: row } = await service.from("doctors").select("image_url, image_small_url").eq("name", name).single();
  await service.from("doctors").delete().eq("name", name);
  await service.storage.from("media").remove([pathOf(row!.image_url!), pathOf(row!.image_small_url!)]);
});
