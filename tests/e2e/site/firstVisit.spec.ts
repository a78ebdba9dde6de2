import sharp from "sharp";
import { expect, expectNoA11yViolations, serviceClient, test, testNoA11yViolations } from "../fixtures";
import { card, openForm, searchCard, toast, uniqueName } from "../admin/adminHelpers";
import { phoneJpeg } from "../admin/photoFiles";

// 'Your first visit' (issue 40, item 3; docs/product.md#your-first-visit): staff add a step with a
// photo (prepared in the browser, its metadata gone) and its Hindi, and move it with the keyboard;
// the story shows it in the place given, in both languages, once the page has read the API (the
// read the next build renders into the page: the prerendered page carries the steps of the build,
// checked on the seeded ones, which also read without JavaScript); printed, each step is a page;
// axe finds nothing in either language.

const phone = { width: 390, height: 844 };

test.afterEach(async () => {
  // Whatever a test comes to, its steps leave: the other tests read the seeded story.
  await serviceClient().from("visit_steps").delete().like("title", "E2E step%");
});

test("staff add a story step with a photo and see it on the site after the rebuild", async ({
  page,
  browser,
  staffSession,
}) => {
  test.setTimeout(180_000);
  const title = uniqueName("E2E step Saying goodbye");
  const alt = `${title}: a child waving at the door`;
  const dialog = await openForm(page, staffSession, "First visit story", "Add Step");
  await dialog.getByLabel(/^Step title/).fill(title);
  await dialog.locator('[name="title_hi"]').fill("अलविदा कहना");
  await dialog.getByLabel(/^What happens/).fill("We say goodbye and wave. Then we go home.");
  await dialog.locator('[name="body_hi"]').fill("हम अलविदा कहते हैं और हाथ हिलाते हैं। फिर हम घर जाते हैं।");
  await dialog.getByLabel("Photo: choose a file").setInputFiles({
    name: "IMG_0042.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg(1600, 1200),
  });
  await expect(dialog.getByRole("img", { name: /^Preview/ })).toBeVisible({ timeout: 60_000 });
  await dialog.getByLabel("Description for screen readers (alt text)").fill(alt);
  await dialog.locator('[name="image_alt_hi"]').fill("दरवाज़े पर हाथ हिलाता बच्चा");
  await dialog.getByLabel("Consent").check();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Step added successfully")).toBeVisible({ timeout: 30_000 });

  const { data: row } = await serviceClient().from("visit_steps").select("*").eq("title", title).single();
  // Last in the story, its photo in the media bucket with its metadata gone.
  expect(row!.position).toBe(90);
  expect(row!.image_url).toMatch(/\/storage\/v1\/object\/public\/media\/first-visit\/[0-9a-f-]+\.webp$/);
  const file = Buffer.from(await (await page.request.get(row!.image_url)).body());
  const metadata = await sharp(file).metadata();
  expect([metadata.exif, metadata.orientation]).toEqual([undefined, undefined]);

  // Move up, by keyboard: Tab to the card's button and press Enter.
  const stepCard = await searchCard(page, title);
  await stepCard.getByRole("button", { name: "Move up" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Step moved up")).toBeVisible();

  // A parent on a phone: the story as the page reads it, the new step eighth of nine, before the quiet room.
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const parent = await context.newPage();
  await parent.goto("/first-visit");
  await parent.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const steps = parent
    .getByRole("list")
    .filter({ has: parent.locator("[data-story-step]") })
    .getByRole("listitem");
  await expect(steps).toHaveCount(9, { timeout: 30_000 });
  await expect(steps.nth(7)).toContainText(title);
  await expect(steps.nth(7)).toContainText("Step 8 of 9");
  await expect(steps.nth(8)).toContainText("The quiet room and toilets");
  await expect(steps.nth(7).getByRole("img", { name: alt })).toHaveAttribute("src", /first-visit\//);
  await expect(parent.locator(`#visit-step-text-${row!.id}`)).toContainText("We say goodbye and wave.");

  await parent.goto("/hi/first-visit");
  await parent.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const hindiStep = parent.locator(`#visit-step-text-${row!.id}`);
  await expect(hindiStep).toContainText("अलविदा कहना", { timeout: 30_000 });
  await expect(hindiStep).toContainText("क़दम 8, कुल 9 में से");
  await expect(parent.getByRole("img", { name: "दरवाज़े पर हाथ हिलाता बच्चा" })).toBeVisible();
  await context.close();

  await card(page, title).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Confirm deletion" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Step deleted successfully")).toBeVisible();
});

test("the prerendered story carries the seeded steps in order, the sensory information and the print link, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/first-visit");
  await expect(page.getByRole("heading", { level: 1, name: "Your first visit" })).toBeVisible();
  const steps = page.locator("[data-story-step]");
  await expect(steps).toHaveCount(8);
  await expect(steps.first()).toContainText("Step 1 of 8");
  await expect(steps.first().getByRole("heading", { name: "Getting there" })).toBeVisible();
  await expect(steps.last().getByRole("heading", { name: "The quiet room and toilets" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sensory information" })).toContainText("Quiet hours");
  await page.getByRole("link", { name: "Printable version (one step per page)" }).click();
  await expect(page).toHaveURL(/\/first-visit\/print$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your first visit: cards to print" })).toBeVisible();
  await expect(page.locator("[data-story-step]")).toHaveCount(8);

  await page.goto("/hi/first-visit");
  await expect(page.getByRole("heading", { level: 1, name: "आपकी पहली मुलाक़ात" })).toBeVisible();
  await expect(page.locator("[data-story-step]").first()).toContainText("यहाँ तक पहुँचना");
  await expect(page.getByRole("region", { name: "संवेदी जानकारी" })).toContainText("शांत समय");
  await context.close();
});

test("printed, the cards are one step a page, without the site's header, footer or buttons", async ({ page }) => {
  await page.goto("/first-visit/print");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.locator("footer").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print the cards" })).toBeHidden();
  const breaks = await page
    .locator("[data-story-step]")
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).breakAfter));
  expect(breaks).toEqual([...Array(7).fill("page"), "auto"]);
});

testNoA11yViolations(
  [
    ["/first-visit", "Your first visit"],
    ["/hi/first-visit", "आपकी पहली मुलाक़ात"],
    ["/first-visit/print", "Your first visit: cards to print"],
    ["/hi/first-visit/print", "आपकी पहली मुलाक़ात: छापने के कार्ड"],
  ],
  (page) => page.locator("[data-story-step]").first(),
);
