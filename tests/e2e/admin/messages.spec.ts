import { expect, serviceClient, test } from "../fixtures";
import { aMessage } from "../../support/rows";
import { card, openScreen, signInAsStaff, toast, uniqueName } from "./adminHelpers";

test("Messages: list, search by e-mail, read, mark handled, delete; no Add", async ({ page, staffSession }) => {
  const name = uniqueName("E2E Sender");
  const email = `${name.split(" ").at(-1)}@example.org`;
  const service = await serviceClient();
  const { error } = await service.from("contact_messages").insert(
    aMessage({
      name,
      email,
      phone: "+91 90000 00000",
      subject: "volunteer",
      message: "I would like to help on Saturdays.",
    }),
  );
  expect(error).toBeNull();

  await signInAsStaff(page, staffSession);
  await openScreen(page, "Messages");
  await expect(page.getByRole("button", { name: /^Add/ })).toHaveCount(0);
  await page.getByPlaceholder("Search by name, e-mail, phone or subject...").fill(email.toUpperCase());
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card(page, name).getByText(`Volunteer Opportunities · ${email}`)).toBeVisible();
  await expect(card(page, name).getByText("New", { exact: true })).toBeVisible();

  await card(page, name).getByRole("button", { name: "Read" }).click();
  const dialog = page.getByRole("dialog", { name: "Message" });
  await expect(dialog.getByText("I would like to help on Saturdays.")).toBeVisible();
  await expect(dialog.getByText("+91 90000 00000")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await card(page, name).getByRole("button", { name: "Mark handled" }).click();
  await expect(toast(page, "Message marked as handled")).toBeVisible();
  await expect(card(page, name).getByText("Handled", { exact: true })).toBeVisible();
  const { data: stored } = await service.from("contact_messages").select("handled").eq("email", email).single();
  expect(stored?.handled).toBe(true);

  await card(page, name).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm deletion" });
  await expect(confirm.getByText("Are you sure you want to delete this message?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Message deleted successfully")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  const { count } = await service
    .from("contact_messages")
    .select("*", { count: "exact", head: true })
    .eq("email", email);
  expect(count).toBe(0);
});
