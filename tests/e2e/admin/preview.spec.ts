import { expect, expectNoA11yViolations, test } from "../fixtures";
import { card } from "./adminHelpers";
import { addDraftArticle, removeArticles } from "./resourceForms";

// Preview (issue 25, docs/product.md#preview): staff open a draft's public page as it will look; a
// visitor with the same link sees that previews are for staff, and nothing of the draft.

test.afterEach(() => removeArticles("Preview story"));

test("staff preview a draft article; a visitor opening the same link does not see it", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = await addDraftArticle(page, undefined, "Preview story", "The story staff are still writing.");
  const preview = card(page, title).getByRole("link", { name: "Preview" });
  await expect(preview).toHaveAttribute("href", /^\/preview\/news_articles\/[0-9a-f-]{36}$/);
  const address = await preview.getAttribute("href");

  // Staff: the article as its page will show it, under the banner.
  const [staffTab] = await Promise.all([context.waitForEvent("page"), preview.click()]);
  await expect(staffTab.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(staffTab.getByText("Preview — not published yet")).toBeVisible();
  await expect(staffTab.getByText("Draft: only staff can see it until it is published.")).toBeVisible();
  await expect(staffTab.getByText("The story staff are still writing.")).toBeVisible();
  await expect(staffTab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoA11yViolations(staffTab);
  // Under /hi the preview's own texts are Hindi, and the English article says it is English.
  await staffTab.goto(`/hi${address}`);
  await expect(staffTab.getByText("पूर्वावलोकन — अभी प्रकाशित नहीं")).toBeVisible({ timeout: 30_000 });
  await expect(staffTab.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "en");
  await expectNoA11yViolations(staffTab);

  // A visitor (another browser profile, no staff session) with the same link.
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(address!);
    await expect(visitor.getByRole("heading", { level: 1, name: "Preview is for signed-in staff" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(visitor.getByText(title)).toHaveCount(0);
    await expect(visitor.getByText("Preview — not published yet")).toHaveCount(0);
    await expectNoA11yViolations(visitor);
    // No preview is a page of the build.
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/preview");
  } finally {
    await visitorContext.close();
  }
});
