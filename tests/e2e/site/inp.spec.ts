import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// Interaction to Next Paint on a slow phone (issue 38; docs/architecture.md#interaction-to-next-paint):
// the site's everyday interactions answer within 200 ms at Lighthouse's 4× CPU slowdown, read from
// the browser's own Event Timing entries, not from a clock in the test.
//
// One trial is one sample of a machine that other work shares: the same tap measured 136 ms and
// 216 ms a minute apart here. Each interaction is tried five times, each on a fresh load of its
// page, and the median must meet the goal; every trial is printed.

const goal = 200;
const trials = 5;

/** The browser's Event Timing entries, kept on the window from before the page's own scripts. */
async function measureInp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __inp: number[] };
    w.__inp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId) w.__inp.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/**
 * The worst interaction so far, once the browser has reported one. Read with a plain script, not a
 * locator: a locator's role queries run on the page's main thread, slowed 4× too, and would be
 * counted in the interaction they wait for. The browser reports interactions of 16 ms or more; at
 * 4× CPU every one measured here takes longer, so none within 5 s is a failure, not a pass.
 */
async function worstInteraction(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __inp: number[] }).__inp.length > 0, null, {
    timeout: 5000,
  });
  // Later entries of the same interaction (its click after its pointerup) come within a frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  return page.evaluate(() => Math.max(...(window as unknown as { __inp: number[] }).__inp));
}

/**
 * `what`, tried `trials` times: each time the page is loaded at full speed (`load`), the CPU is
 * slowed 4× as in Lighthouse's mobile setting, the interaction is done (`act`) and measured, and
 * what it must show is checked (`shows`).
 */
async function expectQuick(
  page: Page,
  what: string,
  steps: { load: () => Promise<void>; act: () => Promise<void>; shows: () => Promise<void> },
) {
  test.setTimeout(40_000 * trials);
  await measureInp(page);
  const cdp = await page.context().newCDPSession(page);
  const measured: number[] = [];
  for (let trial = 0; trial < trials; trial++) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await steps.load();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await steps.act();
    measured.push(await worstInteraction(page));
    await steps.shows();
  }
  const median = [...measured].sort((a, b) => a - b)[Math.floor(trials / 2)]!;
  console.log(`INP at 4× CPU, ${what}: median ${median} ms of ${measured.join(", ")} ms`);
  expect(median, what).toBeLessThanOrEqual(goal);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("opening the mobile menu", async ({ page }) => {
    await expectQuick(page, "opening the mobile menu", {
      load: async () => void (await page.goto("/")),
      act: () => page.getByRole("button", { name: "Open menu" }).tap(),
      shows: () => expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible(),
    });
  });

  test("moving a slideshow", async ({ page }) => {
    const next = page.getByRole("button", { name: /^Next image/ }).first();
    await expectQuick(page, "moving a slideshow", {
      load: async () => {
        await page.goto("/");
        await next.scrollIntoViewIfNeeded();
      },
      act: () => next.tap(),
      // The counter beside the buttons: the second picture.
      shows: () => expect(next.locator("xpath=preceding-sibling::span[1]")).toHaveText(/^2 \/ \d+$/),
    });
  });

  test("opening the donate dialog", async ({ page }) => {
    await expectQuick(page, "opening the donate dialog", {
      load: async () => void (await page.goto("/get_involve")),
      act: () => page.getByRole("button", { name: "Donate Now" }).tap(),
      shows: () => expect(page.getByRole("dialog").getByRole("img", { name: /UPI payment QR code/ })).toBeVisible(),
    });
  });

  test("typing in the assessment form", async ({ page }) => {
    const name = page.getByLabel("Your name");
    await expectQuick(page, "typing in the assessment form", {
      load: async () => {
        await page.goto("/assessment");
        await name.scrollIntoViewIfNeeded();
      },
      act: async () => {
        await name.tap();
        await page.keyboard.type("Asha Verma", { delay: 80 });
      },
      shows: () => expect(name).toHaveValue("Asha Verma"),
    });
  });
});
