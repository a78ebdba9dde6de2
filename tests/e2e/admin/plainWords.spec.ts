import type { Locator, Page } from "@playwright/test";
import { e2eApi, expect, serviceClient, test } from "../fixtures";
import { card, openScreen, searchCard, signInAsStaff, uniqueName } from "./adminHelpers";

// Every value a member of staff reads is in words (issue 36, item 9; docs/product.md#plain-words-on-screen):
// no database names (assessment_requests), no stored codes (draft, bank_transfer, speech-therapy),
// no dates as the database writes them (2026-04-10), no addresses of files or image widths, and
// History's table breaks no word in the middle ("Excer pt").

const MEDIA = `${e2eApi.url}/storage/v1/object/public/media`;

/** What a person should never read on an admin screen, each with why. */
const RAW: ReadonlyArray<[RegExp, string]> = [
  [/127\.0\.0\.1|localhost|https?:\/\//, "an address"],
  [/\b[a-z]+(?:_[a-z0-9]+)+\b/, "a database name or stored code"],
  [/\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+)?/, "a date as the database writes it"],
  [/\b(?:not_sure|bank_transfer|speech-therapy)\b/, "a stored code"],
  [/\b\d{3,4} ?(?:px|×|x) ?\d{3,4}\b|\bwidth\b/i, "an image's size"],
];

/** A stored state, checked where the text is not content staff wrote (a page's text may say "published"). */
const STATE: [RegExp, string] = [/\b(?:draft|published|pending)\b/, "a stored state"];

async function expectPlainWords(region: Locator, where: string, patterns = RAW) {
  const text = await region.innerText();
  for (const [pattern, what] of patterns) expect.soft(text.match(pattern)?.[0], `${what} on ${where}`).toBeUndefined();
}

/** No cell of History's tables breaks a word in the middle to fit ("Excer pt"). */
async function expectNoWordBroken(history: Locator) {
  const styles = await history.locator("th, td").evaluateAll((cells) =>
    cells.map((cell) => {
      const style = getComputedStyle(cell);
      return { text: cell.textContent, wrap: style.overflowWrap, breaks: style.wordBreak };
    }),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) {
    expect(style.wrap, `overflow-wrap of "${style.text}"`).not.toBe("anywhere");
    expect(style.breaks, `word-break of "${style.text}"`).not.toMatch(/break-all|break-word/);
  }
}

async function openHistory(page: Page, screen: string, title: string): Promise<Locator> {
  await openScreen(page, screen);
  await (await searchCard(page, title)).getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History of this record" });
  await expect(history.getByRole("listitem").first()).toBeVisible();
  return history;
}

test("History of an edited article and photo says what changed in words, and breaks no word", async ({
  page,
  staffSession,
}) => {
  test.setTimeout(120_000);
  const service = await serviceClient();
  const title = uniqueName("Plain words article");
  const picture = (name: string, width: number) => ({
    image_url: `${MEDIA}/news/${name}-large.jpg`,
    image_small_url: `${MEDIA}/news/${name}-small.jpg`,
    image_width: width,
    image_height: 900,
    image_alt: "Children at the sports day",
  });
  const article = await service
    .from("news_articles")
    .insert({
      title,
      source: "Amar Ujala",
      date: "2026-04-10",
      excerpt: "The centre's sports day.",
      content: "Forty children ran.",
      status: "draft",
      ...picture("first", 1600),
    })
    .select("id")
    .single();
  expect(article.error).toBeNull();
  const edit = await service
    .from("news_articles")
    .update({
      excerpt: "The centre's first sports day.",
      status: "published",
      date: "2026-04-11",
      ...picture("second", 1200),
    })
    .eq("id", article.data!.id);
  expect(edit.error).toBeNull();

  const caption = uniqueName("Plain words photo");
  const photo = await service
    .from("photos")
    .insert({ caption, placement: "gallery", consent_confirmed: true, ...picture("third", 1600) })
    .select("id")
    .single();
  expect(photo.error).toBeNull();
  expect((await service.from("photos").update(picture("fourth", 1200)).eq("id", photo.data!.id)).error).toBeNull();

  try {
    await signInAsStaff(page, staffSession);
    const articleHistory = await openHistory(page, "News Articles", title);
    const changed = articleHistory.getByRole("listitem").filter({ hasText: "Changed by" });
    await expect(changed.getByRole("row", { name: /Image .*Photo changed/ })).toBeVisible();
    await expect(changed.getByRole("row", { name: /Excerpt/ })).toBeVisible();
    await expectPlainWords(articleHistory, "the article's History", [...RAW, STATE]);
    await expectNoWordBroken(articleHistory);
    await articleHistory.getByRole("button", { name: "Close" }).click();

    const photoHistory = await openHistory(page, "Photos", caption);
    await expect(photoHistory.getByRole("row", { name: /Photo .*Photo changed/ })).toBeVisible();
    await expectPlainWords(photoHistory, "the photo's History", [...RAW, STATE]);
  } finally {
    await service.from("news_articles").delete().eq("id", article.data!.id);
    await service.from("photos").delete().eq("id", photo.data!.id);
  }
});

test("every admin screen, and the records staff open, show values in words", async ({ page, staffSession }) => {
  test.setTimeout(180_000);
  const service = await serviceClient();
  const name = uniqueName("Plain Words Parent");
  const made = await Promise.all([
    service.from("contact_messages").insert({
      name,
      email: "plain.words@example.org",
      phone: "9876543210",
      subject: "services",
      message: "When is the next camp?",
    }),
    service.from("receipt_requests").insert({
      donor_name: name,
      pan: "ABCPW1234K",
      address: "12 Civil Lines, Prayagraj",
      email: "plain.words@example.org",
      amount: 2500,
      gift_date: "2026-04-10",
      mode: "bank_transfer",
      transaction_reference: `UTR${Date.now()}`,
    }),
  ]);
  for (const answer of made) expect(answer.error).toBeNull();

  try {
    await signInAsStaff(page, staffSession);
    await expectPlainWords(page.getByRole("main"), "the dashboard");
    const links = await page.getByRole("navigation", { name: "Admin" }).getByRole("link").allInnerTexts();
    for (const label of links.map((text) => text.trim()).filter((text) => text && text !== "Dashboard")) {
      await openScreen(page, label);
      const records = page.getByTestId("records");
      if (await records.count()) await expect(records).toHaveAttribute("aria-busy", "false");
      await expectPlainWords(page.getByRole("main"), `the ${label} screen`);
    }

    for (const screen of ["Messages", "Receipt requests"]) {
      await openScreen(page, screen);
      await (await searchCard(page, name)).getByRole("button", { name: "Read" }).click();
      const record = page.getByRole("dialog");
      await expect(record).toBeVisible();
      await expectPlainWords(record, `a record of ${screen}`);
      await record.getByRole("button", { name: "Close" }).click();
      await expect(card(page, name)).toBeVisible();
    }
  } finally {
    await service.from("contact_messages").delete().eq("name", name);
    await service.from("receipt_requests").delete().eq("donor_name", name);
  }
});
