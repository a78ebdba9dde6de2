import { expect, expectNoA11yViolations, test } from "../fixtures";
import { everyPublicPath, keepSettings, runningAnimations, textProblems, wcagTextSpacing } from "./comfortHelpers";

// Every public page, both languages, on a 320 px screen with the comfort settings at their
// strongest (docs/product.md#comfort-settings): 200 % text and calm mode. Nothing scrolls
// sideways and no text is clipped or lies over another (WCAG 1.4.4, 1.4.10); with WCAG 1.4.12's
// spacing stylesheet on top, no text is clipped (1.4.12); nothing animates after the load nor
// after the reader moves through the page; and axe finds nothing.

test.use({ viewport: { width: 320, height: 640 }, reducedMotion: "no-preference" });

// The list is the build's own (sitemap.xml), read once for every test below.
let paths: string[] = [];
test.beforeAll(async ({ request }) => {
  paths = await everyPublicPath(request);
});

test("the list of public pages covers both languages and the comfort page", () => {
  expect(paths).toEqual(expect.arrayContaining(["/", "/hi", "/comfort", "/hi/comfort", "/notice", "/hi/notice"]));
});

// Playwright declares tests before beforeAll runs, so each test takes its share of the list.
const shares = 12;
for (let share = 0; share < shares; share++) {
  test(`pages ${share + 1} of every ${shares}: 200 % text and calm mode at 320 px, then WCAG spacing`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await keepSettings(page, { textSize: 200, calm: true });
    const mine = paths.filter((_, i) => i % shares === share);
    expect(mine.length).toBeGreaterThan(0);
    for (const path of mine) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-comfort", "text-200 calm");
        await page.waitForLoadState("networkidle");
        expect.soft(await textProblems(page), `${path} at 200 % and 320 px`).toEqual([]);
        expect.soft(await runningAnimations(page), `${path}: animations after load`).toEqual([]);
        // Moving through the page: the keyboard along its first links and buttons, a pointer over them.
        for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
        await page.mouse.move(160, 120);
        await page.mouse.move(200, 300);
        expect.soft(await runningAnimations(page), `${path}: animations after moving through it`).toEqual([]);
        await expectNoA11yViolations(page);
        await page.addStyleTag({ content: wcagTextSpacing });
        const clipped = (await textProblems(page)).filter((problem) => problem.includes("clipped"));
        expect.soft(clipped, `${path} with WCAG 1.4.12's spacing`).toEqual([]);
      });
    }
  });
}
