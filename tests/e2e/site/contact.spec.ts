import type { Page, Request } from "@playwright/test";
import { expect, serviceClient, test } from "../fixtures";

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
    let posted = 0;
    await page.route("**/rpc/submit_contact_message**", (route) => {
      posted++;
      return route.continue();
    });
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
    expect(posted).toBe(0);
    await expect(form.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5");
  });

  test("falls back from JSON to form-encoded to a hidden form, then counts it as sent", async ({ page }) => {
    const seen: { type: string; apikey: string | null; url: string; frame: boolean }[] = [];
    await page.route("**/rpc/submit_contact_message**", async (route, request: Request) => {
      const cors = {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "*",
        "Access-Control-Allow-Methods": "POST, OPTIONS",
      };
      if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
      const headers = await request.allHeaders();
      seen.push({
        type: headers["content-type"] ?? "",
        apikey: headers["apikey"] ?? null,
        url: request.url(),
        frame: request.isNavigationRequest(),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (seen.length === 1) return route.fulfill({ status: 500, headers: cors, body: "{}" });
      if (seen.length === 2) {
        return route.fulfill({
          status: 200,
          headers: { ...cors, "Content-Type": "application/json" },
          body: JSON.stringify({ success: false, message: "Refused" }),
        });
      }
      return route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true}' });
    });

    await page.goto("/#contact");
    const form = await fillForm(page, "asha@example.org");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.locator("iframe[name^='contact-frame']")).toHaveCount(1);
    await expect(page.getByText("Your message has been submitted! We will get back to you soon.")).toBeVisible();
    await expect(page.locator("iframe[name^='contact-frame']")).toHaveCount(0);
    await expect(form.getByLabel("Name")).toHaveValue("");

    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({ type: "application/json", apikey: expect.any(String), frame: false });
    expect(seen[1]).toMatchObject({
      type: "application/x-www-form-urlencoded",
      apikey: expect.any(String),
      frame: false,
    });
    expect(seen[2].frame).toBe(true);
    expect(seen[2].type).toContain("application/x-www-form-urlencoded");
    expect(new URL(seen[2].url).searchParams.get("apikey")).toBe(seen[0].apikey);
  });
});
