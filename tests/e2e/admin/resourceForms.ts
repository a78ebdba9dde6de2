import type { Locator, Page } from "@playwright/test";
import { expect, expectNoA11yViolations, serviceClient, type StaffSession } from "../fixtures";
import { openForm, toast, uniqueName } from "./adminHelpers";

// How a test fills each resource's Add form with valid values: the one place that knows the forms'
// fields (src/admin/resources/*), used by every spec that adds a row through the admin.

/** A field of a form: its label, and the value typed in it (or the option chosen, for a select). */
type Field = readonly [label: string | RegExp, value: string, control?: "select"];

async function fill(dialog: Locator, fields: readonly Field[]) {
  for (const [label, value, control] of fields) {
    const field = dialog.getByLabel(label);
    if (control === "select") await field.selectOption(value);
    else await field.fill(value);
  }
}

export const fillArticle = (dialog: Locator, title: string, content = "The whole story.") =>
  fill(dialog, [
    ["Title", title],
    ["Source", "E2E Gazette"],
    ["Date", "2026-11-20"],
    ["Excerpt", "A short excerpt."],
    ["Content", content],
  ]);

export const fillNotice = (dialog: Locator, title: string) =>
  fill(dialog, [
    ["Title", title],
    ["Content", "Parents' meeting on Saturday."],
    ["Type", "warning", "select"],
    ["Priority", "7"],
  ]);

export const fillDoctor = (dialog: Locator, name: string) =>
  fill(dialog, [
    ["Name", name],
    ["Specialty", "Speech Therapy"],
    ["Experience", "7+ years"],
    ["Qualifications", "BASLP, MASLP"],
    [/^Description/, "Helps children find their words."],
  ]);

export const fillTestimonial = (dialog: Locator, name: string) =>
  fill(dialog, [
    ["Name", name],
    ["Position", "Parent"],
    ["Company", "Prayagraj"],
    ["Review", "Our son now greets his teachers."],
  ]);

export const fillAdvisory = (dialog: Locator, name: string) =>
  fill(dialog, [
    ["Name", name],
    ["Position", "Family Counselor"],
    ["Content", "Listens first."],
  ]);

/**
 * A draft article added through the admin's form (its filled form passes axe), then searched for so
 * its card is on screen. Its title is unique and starts with `prefix`.
 */
export async function addDraftArticle(
  page: Page,
  session: StaffSession | undefined,
  prefix: string,
  content?: string,
): Promise<string> {
  const title = uniqueName(prefix);
  const dialog = await openForm(page, session, "News Articles", "Add Article");
  await fillArticle(dialog, title, content);
  await dialog.getByLabel("Publishing").selectOption("draft");
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Article created successfully")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(title);
  return title;
}

/**
 * Removes the articles whose titles start with `prefix`, whatever the test came to: other specs read
 * the newest article from the database and expect it on the prerendered pages.
 */
export async function removeArticles(prefix: string) {
  await (await serviceClient()).from("news_articles").delete().like("title", `${prefix}%`);
}
