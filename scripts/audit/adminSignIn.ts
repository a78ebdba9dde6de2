// For `npm run audit:perf` with /admin: how long after 'Sign in' the dashboard is usable, on a
// phone as Lighthouse's mobile preset describes it, applied to a real Chromium through the
// DevTools protocol: CPU 4× slower, and either Lighthouse's nominal "mobileSlow4G" network (150 ms
// round trips, 1.6 Mbit/s down, 750 kbit/s up: what its simulated throttling, and so the /admin
// score, assumes) or its "applied" equivalent (562.5 ms added to every request, 1.47 Mbit/s down,
// 675 kbit/s up: what Lighthouse's devtools throttling sets, harsher for pages of many requests).
// Usable: the 'Dashboard' heading is shown and no spinner is left on it (its figures, recent news
// and system status have arrived).
import { chromium, type Page } from "@playwright/test";

export const NETWORKS = {
  nominal: { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  applied: { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
} as const;

async function throttle(page: Page, network: keyof typeof NETWORKS) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORKS[network] });
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
  network: keyof typeof NETWORKS,
): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await throttle(page, network);
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
