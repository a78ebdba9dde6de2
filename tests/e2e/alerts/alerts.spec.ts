import { e2eApi, expect, test } from "../fixtures";
import { uniqueName } from "../admin/adminHelpers";
import { expectOneAlertPerRecipient, sendContactMessage, storedMessage } from "./mail";

// New-message alerts (docs/product.md, "Staff alerts"), from the public contact form to the admin.
test("a contact message e-mails each staff member once, with a link that opens it in the admin", async ({ page }) => {
  const name = uniqueName("Alert");
  await sendContactMessage(page, name, "Our daughter is six.\nWe would like an assessment.");
  const stored = await storedMessage(name);
  const recipients = stored.alerts.map((alert) => alert.recipient);
  expect(recipients).toContain(e2eApi.adminEmail);

  const mails = await expectOneAlertPerRecipient(name, recipients);
  const link = /http\S+\/admin\/messages\?id=\S+/.exec(mails[0].Text)?.[0];
  expect(link).toBe(`${new URL(page.url()).origin}/admin/messages?id=${stored.id}`);
  expect(mails[0].Text).toContain("> Our daughter is six.");

  // Followed while signed out: the login form comes first, on the same address.
  await page.goto(link!);
  await page.getByLabel("E-mail address").fill(e2eApi.adminEmail);
  await page.getByLabel("Password").fill(e2eApi.adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Message" });
  await expect(dialog.getByText("We would like an assessment.", { exact: false })).toBeVisible();
  await expect(dialog.getByText(name)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});
