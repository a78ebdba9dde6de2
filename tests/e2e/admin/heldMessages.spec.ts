import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { aMessage } from "../../support/rows";
import { card, openScreen, signInAsStaff, toast, uniqueName } from "./adminHelpers";

test("Messages held for review: marked, filtered, released", async ({ page, staffSession }) => {
  const run = uniqueName("run").split(" ")[1];
  const held = `E2E Held ${run}`;
  const ordinary = `E2E Ordinary ${run}`;
  const service = await serviceClient();
  const { error } = await service
    .from("contact_messages")
    .insert([
      aMessage({ name: held, email: "held@example.org", message: "Held one.", held_for_review: true }),
      aMessage({ name: ordinary, email: "ordinary@example.org", message: "Ordinary one.", held_for_review: false }),
    ]);
  expect(error).toBeNull();

  await signInAsStaff(page, staffSession);
  await openScreen(page, "Messages");
  await page.getByPlaceholder("Search by name, e-mail, phone or subject...").fill(run);
  await expect(card(page, held).getByText("Held for review", { exact: true })).toBeVisible();
  await expect(card(page, ordinary)).toBeVisible();
  await expect(card(page, ordinary).getByText("Held for review", { exact: true })).toHaveCount(0);
  await expect(card(page, ordinary).getByRole("button", { name: "Release" })).toHaveCount(0);

  await page.getByRole("checkbox", { name: "Held for review only" }).check();
  await expect(card(page, ordinary)).toHaveCount(0);
  await expect(card(page, held)).toBeVisible();
  await expectNoA11yViolations(page);

  await card(page, held).getByRole("button", { name: "Release" }).click();
  await expect(toast(page, "Message released")).toBeVisible();
  await expect(card(page, held)).toHaveCount(0);
  const { data } = await service.from("contact_messages").select("held_for_review").eq("name", held).single();
  expect(data?.held_for_review).toBe(false);

  await page.getByRole("checkbox", { name: "Held for review only" }).uncheck();
  await expect(card(page, held)).toBeVisible();
  await expect(card(page, held).getByText("Held for review", { exact: true })).toHaveCount(0);
});
