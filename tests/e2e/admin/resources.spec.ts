import type { Locator } from "@playwright/test";
import { animationsSettled, expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, openForm, openScreen, signInAsStaff, toast, uniqueName } from "./adminHelpers";
import { fillAdvisory, fillArticle, fillDoctor, fillNotice, fillTestimonial } from "./resourceForms";

interface ResourceCase {
  table: "news_articles" | "notices" | "doctors" | "testimonials" | "advisories";
  titleColumn: string;
  screen: string;
  searchPlaceholder: string;
  add: string;
  editTitle: string;
  /** The label of the field that is the card's title. */
  nameLabel: string;
  requiredMessages: string[];
  fill: (dialog: Locator, name: string) => Promise<void>;
  created: string;
  updated: string;
  deleted: string;
  deleteConfirmation: string;
  toggle?: { activated: string; deactivated: string };
}

const cases: ResourceCase[] = [
  {
    table: "news_articles",
    titleColumn: "title",
    screen: "News Articles",
    searchPlaceholder: "Search by title or source...",
    add: "Add Article",
    editTitle: "Edit Article",
    nameLabel: "Title",
    requiredMessages: [
      "Title is required",
      "Source is required",
      "Date is required",
      "Excerpt is required",
      "Content is required",
    ],
    fill: fillArticle,
    created: "Article created successfully",
    updated: "Article updated successfully",
    deleted: "Article deleted successfully",
    deleteConfirmation: "Are you sure you want to delete this article?",
  },
  {
    table: "notices",
    titleColumn: "title",
    screen: "Notices",
    searchPlaceholder: "Search by title or content...",
    add: "Add Notice",
    editTitle: "Edit Notice",
    nameLabel: "Title",
    requiredMessages: ["Title is required", "Content is required"],
    fill: fillNotice,
    created: "Notice created successfully",
    updated: "Notice updated successfully",
    deleted: "Notice deleted successfully",
    deleteConfirmation: "Are you sure you want to delete this notice?",
    toggle: { activated: "Notice activated successfully", deactivated: "Notice deactivated successfully" },
  },
  {
    table: "doctors",
    titleColumn: "name",
    screen: "Doctors",
    searchPlaceholder: "Search by name or specialty...",
    add: "Add Doctor",
    editTitle: "Edit Doctor",
    nameLabel: "Name",
    requiredMessages: [
      "Name is required",
      "Specialty is required",
      "Experience is required",
      "Qualifications is required",
      "Description is required",
    ],
    fill: fillDoctor,
    created: "Doctor added successfully",
    updated: "Doctor updated successfully",
    deleted: "Doctor deleted successfully",
    deleteConfirmation: "Are you sure you want to delete this doctor?",
    toggle: { activated: "Doctor activated successfully", deactivated: "Doctor deactivated successfully" },
  },
  {
    table: "testimonials",
    titleColumn: "name",
    screen: "Testimonials",
    searchPlaceholder: "Search by name or position...",
    add: "Add Testimonial",
    editTitle: "Edit Testimonial",
    nameLabel: "Name",
    requiredMessages: ["Name is required", "Position is required", "Company is required", "Review is required"],
    fill: fillTestimonial,
    created: "Testimonial created successfully",
    updated: "Testimonial updated successfully",
    deleted: "Testimonial deleted successfully",
    deleteConfirmation: "Are you sure you want to delete this testimonial?",
  },
  {
    table: "advisories",
    titleColumn: "name",
    screen: "Advisory & Counseling",
    searchPlaceholder: "Search by name or position...",
    add: "Add Advisory",
    editTitle: "Edit Advisory",
    nameLabel: "Name",
    requiredMessages: ["Name is required", "Position is required", "Content is required"],
    fill: fillAdvisory,
    created: "Advisory added successfully",
    updated: "Advisory updated successfully",
    deleted: "Advisory deleted",
    deleteConfirmation: "Delete this advisory?",
  },
];

for (const c of cases) {
  test(`${c.screen}: add, validate, edit, search, ${c.toggle ? "toggle, " : ""}delete`, async ({
    page,
    staffSession,
  }) => {
    test.setTimeout(90_000);
    const name = uniqueName(`E2E ${c.screen}`);
    const edited = `${name} edited`;
    await signInAsStaff(page, staffSession);
    await openScreen(page, c.screen);
    await expect(page.getByPlaceholder(c.searchPlaceholder)).toBeVisible();

    await page.getByRole("button", { name: c.add }).click();
    const addDialog = page.getByRole("dialog", { name: c.add });
    await addDialog.getByRole("button", { name: "Create" }).click();
    for (const message of c.requiredMessages) await expect(addDialog.getByText(message, { exact: true })).toBeVisible();
    await c.fill(addDialog, name);
    await addDialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, c.created)).toBeVisible();
    await expect(addDialog).toBeHidden();
    await expect(card(page, name)).toBeVisible();

    await card(page, name).getByRole("button", { name: "Edit" }).click();
    const editDialog = page.getByRole("dialog", { name: c.editTitle });
    await expect(editDialog.getByLabel(c.nameLabel)).toHaveValue(name);
    await editDialog.getByLabel(c.nameLabel).fill(edited);
    await editDialog.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, c.updated)).toBeVisible();
    await expect(card(page, edited)).toBeVisible();

    const token = name.split(" ").at(-1) ?? name;
    await page.getByPlaceholder(c.searchPlaceholder).fill(token.toUpperCase());
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, edited)).toBeVisible();

    if (c.toggle) {
      await card(page, edited).getByRole("button", { name: "Deactivate" }).click();
      await expect(toast(page, c.toggle.deactivated)).toBeVisible();
      await expect(card(page, edited).getByText("Hidden", { exact: true })).toBeVisible();
      await card(page, edited).getByRole("button", { name: "Activate" }).click();
      await expect(toast(page, c.toggle.activated)).toBeVisible();
      await expect(card(page, edited).getByText("Live", { exact: true })).toBeVisible();
    }

    await card(page, edited).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm deletion" });
    await expect(confirm.getByText(c.deleteConfirmation, { exact: true })).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, c.deleted)).toBeVisible();
    await expect(card(page, edited)).toHaveCount(0);
    await expect(page.getByText("No ", { exact: false }).first()).toBeVisible();

    const service = await serviceClient();
    const { count } = await service
      .from(c.table)
      .select("*", { count: "exact", head: true })
      .ilike(c.titleColumn, `%${token}%`);
    expect(count).toBe(0);
  });
}

test("an added active doctor shows on /services/expertdoctor and leaves it when deactivated", async ({
  page,
  context,
  staffSession,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName("Dr. E2E");
  const dialog = await openForm(page, staffSession, "Doctors", "Add Doctor");
  await fillDoctor(dialog, name);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Doctor added successfully")).toBeVisible();

  const publicPage = await context.newPage();
  await publicPage.goto("/services/expertdoctor");
  await expect(publicPage.getByText(name, { exact: true })).toHaveCount(1);

  await card(page, name).getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Doctor deactivated successfully")).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByText("Dr. Ananya Mishra", { exact: true })).toHaveCount(1);
  await expect(publicPage.getByText(name, { exact: true })).toHaveCount(0);

  const service = await serviceClient();
  await service.from("doctors").delete().eq("name", name);
});

test("a resource screen and its form have no axe violations", async ({ page, staffSession }) => {
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Notices");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Add Notice" }).click();
  await expect(page.getByRole("dialog", { name: "Add Notice" })).toBeVisible();
  await animationsSettled(page);
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Add Notice" })).toBeHidden();

  await page.getByRole("article").first().getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm deletion" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await animationsSettled(page);
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
});

test("a save the database refuses shows the spec's failure toast with the server's reason, and keeps the form", async ({
  page,
  staffSession,
}) => {
  const dialog = await openForm(page, staffSession, "Testimonials", "Add Testimonial");
  await fillTestimonial(dialog, "x".repeat(150));
  await dialog.getByRole("button", { name: "Create" }).click();
  const failure = toast(page, "Failed to save testimonial");
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("name must be 1 to 120 characters");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("x".repeat(150));
});
