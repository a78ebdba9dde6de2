import { expect, test } from "../fixtures";

// Prerendered pages read and navigate without JavaScript: text, images and links are plain HTML.
test("without JavaScript the home page shows the hero and the menu links lead to their pages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empowering Neurodiverse Minds");
  await expect(page.locator("img").first()).toHaveJSProperty("complete", true);
  const menu = page.getByRole("navigation", { name: "Main" });
  for (const [label, heading] of [
    ["About", "About Us"],
    ["Services", "Our Services"],
    ["Get Involved", "Get Involved"],
    ["Event and Media", "In the News"],
  ] as const) {
    await page.goto("/");
    await menu.getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await context.close();
});
