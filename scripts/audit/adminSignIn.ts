// For `npm run audit:perf` with /admin: how long after 'Sign in' the dashboard is usable, on a
// phone as Lighthouse's mobile preset describes it, applied to a real Chromium through the
// DevTools protocol (CPU 4× slower; 562.5 ms round trips, 1.47 Mbit/s down, 675 kbit/s up:
// Lighthouse's "mobileSlow4G" as applied throttling). Usable: the 'Dashboard' heading is shown
// and no spinner is left on it (its figures, recent news and system status have arrived).
import { chromium, type Page } from "@playwright/test";

const THROTTLING = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...THROTTLING });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

async function dashboardUsable(page: Page) {
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector("main [role=status]"), undefined, { timeout: 60_000 });
}

/**
 * Milliseconds from 'Sign in' to a usable dashboard: `typingMs` after the page started (the time a
 * member of staff takes to type; the Refine app loads meanwhile), and with no time at all.
 */
export async function measureSignIn(
  origin: string,
  chromePath: string,
  account: { email: string; password: string },
  typingMs: number,
): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${origin}/admin`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.getByLabel("E-mail address").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.waitForTimeout(typingMs);
    const started = Date.now();
    await page.getByRole("button", { name: "Sign in" }).click();
    await dashboardUsable(page);
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}
