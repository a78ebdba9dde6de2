import { test as base, expect, type Browser, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import {
  LOCAL_ADMIN_EMAIL,
  LOCAL_ADMIN_PASSWORD,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from "../../supabase/local/keys";
import { nodeClient } from "../../supabase/local/nodeClient";

/** The backend that tests/e2e/serve.ts started for this run, with the default staff login. */
export const e2eApi = {
  url: `http://127.0.0.1:${process.env.E2E_API_PORT}`,
  adminEmail: LOCAL_ADMIN_EMAIL,
  adminPassword: LOCAL_ADMIN_PASSWORD,
};

/** The run's mail catcher (Mailpit's API), and the switch of its SMTP port that tests/e2e/serve.ts offers. */
export const e2eMail = {
  url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`,
  async setSmtp(state: "open" | "close") {
    const response = await fetch(`http://127.0.0.1:${process.env.E2E_CONTROL_PORT}/smtp/${state}`, { method: "POST" });
    if (!response.ok) throw new Error(`could not ${state} the SMTP port: ${response.status}`);
  },
};

/**
 * A supabase-js client with the service_role key: arrange and inspect data behind the UI's back.
 * With `localAddress`, its calls leave from that loopback address: the client the gateway sees.
 */
export function serviceClient(localAddress?: string) {
  const key = process.env.TEST_API_KEYS === "legacy" ? LOCAL_SERVICE_ROLE_KEY : LOCAL_SECRET_KEY;
  return nodeClient(e2eApi.url, key, localAddress);
}

type LayoutShiftRecord = { value: number; sources: string[] };

/**
 * Records every layout shift of the page from its first paint on (not those right after an input,
 * as Lighthouse's CLS), with the elements that moved. Returns what has been recorded so far.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node ? `${node.nodeName.toLowerCase()}.${String(node.className).slice(0, 60)}` : "?";
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: LayoutShiftRecord[] }).__shifts);
    return { shifts, total: shifts.reduce((sum, shift) => sum + shift.value, 0) };
  };
}

/**
 * Zero WCAG 2.1 AA violations on what the page shows now. The home page's later sections are drawn
 * only near the screen (content-visibility, src/site/home/HomePage.tsx); axe finds a text's
 * background by what is drawn at its place, and found the footer's there (1.12:1 for the contact
 * form's labels). So axe sees every section drawn: that changes when the page is drawn, not how.
 */
/**
 * Resolves once no animation or transition is running on the page (a dialog's opening, say), so
 * that what a test reads next is the final state. e2e runs with reduced motion, so most never start.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

export async function expectNoA11yViolations(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** A signed-in member of staff's browser storage: what supabase-js keeps in localStorage. */
export type StaffSession = { origin: string; localStorage: Array<{ name: string; value: string }> };

/**
 * Staff sign in once per worker: the default staff account signs in through the login form in a
 * context of its own, and the session it leaves in localStorage is what `staffSession` gives each
 * test that only needs a signed-in member of staff (adminHelpers.ts, signInAsStaff). Specs about
 * signing in (auth, door) still sign in through the form every time. The app signs out "this
 * device" only (src/admin/providers/auth.ts), so a test that logs out ends its own session, never this one.
 */
async function signInOnce(browser: Browser): Promise<StaffSession> {
  const origin = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`;
  const context = await browser.newContext({ baseURL: origin, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByLabel("E-mail address").fill(e2eApi.adminEmail);
    await page.getByLabel("Password").fill(e2eApi.adminPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const state = await context.storageState();
    const stored = state.origins.find((each) => each.origin === origin)?.localStorage ?? [];
    if (!stored.some((item) => item.name.includes("auth-token")))
      throw new Error("signing in left no session in localStorage");
    return { origin, localStorage: stored };
  } finally {
    await context.close();
  }
}

/**
 * Wakes the parts of a page that hydrate as they near the screen (src/site/shared/deferred.tsx) as
 * a reader scrolling down would, then returns to the top once none waits (a waiting part's holder
 * has data-part=""). The fixture's page.goto does it; a second tab a test opens calls it itself.
 */
export async function untilPartsLive(page: Page) {
  const waiting = page.locator('[data-part=""]');
  if (!(await waiting.count())) return;
  // The first part still waiting, each time: the set shrinks as parts wake.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.querySelector('[data-part=""] > *')?.scrollIntoView());
        return waiting.count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

export const test = base.extend<object, { staffSession: StaffSession }>({
  staffSession: [async ({ browser }, use) => use(await signInOnce(browser)), { scope: "worker" }],
  page: async ({ page }, use) => {
    // Public pages arrive prerendered: their text is there before their scripts run. So that a test
    // does not click a button before React has hydrated it, `page.goto` also waits for the app to
    // mark the page as running (src/App.tsx sets data-hydrated on <html>), and wakes the parts that
    // hydrate as they near the screen (src/site/shared/deferred.tsx) as a reader scrolling down
    // would, then returns to the top once none waits (a waiting part's holder has data-part="").
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await untilPartsLive(page);
      return response;
    };
    await use(page);
  },
});
export { expect };

/**
 * Declares a test a page: it opens the page, waits for its h1 (and, when `loaded` is given, for what
 * shows its data has come), then runs axe on it (expectNoA11yViolations).
 */
export function testNoA11yViolations(
  pages: ReadonlyArray<readonly [path: string, h1: string]>,
  loaded?: (page: Page) => Locator,
) {
  for (const [path, h1] of pages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      if (loaded) await expect(loaded(page)).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
}
