import { expect, expectNoA11yViolations, test } from "../fixtures";
import { signInAsStaff } from "./adminHelpers";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the admin menu folds behind a button, opens by keyboard and closes on navigation", async ({
  page,
  staffSession,
}) => {
  await signInAsStaff(page, staffSession);
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menuButton = nav.getByRole("button", { name: "Open the admin menu" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Notices" })).toBeHidden();

  await menuButton.focus();
  await page.keyboard.press("Enter");
  const closeButton = nav.getByRole("button", { name: "Close the admin menu" });
  await expect(closeButton).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expectNoA11yViolations(page);

  await nav.getByRole("link", { name: "Notices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Notices" })).toBeHidden();
  await expect(nav.getByRole("button", { name: "Open the admin menu" })).toBeVisible();
});

test("on a desktop the sidebar is always there, with no menu button", async ({ page, staffSession }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, staffSession);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Notices" })).toBeVisible();
  await expect(nav.getByRole("button", { name: /admin menu/ })).toHaveCount(0);
});
