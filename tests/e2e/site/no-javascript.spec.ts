import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// Prerendered pages read and navigate without JavaScript: text, images and links are plain HTML,
// and both menus open with CSS alone (docs/product.md#site-layout).

const subPages = [
  ["About", "Who We Are", "Who We Are"],
  ["About", "Our Mission", "Our Mission"],
  ["About", "Our Story", "Our Story"],
  ["About", "Gallery", "Visual Journey"],
  ["Services", "Expert Doctors", "Our Expert Doctors"],
  ["Services", "Advisory", "Advisory & Counseling Services"],
  ["Event and Media", "In the News", "In the News"],
  ["Event and Media", "Events", "Events"],
] as const;
const topPages = [
  ["About", "About Us"],
  ["Services", "Our Services"],
  ["Get Involved", "Get Involved"],
  ["Event and Media", "In the News"],
] as const;

async function withoutScripts(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
    viewport,
  });
  return { context, page: await context.newPage() };
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("without JavaScript the home page shows the hero and the menu links lead to their pages", async ({ browser }) => {
  const { context, page } = await withoutScripts(browser, { width: 1280, height: 800 });
  await page.goto("/");
  await expect(h1(page)).toHaveText("Empowering Neurodiverse Minds");
  await expect(page.locator("img").first()).toHaveJSProperty("complete", true);
  const menu = page.getByRole("navigation", { name: "Main" });
  for (const [label, heading] of topPages) {
    await page.goto("/");
    await menu.getByRole("link", { name: label, exact: true }).click();
    await expect(h1(page)).toHaveText(heading);
  }
  await context.close();
});

test("without JavaScript a desktop submenu opens on hover and on focus, and its links lead to their pages", async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser, { width: 1280, height: 800 });
  const menu = page.getByRole("navigation", { name: "Main" });
  for (const [parent, label, heading] of subPages) {
    await page.goto("/");
    const link = menu.getByRole("link", { name: label, exact: true });
    await expect(link).toBeHidden();
    await menu.getByRole("link", { name: parent, exact: true }).hover();
    await link.click();
    await expect(h1(page)).toHaveText(heading);
  }
  // From the keyboard: focus on the parent link shows its sub-pages, and Tab reaches them.
  await page.goto("/");
  await menu.getByRole("link", { name: "Services", exact: true }).focus();
  await expect(menu.getByRole("link", { name: "Expert Doctors" })).toBeVisible();
  await page.keyboard.press("Tab"); // the toggle button
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Expert Doctors" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(h1(page)).toHaveText("Our Expert Doctors");
  await context.close();
});

test("without JavaScript the phone menu opens and every link in it, sub-pages too, leads to its page", async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser, { width: 390, height: 844 });
  const menu = page.getByRole("navigation", { name: "Mobile" });
  for (const [label, heading] of [...topPages, ...subPages.map(([, l, h]) => [l, h] as const)]) {
    await page.goto("/");
    await expect(menu).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: label, exact: true }).click();
    await expect(h1(page)).toHaveText(heading);
  }
  await context.close();
});

test("once the scripts run, the phone menu is the Burger button and no link stands in for it", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Open menu" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Our Story" }).click();
  await expect(h1(page)).toHaveText("Our Story");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  expect(problems).toEqual([]);
});

test("without JavaScript the news list's later pages and the articles' pages are reached by their links", async ({
  browser,
}) => {
  const { context, page } = await withoutScripts(browser, { width: 390, height: 844 });
  for (const [list, older, pageTwo, readMore] of [
    ["/notice", "Older articles", "In the News, page 2", "Read More"],
    ["/hi/notice", "पुराने लेख", "ख़बरों में, पृष्ठ 2", "पूरा पढ़ें"],
  ]) {
    await page.goto(list);
    const pages = page.getByRole("navigation", { name: list.startsWith("/hi") ? "लेखों के पृष्ठ" : "Pages of articles" });
    await pages.getByRole("link", { name: older }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/page/2$`));
    await expect(h1(page)).toHaveText(pageTwo);
    const card = page.getByRole("article").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent())!;
    await card.getByRole("link", { name: new RegExp(`^${readMore}`) }).click();
    await expect(h1(page)).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`${list}/[a-z0-9-]+$`));
  }
  await context.close();
});
