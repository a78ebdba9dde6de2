import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { dashboardCards } from "../../support/dashboardCards";
import { signInAsStaff } from "./adminHelpers";

test("the dashboard's six figures equal the table counts; recent news and system status are real", async ({
  page,
  staffSession,
}) => {
  const service = await serviceClient();
  await signInAsStaff(page, staffSession);
  // Other workers add and remove rows meanwhile: read both sides again until they agree.
  await expect(async () => {
    await page.reload();
    const shown: number[] = [];
    for (const c of dashboardCards) {
      shown.push(
        Number(
          await page
            .getByRole("region", { name: c.label, exact: true })
            .getByTestId("stat-value")
            .textContent({ timeout: 10_000 }),
        ),
      );
    }
    const counted: number[] = [];
    for (const c of dashboardCards) {
      const { count, error } =
        "activeOnly" in c
          ? await service.from("notices").select("*", { count: "exact", head: true }).eq("is_active", true)
          : await service.from(c.table).select("*", { count: "exact", head: true });
      expect(error).toBeNull();
      counted.push(count ?? -1);
    }
    expect(shown).toEqual(counted);
  }).toPass({ timeout: 30_000 });

  await expect(async () => {
    await page.reload();
    const items = page.getByRole("region", { name: "Recent News Articles" }).getByRole("listitem");
    await expect(items.first()).toBeVisible();
    const shown = await items.getByTestId("recent-title").allTextContents();
    const { data: latest } = await service
      .from("news_articles")
      .select("title")
      .order("created_at", { ascending: false })
      .limit(5);
    expect(shown).toEqual((latest ?? []).map((a) => a.title));
  }).toPass({ timeout: 30_000 });

  const status = page.getByRole("region", { name: "System Status" });
  await expect(status.getByText("Database")).toBeVisible();
  await expect(status.getByText("Online")).toHaveCount(2);
  // The media bucket (the baseline migration's "Photos and storage") exists, so Storage reports its real state.
  await expect(status.getByText("Configured", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});
