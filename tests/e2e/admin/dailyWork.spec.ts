import { expect, serviceClient, test } from "../fixtures";
import { aNotice } from "../../support/rows";
import { createAccount, openScreen, searchCard, signIn, signInAsStaff, toast } from "./adminHelpers";

// Issue 36, "what a non-technical staff member trips over": what staff see on the admin's screens.

test("an editor's dashboard shows no figure of personal data and no link to a page they cannot open", async ({
  page,
}) => {
  const editor = await createAccount({ staff: true });
  const service = serviceClient();
  expect((await service.from("admin_users").update({ role: "editor" }).eq("user_id", editor.id)).error).toBeNull();
  // An open request the editor's row level security hides: the card would have said "0 open".
  const request = await service.from("assessment_requests").insert({
    child_name: "Dashboard child",
    age_years: 5,
    age_in_months: 60,
    concerns: ["speech"],
    parent_name: "Dashboard parent",
    phone: "9876543210",
    call_language: "en",
    call_time: "any",
    consent_at: new Date().toISOString(),
  });
  expect(request.error).toBeNull();

  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "News Articles", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Assessment requests" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Donations" })).toHaveCount(0);
  await expect(page.getByTestId("open-assessments")).toHaveCount(0);
  await expect(page.locator('main a[href="/admin/assessments"], main a[href="/admin/donations"]')).toHaveCount(0);
});

test("a toast covers no action, lets clicks through and closes while hovered", async ({ page, staffSession }) => {
  const notice = aNotice();
  expect((await serviceClient().from("notices").insert(notice)).error).toBeNull();
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Notices");
  const found = await searchCard(page, notice.title);
  await found.getByRole("button", { name: "Deactivate" }).click();
  const shown = toast(page, "Notice deactivated successfully");
  await expect(shown).toBeVisible();

  const add = page.getByRole("button", { name: "Add Notice" });
  const [toastBox, addBox] = [await shown.boundingBox(), await add.boundingBox()];
  if (!toastBox || !addBox) throw new Error("the toast or the button has no box");
  const overlaps =
    toastBox.x < addBox.x + addBox.width &&
    addBox.x < toastBox.x + toastBox.width &&
    toastBox.y < addBox.y + addBox.height &&
    addBox.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);

  // The pointer over it (Playwright's hover() refuses an element that takes no pointer events): a
  // click there reaches the page beneath, and the toast still closes by itself (Refine's: after 5 s).
  await page.mouse.move(toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2);
  expect(
    await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest(".mantine-Notification-root")), [
      toastBox.x + toastBox.width / 2,
      toastBox.y + toastBox.height / 2,
    ] as const),
  ).toBe(false);
  await expect(shown).toBeHidden({ timeout: 8_000 });
});
