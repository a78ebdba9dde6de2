import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, openScreen, searchCard, signInAsStaff, toast, uniqueName } from "./adminHelpers";
import { addDraftArticle, removeArticles } from "./resourceForms";

/**
 * The screen's own History button, not a card's: while the list reloads after a delete, the
 * cards of other rows (each with its History) may show for a moment.
 */
const screenHistory = (page: Page) =>
  page.getByRole("button", { name: "History" }).and(page.locator(':not([data-testid="records"] *)'));

// Drafts, schedules and History with undo (issue 25, docs/product.md#drafts-schedules-and-history).

test("staff delete a doctor and restore it from History, with its id", async ({ page, staffSession }) => {
  test.setTimeout(90_000);
  const service = await serviceClient();
  const name = uniqueName("Dr. Undo");
  const made = await service
    .from("doctors")
    .insert({ name, specialty: "Speech therapy", experience: "5 years", qualifications: "MASLP", description: "Kind." })
    .select("id")
    .single();
  expect(made.error).toBeNull();
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Doctors");
  await expect((await searchCard(page, name)).getByText("Live", { exact: true })).toBeVisible();
  await card(page, name).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Doctor deleted successfully")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  await screenHistory(page).click();
  const history = page.getByRole("dialog", { name: "History: Doctors" });
  const deletion = history.getByRole("listitem").filter({ hasText: `${name}: Deleted by` });
  await expect(deletion).toBeVisible();
  await expect(deletion.getByRole("rowheader", { name: "Specialty" })).toBeVisible();
  await expectNoA11yViolations(page);
  await deletion.getByRole("button", { name: "Restore this record" }).click();
  await expect(toast(page, "Restored. The change is in the history too.")).toBeVisible();
  await expect(history.getByRole("listitem").filter({ hasText: `${name}: Restored by` })).toBeVisible();
  await history.getByRole("button", { name: "Close" }).click();
  await expect(card(page, name)).toBeVisible();
  const back = await service.from("doctors").select("id").eq("name", name).single();
  expect(back.data?.id).toBe(made.data!.id);
  await service.from("doctors").delete().eq("id", made.data!.id);
});

// Issue 35, item 6 (docs/decisions/088-deleting-a-testimonial-is-a-withdrawal-its-history-loses-its-text.md).
test("a deleted testimonial is withdrawn: History shows none of its text and offers no restore", async ({
  page,
  staffSession,
}) => {
  test.setTimeout(90_000);
  const service = await serviceClient();
  const name = uniqueName("Parent Withdrawn");
  const made = await service
    .from("testimonials")
    .insert({ name, position: "Parent", company: "State Bank", review: "Our daughter now reads." })
    .select("id")
    .single();
  expect(made.error).toBeNull();
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Testimonials");
  await searchCard(page, name);
  await card(page, name).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(card(page, name)).toHaveCount(0);

  await screenHistory(page).click();
  const history = page.getByRole("dialog", { name: "History: Testimonials" });
  const withdrawal = history
    .getByRole("listitem")
    .filter({ hasText: "A withdrawn testimonial: Withdrawn: deleted by" });
  await expect(withdrawal.first()).toBeVisible();
  await expect(withdrawal.first()).toContainText(
    "The testimonial was withdrawn: its text was erased from the history when it was deleted, and it cannot be restored.",
  );
  await expect(withdrawal.first().getByRole("button")).toHaveCount(0);
  await expect(history).not.toContainText(name);
  await expect(history).not.toContainText("Our daughter now reads.");
  await expectNoA11yViolations(page);
});

test.afterEach(() => removeArticles("Draft story"));

test("a draft article stays off /notice; scheduled, it appears once its time has come", async ({
  page,
  context,
  staffSession,
}) => {
  test.setTimeout(120_000);
  const service = await serviceClient();
  const title = await addDraftArticle(page, staffSession, "Draft story");
  await expect(card(page, title).getByText("Draft", { exact: true })).toBeVisible();

  const site = await context.newPage();
  await site.goto("/notice");
  await expect(site.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(site.getByText(title)).toHaveCount(0);

  // Scheduled ahead, from the form. The field keeps whole minutes, so two minutes on from now is at
  // least one minute ahead once cut (one minute on was at times a second ahead: "Live" by the time
  // the card showed, under CI's load).
  await card(page, title).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Article" });
  await edit.getByLabel("Publishing").selectOption("published");
  // The form takes times in India (Asia/Kolkata, UTC+5:30), whatever the browser's zone.
  const ahead = new Date(Date.now() + 120_000 + 330 * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await edit
    .getByLabel("Publish at")
    .fill(
      `${ahead.getUTCFullYear()}-${pad(ahead.getUTCMonth() + 1)}-${pad(ahead.getUTCDate())}T${pad(ahead.getUTCHours())}:${pad(ahead.getUTCMinutes())}`,
    );
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Article updated successfully")).toBeVisible();
  await expect(card(page, title).getByText(/^Scheduled for /)).toBeVisible();
  await site.reload();
  await expect(site.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(site.getByText(title)).toHaveCount(0);

  // The minute passes (moved with the service role rather than waited for), and a refresh shows it.
  const moved = await service
    .from("news_articles")
    .update({ publish_at: new Date(Date.now() - 1000).toISOString() })
    .eq("title", title);
  expect(moved.error).toBeNull();
  await site.reload();
  await expect(site.getByText(title).first()).toBeVisible({ timeout: 30_000 });
  await service.from("news_articles").delete().eq("title", title);
});

test("an event's card opens its History, as every tracked type's does", async ({ page, staffSession }) => {
  test.setTimeout(90_000);
  const service = await serviceClient();
  const title = uniqueName("Event with a history");
  const inAWeek = Date.now() + 7 * 24 * 3_600_000;
  const made = await service
    .from("events")
    .insert({
      title,
      starts_at: new Date(inAWeek).toISOString(),
      ends_at: new Date(inAWeek + 2 * 3_600_000).toISOString(),
      place_name: "Centre hall",
    })
    .select("id")
    .single();
  expect(made.error).toBeNull();
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Events");
  await (await searchCard(page, title)).getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History of this record" });
  const creation = history.getByRole("listitem").filter({ hasText: "Created by the system" });
  await expect(creation.getByRole("button", { name: "Undo: remove this record" })).toBeVisible();
  await service.from("events").delete().eq("id", made.data!.id);
});
