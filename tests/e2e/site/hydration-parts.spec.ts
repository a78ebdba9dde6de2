import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// The home page hydrates its sections below the hero apart, later (src/site/shared/deferred.tsx,
// docs/decisions/101-the-parts-below-the-first-screen-hydrate-apart-later.md).

for (const path of ["/", "/hi"]) {
  test(`${path} hydrates its later parts without an error, each live once hydrated`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    // page.goto (fixtures.ts) waited for every part: the testimonials carousel, a part, answers.
    const holder = page
      .locator("[data-part]")
      .filter({ has: page.getByRole("region", { name: /Testimonial slides|अनुभवों की स्लाइड/ }) });
    await expect(holder).toHaveCount(1);
    // Live: its autoplay toggle (Pause, or Play where motion is reduced) turns over when pressed.
    const toggle = holder.getByRole("button", { name: /^(Pause|Play) |(रोकें|चलाएँ)$/ });
    const before = await toggle.getAttribute("aria-label");
    await toggle.click();
    await expect(toggle).not.toHaveAttribute("aria-label", before!);
    expect(errors, "no React error while the parts hydrate (421: a part's HTML dropped)").toEqual([]);
  });
}

test("a part whose code never arrives stays as the build wrote it, readable", async ({ page }) => {
  await page.route(/ContactSection-[\w-]+\.js$/, (route) => route.abort());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // page.goto returns once no part waits: this one gave up, the others hydrated.
  await page.goto("/");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(page.locator('[data-part="failed"]')).toHaveCount(1);
  await expect(page.locator('[data-part="failed"]')).toContainText("Send Message");
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the contact form's code comes in once the page is idle, and the form hydrates only when reached, even offline", async ({
  context,
}) => {
  // A tab of its own: the fixture's page.goto would scroll through the page and wake every part.
  const tab = await context.newPage();
  const contactCode = tab.waitForResponse(/ContactSection-[\w-]+\.js$/);
  await tab.goto("/");
  await contactCode;
  const form = tab.getByRole("form", { name: "Contact form" });
  const holder = tab.locator("[data-part]").filter({ has: form });
  // Its code is in, but nothing has run: a form far below the first screen costs no hydration.
  await expect(holder).toHaveAttribute("data-part", "");
  await context.setOffline(true);
  await form.scrollIntoViewIfNeeded();
  await expect(holder).toHaveAttribute("data-part", "live");
  await form.getByLabel("Message").fill("Typed with no network.");
  await expect(form.getByLabel("Message")).toHaveValue("Typed with no network.");
  await context.setOffline(false);
});

test("on a phone, the upcoming events wait until their place nears the screen, and the slideshows read the photos once", async ({
  browser,
}) => {
  // A context of its own: the fixture's page.goto would scroll through the page and wake every part.
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const tab = await phone.newPage();
  const reads: string[] = [];
  tab.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/rest/v1/")) reads.push(path);
  });
  await tab.goto("/", { waitUntil: "load" });
  // The first slideshow is within a screen of the first one: it wakes, and reads the photos.
  const awards = tab.locator("[data-part]").filter({ has: tab.getByRole("heading", { name: "Awards" }) });
  await expect(awards).toHaveAttribute("data-part", "live");
  await tab.waitForTimeout(2000);
  // The events block's HTML is empty (it is read once it runs): it waits all the same.
  const events = tab.locator('[data-part=""]:empty');
  await expect(events).toHaveCount(1);
  expect(reads.filter((path) => path === "/rest/v1/events")).toEqual([]);
  expect(reads.filter((path) => path === "/rest/v1/photos")).toHaveLength(1);
  // A reader scrolls to the medical team, the part before it: the block wakes and reads the events.
  const eventsRead = tab.waitForRequest((request) => new URL(request.url()).pathname === "/rest/v1/events");
  await tab.getByRole("heading", { name: "Our Medical Team" }).scrollIntoViewIfNeeded();
  await eventsRead;
  await expect(tab.locator('[data-part=""]:empty')).toHaveCount(0);
  await phone.close();
});

test("on a phone, hydrating the home page renders no component a second time, and writes no class that no element carries or that the later styles hold", async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const tab = await phone.newPage();
  await tab.addInitScript(() => {
    // React reports each commit to the developer tools' hook (as React DevTools reads it): here,
    // how many elements it mounted and how many components rendered again in that commit.
    type Fiber = { child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; flags: number; type: unknown };
    const commits: { root: number; mounted: number; rendered: number; written: number }[] = [];
    const roots = new Map<object, number>();
    const written: string[] = [];
    Object.assign(window, { reactCommits: commits, classesWritten: written });
    let renderers = 0;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => ++renderers,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_: number, root: { current: Fiber }) => {
        if (!roots.has(root)) roots.set(root, roots.size);
        let mounted = 0;
        let rendered = 0;
        const walk = (fiber: Fiber) => {
          for (let child = fiber.child; child; child = child.sibling) {
            if (!child.alternate) {
              mounted += 1;
              walk(child);
              continue;
            }
            // PerformedWork (1): the component's function ran in this render.
            if (typeof child.type === "function" && child.flags & 1) rendered += 1;
            // Children React did not visit are the previous commit's own.
            if (child.child !== child.alternate.child) walk(child);
          }
        };
        walk(root.current);
        commits.push({ root: roots.get(root)!, mounted, rendered, written: written.length });
      },
    };
    // Each class the app writes, and those written once the later styles' file had loaded.
    const writtenOnceLaterStylesCame: string[] = [];
    let laterStylesCame = false;
    document.addEventListener(
      "load",
      (event) => {
        if (event.target instanceof HTMLLinkElement && event.target.rel === "stylesheet") laterStylesCame = true;
      },
      true,
    );
    Object.assign(window, { writtenOnceLaterStylesCame });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      const name = /^\.(mantine-[a-z0-9]+)/.exec(rule)?.[1];
      if (name) written.push(name);
      if (name && laterStylesCame) writtenOnceLaterStylesCame.push(name);
      return insertRule.call(this, rule, index);
    };
  });
  // The page refreshes its rows from the API once it runs, and renders again, rightly, where they
  // differ from the build's: another test may have changed them (a photo added) since the build.
  // Here every read fails, so the page keeps the build's rows and only its waking is measured.
  await tab.route(/\/rest\/v1\//, (route) => route.abort());
  await tab.goto("/", { waitUntil: "load" });
  await expect(tab.locator("html[data-hydrated]")).toHaveCount(1);
  // Less than the slideshows' 3 s, so none has moved on by itself.
  await tab.waitForTimeout(1000);
  const { commits, unused } = await tab.evaluate(() => {
    const { reactCommits, classesWritten } = window as unknown as {
      reactCommits: { root: number; mounted: number; rendered: number; written: number }[];
      classesWritten: string[];
    };
    const html = document.documentElement.outerHTML;
    return { commits: reactCommits, unused: classesWritten.map((name) => (html.includes(name) ? null : name)) };
  });
  // The page's own hydration mounts the most; what its root renders again after is only what
  // changes once the page runs (the comfort link becomes a button; Mantine's notifications'
  // holder). Before (docs/performance.md, 2026-11-28, afternoon) the menu and the top bar
  // rendered again whole, and the counters twice: 112 components, besides the parts' own roots.
  const page = commits.reduce((most, commit, index) => (commit.mounted > commits[most]!.mounted ? index : most), 0);
  expect(commits[page]!.mounted).toBeGreaterThan(300);
  const renderedAgain = commits
    .slice(page + 1)
    .filter((commit) => commit.root === commits[page]!.root)
    .reduce((sum, commit) => sum + commit.rendered, 0);
  expect(renderedAgain, JSON.stringify(commits)).toBeLessThanOrEqual(12);
  // As the page hydrates, no class is written that no element carries (src/site/emotionCache.ts):
  // before, 37 were, each a class Mantine only merges into another.
  const unusedAsThePageHydrated = unused.slice(0, commits[page]!.written).filter((name) => name !== null);
  expect([...new Set(unusedAsThePageHydrated)]).toEqual([]);
  // The first slideshow, within a screen, hydrates: it writes none of the classes whose rules
  // came in the later styles' file (ten classes, over sixty rules, before).
  await expect(tab.locator('[data-part="live"]').first()).toBeAttached();
  const { laterCss, writtenAfter } = await tab.evaluate(async () => {
    const href = document.querySelector('link[rel="stylesheet"][href*="/assets/styles-"]')?.getAttribute("href");
    return {
      laterCss: href ? await (await fetch(href)).text() : "",
      writtenAfter: (window as unknown as { writtenOnceLaterStylesCame: string[] }).writtenOnceLaterStylesCame,
    };
  });
  expect(laterCss).toContain(".mantine-");
  const again = [...new Set(writtenAfter)].filter((name) => new RegExp(`\\.${name}(?![\\w-])`).test(laterCss));
  expect(again).toEqual([]);
  await phone.close();
});

/** The element classes of the site's emotion cache (`mantine-<hash>`) on the page that have no CSS rule. */
function classesWithoutRule(page: Page) {
  return page.evaluate(() => {
    const ruled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
        const selector = (rule as CSSStyleRule).selectorText ?? "";
        for (const match of selector.matchAll(/\.(mantine-[a-z0-9]+)/g)) ruled.add(match[1]!);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const classes = Array.from(document.querySelectorAll("[class*='mantine-']")).flatMap((e) =>
      Array.from(e.classList),
    );
    return [...new Set(classes.filter((name) => /^mantine-[a-z0-9]+$/.test(name) && !ruled.has(name)))];
  });
}

for (const path of ["/", "/hi"]) {
  test(`${path}: scrolled through and used, every class on the page has its rule`, async ({ page, request }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // page.goto (fixtures.ts) scrolls until every part is live.
    await page.goto(path);
    // Nothing the app holds back (src/site/emotionCache.ts) may leave an element without its style.
    // (What it writes as the page hydrates is checked on a phone above.)
    // Then what the app renders itself: the menu, a page reached by its link, a dialog.
    await page.getByRole("button", { name: /^(Open menu|मेनू खोलें)$/ }).click();
    await page
      .getByRole("link", { name: /^(Get Involved|हमसे जुड़ें)$/ })
      .first()
      .click();
    await page.getByRole("button", { name: /^(Donate Now|अभी दान करें)$/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // A class with an empty style has no rule anywhere, in the build's pages as in the app.
    const built = (
      await Promise.all(
        [path, `${path === "/" ? "" : path}/get_involve`].map(async (p) => (await request.get(p)).text()),
      )
    ).join("");
    const builtStyles = await Promise.all(
      [...built.matchAll(/href="(\/assets\/styles-[\w-]+\.css)"/g)].map(async ([, href]) =>
        (await request.get(href!)).text(),
      ),
    );
    const ruledInBuild = (name: string) =>
      [built, ...builtStyles].some((css) => new RegExp(`\\.${name}[^a-z0-9-]`).test(css.replace(/class="[^"]*"/g, "")));
    const missing = (await classesWithoutRule(page)).filter((name) => !built.includes(name) || ruledInBuild(name));
    expect(missing, "classes on the page whose style was never written").toEqual([]);
  });
}
