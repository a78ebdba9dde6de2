import { card, searchCard, signInAsStaff, toast, openScreen } from "../admin/adminHelpers";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";

// The easy-read pages (issue 40, docs/product.md#easy-read): each page a parent needs first links
// to its easy-read twin in its own language, and the twin links back; the twins are prerendered
// (readable without JavaScript, a picture beside each point), axe finds nothing on them, and a
// point staff edit in the admin shows on its page once the page has read the API.

/** The full pages with their link, the twin it leads to, and where the twin leads back. */
const sources = [
  { from: "/", twin: "home", back: "/" },
  { from: "/services", twin: "services", back: "/services" },
  { from: "/assessment", twin: "assessment", back: "/assessment" },
  { from: "/#contact", twin: "contact", back: "/#contact" },
  { from: "/get_involve", twin: "giving", back: "/get_involve" },
] as const;

const languages = [
  { prefix: "", easyRead: "Easy read", back: "Back to the full page" },
  { prefix: "/hi", easyRead: "आसान भाषा में", back: "पूरे पेज पर वापस जाएँ" },
] as const;

/** An address in the language of `prefix`: / -> /hi, /#contact -> /hi#contact. */
const inLanguage = (prefix: string, path: string) =>
  prefix === ""
    ? path
    : path === "/"
      ? prefix
      : path.startsWith("/#")
        ? `${prefix}${path.slice(1)}`
        : `${prefix}${path}`;

const titles = {
  home: ["About us, in easy words", "हमारे बारे में, आसान शब्दों में"],
  services: ["Our help, in easy words", "हमारी मदद, आसान शब्दों में"],
  assessment: ["Ask us to see your child", "अपने बच्चे को दिखाने के लिए कहें"],
  "first-visit": ["Your first visit", "आपकी पहली मुलाक़ात"],
  contact: ["How to reach us", "हमसे कैसे संपर्क करें"],
  giving: ["How you can help us", "आप हमारी मदद कैसे कर सकते हैं"],
} as const;

for (const language of languages) {
  for (const source of sources) {
    test(`${inLanguage(language.prefix, source.from)} links to its easy-read twin, which links back`, async ({
      page,
    }) => {
      await page.goto(inLanguage(language.prefix, source.from));
      const link = page.locator(`main a[href="${language.prefix}/easy-read/${source.twin}"]`);
      await expect(link).toHaveText(language.easyRead);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/easy-read/${source.twin}$`));
      const title = titles[source.twin][language.prefix === "" ? 0 : 1];
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("#easy-read-text li").first()).toBeVisible();
      await page.getByRole("link", { name: language.back }).first().click();
      const back = inLanguage(language.prefix, source.back);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === back);
    });
  }
}

test("the first-visit twin links back to /first-visit, and /hi/easy-read/first-visit to /hi/first-visit", async ({
  page,
}) => {
  for (const language of languages) {
    await page.goto(`${language.prefix}/easy-read/first-visit`);
    await expect(page.getByRole("link", { name: language.back }).first()).toHaveAttribute(
      "href",
      `${language.prefix}/first-visit`,
    );
  }
});

test("an easy-read page reads without JavaScript: each point on its own line, a picture beside it that screen readers skip", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/hi/easy-read/giving");
  await expect(page.getByRole("heading", { level: 1, name: titles.giving[1] })).toBeVisible();
  const points = page.locator("#easy-read-text li");
  await expect(points.first()).toContainText("आप बच्चों की मदद के लिए पैसे दे सकते हैं।");
  expect(await points.count()).toBeGreaterThanOrEqual(8);
  for (const point of await points.all()) {
    await expect(point.locator("svg[aria-hidden='true']")).toHaveCount(1);
    // Large type: 22 px.
    expect(
      await point
        .locator("p")
        .first()
        .evaluate((p) => getComputedStyle(p).fontSize),
    ).toBe("22px");
  }
  await context.close();
});

for (const language of languages) {
  for (const slug of Object.keys(titles) as (keyof typeof titles)[]) {
    test(`${language.prefix}/easy-read/${slug} has no axe violations`, async ({ page }) => {
      await page.goto(`${language.prefix}/easy-read/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#easy-read-text li").first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
}

test.afterEach(async () => {
  await serviceClient().from("easy_read_points").delete().like("text", "E2E point%");
});

test("staff edit a point in the admin, seeing its reading level as they type; the page shows it in both languages", async ({
  page,
  staffSession,
}) => {
  test.setTimeout(120_000);
  const marker = `${Date.now()}`.slice(-6);
  const { error } = await serviceClient()
    .from("easy_read_points")
    .insert({ page: "contact", position: 99, picture: "phone", text: `E2E point ${marker}` });
  expect(error).toBeNull();

  await signInAsStaff(page, staffSession);
  await openScreen(page, "Easy read");
  await (await searchCard(page, `E2E point ${marker}`)).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Easy-read point" });
  const text = `E2E point ${marker}: we call you back.`;
  await edit.getByLabel("Point (one idea, short words)").fill(text);
  await expect(edit.getByText(/^English reading level: school grade \d+\.\d \(aim for 5 or lower\)\./)).toBeVisible();
  await edit.getByLabel("हिन्दी").fill("हम आपको वापस फ़ोन करेंगे।");
  await expect(edit.getByText(/Hindi: 5 words in the longest sentence \(at most 15\)\./)).toBeVisible();
  await edit.getByRole("combobox", { name: "Picture beside it" }).selectOption("whatsapp");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Easy-read point updated successfully")).toBeVisible();
  await expect(card(page, text)).toBeVisible();

  // The prerendered page was built before the edit; the page reads the API once hydrated.
  const site = await page.context().newPage();
  await site.goto("/easy-read/contact");
  const point = site.locator("#easy-read-text li").filter({ hasText: text });
  await expect(point).toBeVisible({ timeout: 30_000 });
  await expect(point.locator("svg[data-picture='whatsapp']")).toHaveCount(1);
  await site.goto("/hi/easy-read/contact");
  await expect(site.locator("#easy-read-text li").filter({ hasText: "हम आपको वापस फ़ोन करेंगे।" })).toBeVisible({
    timeout: 30_000,
  });
});
