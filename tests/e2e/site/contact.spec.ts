import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, serviceClient, test, untilPartsLive } from "../fixtures";
import { countContactPosts, storedMessages } from "./contactMessages";

async function fillForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Asha Verma");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+91 90000 00000");
  await form.getByLabel("Subject").selectOption("volunteer");
  await form.getByLabel("Message").fill("I would like to volunteer on weekends.");
  return form;
}

test.describe("contact form", () => {
  test("stores the message and clears the form", async ({ page }) => {
    const email = `asha.${Date.now()}@example.org`;
    await page.goto("/#contact");
    const form = await fillForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("Subject")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");

    const db = await serviceClient();
    const { data, error } = await db.from("contact_messages").select("*").eq("email", email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      name: "Asha Verma",
      phone: "+91 90000 00000",
      subject: "volunteer",
      message: "I would like to volunteer on weekends.",
    });
  });

  test("blocks a send with the exact validation messages", async ({ page }) => {
    const posted = countContactPosts(page);
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();

    await fillForm(page, "asha at example.org");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

    await form.getByLabel("Email").fill("asha@example.org");
    await form.getByLabel("Message").fill("   ");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill in all required fields.").last()).toBeVisible();
    expect(posted()).toBe(0);
    await expect(form.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5");
  });

  test("the sixth message within the hour from one address shows the server's refusal and keeps the text", async ({
    page,
  }) => {
    const email = `busy.${Date.now()}@example.org`;
    for (let i = 0; i < 5; i++) {
      // From other networks than the browser's (the gateway reads the socket's address), so only
      // the address's limit decides.
      const { data } = await serviceClient(`127.51.100.${i + 1}`).rpc("submit_contact_message", {
        name: "Asha",
        email,
        phone: "",
        subject: "other",
        message: `Earlier ${i}`,
      });
      expect(data).toMatchObject({ success: true });
    }
    const posts = countContactPosts(page);

    await page.goto("/#contact");
    const form = await fillForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Too many messages from this address. Please try again in an hour.")).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("I would like to volunteer on weekends.");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByText("Your message has been submitted! We will get back to you soon.")).toHaveCount(0);
    await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toHaveCount(0);
    expect(posts()).toBe(1);
    await expect(page.locator("iframe[name^='contact-frame']")).toHaveCount(0);
    expect(await storedMessages(email)).toBe(5);
  });

  test("a message kept in one tab and sent by another is answered in the tab it was typed in", async ({
    page,
    context,
  }) => {
    // This tab cannot reach the server; any other tab of the site can, and sends what the device
    // keeps when it opens. The visitor's tab then thanks them and empties its form, so the text is
    // not left there to be sent a second time.
    await page.route("**/rest/v1/rpc/submit_contact_message", (route) => route.abort("internetdisconnected"));
    await page.goto("/#contact");
    const form = await fillForm(page, `othertab.${Date.now()}@example.org`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("It is saved on this device and will be sent by itself");

    const otherTab = await context.newPage();
    await otherTab.goto("/#contact");
    await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByRole("status")).toHaveCount(0);
  });

  test("with the network cut, a message is kept and, when the network returns, stored exactly once", async ({
    page,
    context,
  }) => {
    const email = `offline.${Date.now()}@example.org`;
    let stored = 0;
    context.on("requestfinished", (request) => {
      if (request.method() === "POST" && request.url().includes("/rpc/submit_contact_message")) stored++;
    });
    await page.goto("/#contact");
    const otherTab = await context.newPage();
    await otherTab.goto("/#contact");
    // The other tab's form is live (its part hydrated) before the network goes.
    await untilPartsLive(otherTab);
    await expect(otherTab.getByRole("form", { name: "Contact form" })).toBeVisible();

    await context.setOffline(true);
    const form = await fillForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    const notice = form.getByRole("status");
    await expect(notice).toContainText("It is saved on this device and will be sent by itself");
    await expect(notice.getByRole("button", { name: "Send again" })).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("I would like to volunteer on weekends.");
    await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toHaveCount(0);
    await expect(otherTab.getByRole("form", { name: "Contact form" }).getByRole("status")).toBeVisible();
    await expectNoA11yViolations(page);

    await context.setOffline(false);
    await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    await expect(form.getByRole("status")).toHaveCount(0);
    await expect(otherTab.getByRole("form", { name: "Contact form" }).getByRole("status")).toHaveCount(0);
    await expect(form.getByLabel("Message")).toHaveValue("");
    // Nothing left to send on this device: the outbox both tabs share is empty and no tab holds its
    // lock (contactOutbox.ts sends under it), so no second post can still be on its way.
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          kept: (JSON.parse(localStorage.getItem("contact-outbox") ?? "[]") as unknown[]).length,
          sending: (await navigator.locks.query()).held?.length ?? 0,
        })),
      )
      .toEqual({ kept: 0, sending: 0 });
    expect(stored).toBe(1);
    const { data } = await serviceClient().from("contact_messages").select("client_key").eq("email", email);
    expect(data).toHaveLength(1);
    expect(data?.[0].client_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a lost answer to the first post leaves one stored message", async ({ page }) => {
    const email = `lost.${Date.now()}@example.org`;
    let lost = false;
    await page.route("**/rpc/submit_contact_message**", async (route, request) => {
      if (request.method() !== "POST" || lost) return route.continue();
      lost = true;
      await route.fetch(); // the server stores the message...
      await route.abort("connectionreset"); // ...and its answer never reaches the page
    });
    await page.goto("/#contact");
    const form = await fillForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("saved on this device");
    await form.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
    await expect(form.getByRole("status")).toHaveCount(0);
    expect(await storedMessages(email)).toBe(1);
  });
});
