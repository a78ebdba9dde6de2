import { e2eMail, expect, serviceClient, test } from "../fixtures";
import { uniqueName } from "../admin/adminHelpers";
import { expectOneAlertPerRecipient, mailsAbout, sendContactMessage, storedMessage } from "./mail";

// Runs alone, after the other tests (playwright.config.ts, project "alone").
test("with the mail server down the message is stored, and its alert arrives once it is back", async ({ page }) => {
  const name = uniqueName("Outage");
  await e2eMail.setSmtp("close");
  try {
    await sendContactMessage(page, name, "Is there a parents' group on Saturdays?");
    const stored = await storedMessage(name);
    expect(stored.alerts.length).toBeGreaterThan(0);
    // Tried and refused at least twice, kept for later.
    const db = await serviceClient();
    await expect
      .poll(
        async () => {
          const { data } = await db.from("staff_notifications").select("attempts, sent_at").eq("record_id", stored.id);
          return (data ?? []).every((row) => row.attempts >= 2 && row.sent_at === null);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await mailsAbout(name)).toHaveLength(0);
  } finally {
    await e2eMail.setSmtp("open");
  }
  const { alerts } = await storedMessage(name);
  await expectOneAlertPerRecipient(
    name,
    alerts.map((alert) => alert.recipient),
  );
  // A few more of the dispatcher's passes (every 0.5 s in e2e): still one each. A time, on purpose:
  // that nothing more is sent can only be checked over a while; the dispatcher shows no pass count.
  await page.waitForTimeout(2_000);
  await expectOneAlertPerRecipient(
    name,
    alerts.map((alert) => alert.recipient),
  );
});
