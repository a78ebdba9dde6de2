import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { aNotice } from "../../support/rows";
import { signInAsStaff, uniqueName } from "./adminHelpers";

// The dashboard's 'Public site' card reads the running build's record (build.json at the site's root) and lists
// a change made after that build (docs/product.md#the-sites-freshness).
const madeTitles: string[] = [];

test("the dashboard shows the running build's record and a change made after it", async ({ page, staffSession }) => {
  const record = (await (await page.request.get("/build.json")).json()) as {
    builtAt: string;
    contentChangedAt: string | null;
  };
  expect(Date.parse(record.contentChangedAt!)).toBeLessThanOrEqual(Date.parse(record.builtAt));

  const title = uniqueName("Camp after the build");
  const made = await serviceClient().from("notices").insert(aNotice({ title }));
  expect(made.error).toBeNull();
  // The notice is this test's own: it is removed whatever the outcome (other specs read the notices).
  madeTitles.push(title);

  await signInAsStaff(page, staffSession);
  const card = page.getByRole("region", { name: "Public site" });
  await expect(card.getByTestId("site-freshness")).toHaveText(
    /^The public site shows changes up to \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m\.$/,
  );
  await expect(
    card
      .getByTestId("site-changes")
      .getByRole("listitem")
      .filter({ hasText: `Notices: ${title}` }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test.afterEach(async () => {
  for (const title of madeTitles.splice(0)) await serviceClient().from("notices").delete().eq("title", title);
});
