import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test } from "../fixtures";

/** Records and accepts every alert, so a click that raises one is not left waiting. */
function acceptAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

test.describe("get involved page", () => {
  test("shows the four ways to help and the parent quote", async ({ page }) => {
    await page.goto("/get_involve");
    await expect(page.getByRole("heading", { level: 1, name: "Get Involved" })).toBeVisible();
    for (const title of ["Donate", "Volunteer", "Spread Awareness", "Attend Events"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    const volunteer = page.getByRole("link", { name: /Become a Volunteer/ });
    await expect(volunteer).toHaveAttribute("href", /^https:\/\//);
    await expect(volunteer).toHaveAttribute("target", "_blank");
    await expect(page.locator("figure blockquote")).toBeVisible();
    await expect(page.locator("figcaption")).toContainText("Parent");
    await page.getByRole("link", { name: "View Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test("the donate modal shows bank details and a UPI QR code, traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/get_involve");
    const donate = page.getByRole("button", { name: "Donate Now" });
    await donate.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Support Our Work" })).toBeVisible();
    for (const label of ["Account Type", "Bank Name", "Account Holder", "Account Number", "IFSC Code", "Branch"]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText("Current Account")).toBeVisible();
    await expect(dialog.getByRole("img", { name: /UPI payment QR code/ })).toBeVisible();
    await expect(dialog.locator("svg[role='img'] path").first()).toBeAttached();
    await expectNoA11yViolations(page);

    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(donate).toBeFocused();

    // Opened again: focus on its first control, the close button; a click beside it closes it, and
    // the page behind was never scrolled.
    const scrolled = await page.evaluate(() => window.scrollY);
    await donate.click();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
    await expect(donate).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Shift+Tab from the first control goes round to the last, still inside; after a click on its
    // text, Escape still closes it.
    await donate.click();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement)).toBe(
      true,
    );
    await dialog.getByText(/^Your donation/).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Spread Awareness opens the native share sheet, showing 'Sharing...' while busy", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData[]; finishShare: () => void };
      w.shared = [];
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: ShareData) =>
          new Promise<void>((resolve) => {
            w.shared.push(data);
            w.finishShare = resolve;
          }),
      });
    });
    await page.goto("/get_involve");
    await page.getByRole("button", { name: "Share Now" }).click();
    await expect(page.getByRole("button", { name: "Sharing..." })).toBeDisabled();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0].title).toBe("Prayagraj Neurodiversity Foundation");
    expect(shared[0].text).toBeTruthy();
    expect(shared[0].url).toBe(new URL(page.url()).origin);
    await page.evaluate(() => (window as unknown as { finishShare: () => void }).finishShare());
    await expect(page.getByRole("button", { name: "Share Now" })).toBeEnabled();
  });

  test("without a share sheet the link is copied and an alert says so", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { copied: string[] };
      w.copied = [];
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: async (text: string) => void w.copied.push(text) },
      });
    });
    await page.goto("/get_involve");
    const alerts = acceptAlerts(page);
    await page.getByRole("button", { name: "Share Now" }).click();
    await expect
      .poll(() => alerts)
      .toEqual(["Link copied to clipboard! You can paste it to share on WhatsApp, Facebook, Instagram, etc."]);
    const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(copied).toEqual([new URL(page.url()).origin]);
  });

  test("a failed share asks the visitor to copy the link by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: () => Promise.reject(new Error("Permission denied")),
      });
    });
    await page.goto("/get_involve");
    const alerts = acceptAlerts(page);
    await page.getByRole("button", { name: "Share Now" }).click();
    await expect.poll(() => alerts).toEqual(["Failed to share. Please try copying the link manually."]);
    await expect(page.getByRole("button", { name: "Share Now" })).toBeEnabled();
  });

  test("has no WCAG 2.1 AA violations", async ({ page }) => {
    await page.goto("/get_involve");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
