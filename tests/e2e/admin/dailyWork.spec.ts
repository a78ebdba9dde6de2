import { expect, serviceClient, test } from "../fixtures";
import { aNotice } from "../../support/rows";
import {
  createAccount,
  openForm,
  openScreen,
  searchCard,
  signIn,
  signInAsStaff,
  toast,
  uniqueName,
} from "./adminHelpers";
import { phoneJpeg } from "./photoFiles";

// Issue 36, "what a non-technical staff member trips over": what staff see on the admin's screens.

test("an editor's dashboard shows no figure of personal data and no link to a page they cannot open", async ({
  page,
}) => {
  const editor = await createAccount({ staff: true });
  const service = serviceClient();
  expect((await service.from("admin_users").update({ role: "editor" }).eq("user_id", editor.id)).error).toBeNull();
  // An open request the editor's row level security hides: the card would have said "0 open".
  const request = await service.from("assessment_requests").insert({
    child_name: "Dashboard child",
    age_years: 5,
    age_in_months: 60,
    concerns: ["speech"],
    parent_name: "Dashboard parent",
    phone: "9876543210",
    call_language: "en",
    call_time: "any",
    consent_at: new Date().toISOString(),
  });
  expect(request.error).toBeNull();

  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "News Articles", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Assessment requests" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Donations" })).toHaveCount(0);
  await expect(page.getByTestId("open-assessments")).toHaveCount(0);
  await expect(page.locator('main a[href="/admin/assessments"], main a[href="/admin/donations"]')).toHaveCount(0);
});

test("a toast covers no action, lets clicks through and closes while hovered", async ({ page, staffSession }) => {
  const notice = aNotice();
  expect((await serviceClient().from("notices").insert(notice)).error).toBeNull();
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Notices");
  const found = await searchCard(page, notice.title);
  await found.getByRole("button", { name: "Deactivate" }).click();
  const shown = toast(page, "Notice deactivated successfully");
  await expect(shown).toBeVisible();

  const add = page.getByRole("button", { name: "Add Notice" });
  const [toastBox, addBox] = [await shown.boundingBox(), await add.boundingBox()];
  if (!toastBox || !addBox) throw new Error("the toast or the button has no box");
  const overlaps =
    toastBox.x < addBox.x + addBox.width &&
    addBox.x < toastBox.x + toastBox.width &&
    toastBox.y < addBox.y + addBox.height &&
    addBox.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);

  // The pointer over it (Playwright's hover() refuses an element that takes no pointer events): a
  // click there reaches the page beneath, and the toast still closes by itself (Refine's: after 5 s).
  await page.mouse.move(toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2);
  expect(
    await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest(".mantine-Notification-root")), [
      toastBox.x + toastBox.width / 2,
      toastBox.y + toastBox.height / 2,
    ] as const),
  ).toBe(false);
  await expect(shown).toBeHidden({ timeout: 8_000 });
});

test("a new photo lands first with its thumbnail and one state; the consent error says what to do", async ({
  page,
  staffSession,
}) => {
  test.setTimeout(120_000);
  const alt = uniqueName("Sports day relay");
  const dialog = await openForm(page, staffSession, "Photos", "Add Photo");
  await dialog.getByLabel("Photo: choose a file").setInputFiles({
    name: "relay.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg(800, 600),
  });
  await expect(dialog.getByRole("img", { name: /^Preview/ })).toBeVisible({ timeout: 60_000 });
  await dialog.getByLabel("Description for screen readers (alt text)").fill(alt);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText(/^Tick Consent to save/)).toBeVisible();
  await dialog.getByLabel("Consent").check();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Photo added successfully")).toBeVisible({ timeout: 30_000 });

  // First of its place (the gallery) on the list, with no search: where the person who added it looks.
  const first = page.getByRole("article").filter({ hasText: "Gallery · position" }).first();
  await expect(first.getByRole("heading")).toHaveText(alt);
  await expect(first.getByTestId("thumbnail")).toBeVisible();
  await expect(first.getByText("Live", { exact: true })).toBeVisible();
  await expect(first.getByText(/^(Published|Active|PUBLISHED|ACTIVE)$/)).toHaveCount(0);
  // The gallery's pages count their photos (a11y-pages.spec, photos.spec): this one goes again.
  await first.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Confirm deletion" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Photo deleted successfully")).toBeVisible();
});

test("a draft needs no 'Publish at'; the Role select shows its whole word", async ({ page, staffSession }) => {
  const title = uniqueName("Draft without a time");
  const dialog = await openForm(page, staffSession, "Notices", "Add Notice");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("Soon.");
  await dialog.getByLabel("Publishing").selectOption("draft");
  await dialog.getByLabel("Publish at").fill("");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Notice created successfully")).toBeVisible();
  await expect((await searchCard(page, title)).getByText("Draft", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/settings");
  const role = page.getByRole("combobox", { name: /^Role of / }).first();
  await expect(role).toBeVisible();
  // The chosen option's text, in the select's own font, fits inside it beside the chevron.
  const fits = await role.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const probe = document.createElement("span");
    probe.style.font = style.font;
    probe.style.whiteSpace = "nowrap";
    probe.textContent = select.selectedOptions[0]?.text ?? "";
    document.body.append(probe);
    const needed = probe.getBoundingClientRect().width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    probe.remove();
    return select.clientWidth >= needed;
  });
  expect(fits).toBe(true);
});

test("an event's card tells an editor how many places are booked and how many people wait", async ({ page }) => {
  const editor = await createAccount({ staff: true });
  const service = serviceClient();
  expect((await service.from("admin_users").update({ role: "editor" }).eq("user_id", editor.id)).error).toBeNull();
  const title = uniqueName("Places workshop");
  const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const made = await service
    .from("events")
    .insert({
      title,
      starts_at: soon(48),
      ends_at: soon(50),
      place_name: "Centre hall",
      registration_mode: "form",
      capacity: 3,
    })
    .select("id")
    .single();
  expect(made.error).toBeNull();
  const registered = await service.from("event_registrations").insert([
    { event_id: made.data!.id, name: "Parent one", phone: "9876500001", people: 2, status: "confirmed" },
    { event_id: made.data!.id, name: "Parent two", phone: "9876500002", people: 1, status: "confirmed" },
    {
      event_id: made.data!.id,
      name: "Parent three",
      phone: "9876500003",
      people: 2,
      status: "waiting",
      waiting_place: 1,
    },
  ]);
  expect(registered.error).toBeNull();

  await signIn(page, editor.email, editor.password);
  await openScreen(page, "Events");
  await expect(await searchCard(page, title)).toContainText("3 of 3 places booked, 2 waiting");
});
