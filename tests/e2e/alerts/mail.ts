import type { Page } from "@playwright/test";
import { e2eMail, expect, serviceClient } from "../fixtures";

export interface CaughtMail {
  ID: string;
  To: { Address: string }[];
  Subject: string;
  Text: string;
}

/**
 * The alert e-mails in the run's catcher about the visitor `name`, with their text. The name is in
 * the text only: a subject holds no personal data (issue 23).
 */
export async function mailsAbout(name: string): Promise<CaughtMail[]> {
  const listed = (await (await fetch(`${e2eMail.url}/api/v1/messages`)).json()) as { messages: CaughtMail[] };
  const alerts = listed.messages.filter((m) => m.Subject.startsWith("New "));
  const read: CaughtMail[] = await Promise.all(
    alerts.map(async (m) => (await fetch(`${e2eMail.url}/api/v1/message/${m.ID}`)).json()),
  );
  return read.filter((m) => m.Text.includes(name));
}

/** The stored message's id and the staff its alerts were queued for (by the trigger, at insert). */
export async function storedMessage(name: string) {
  const db = await serviceClient();
  const { data: message, error } = await db.from("contact_messages").select("id").eq("name", name).single();
  expect(error).toBeNull();
  const { data: alerts } = await db.from("staff_notifications").select("*").eq("record_id", message!.id);
  return { id: message!.id, alerts: alerts ?? [] };
}

/** Each queued recipient got exactly one alert, and nobody else got one. */
export async function expectOneAlertPerRecipient(name: string, recipients: string[]) {
  await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 30_000 }).toBe(recipients.length);
  const mails = await mailsAbout(name);
  expect(mails.flatMap((m) => m.To.map((to) => to.Address)).sort()).toEqual([...recipients].sort());
  return mails;
}

/** Sends a message through the public contact form, as a visitor does. */
export async function sendContactMessage(page: Page, name: string, message: string) {
  await page.goto("/#contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.org`);
  await form.getByLabel("Subject").selectOption("services");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
}
