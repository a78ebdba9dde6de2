import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, openForm, openScreen, searchFor, signInAsStaff, toast, uniqueName } from "../admin/adminHelpers";

// What staff write, in Hindi (issue 39, docs/architecture.md#what-staff-write-in-hindi): staff write
// an article and an event with their Hindi beside the English; the Hindi pages show the Hindi (in
// the prerendered HTML for the rows the build had, and after hydration), a row without Hindi shows
// its English marked lang="en" with one Hindi line saying so; "Hindi missing" on the card, its
// filter and the dashboard's count move as the Hindi is written; axe finds nothing.

const note = "यह अभी अंग्रेज़ी में ही है।";

/** 'YYYY-MM-DDTHH:mm' in India's time, `days` from now at `hour`:00, as the admin's form takes it. */
function inIndiaLocal(days: number, hour: number) {
  const day = new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

/** The attributes of the page's heading (its h1, id="page-title") in the served HTML. */
const headingTag = (html: string) => html.match(/<h1[^>]*id="page-title"[^>]*>/)?.[0] ?? "";

/** The Hindi beside a translatable field of the open form (its input is named `<field>_hi`). */
const hindiOf = (page: Page, field: string) => page.getByRole("dialog").locator(`[name="${field}_hi"]`);

test.afterEach(async () => {
  const db = serviceClient();
  await db.from("events").delete().like("title", "E2E Hindi%");
  await db.from("news_articles").delete().like("title", "E2E Hindi%");
  await db.from("photos").delete().like("image_alt", "E2E Hindi%");
});

/** The <img> tags of the served HTML whose alt is `alt`. */
const imgsWithAlt = (html: string, alt: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`alt="${alt}"`));

test("the prerendered Hindi pages carry the Hindi staff wrote, in the text, the head and the calendar files", async ({
  request,
  page,
}) => {
  const db = serviceClient();
  const { data: article } = await db
    .from("news_articles")
    .select("slug, title_hi")
    .not("title_hi", "is", null)
    .limit(1)
    .single();
  const { data: event } = await db
    .from("events")
    .select("slug, title_hi")
    .not("title_hi", "is", null)
    .limit(1)
    .single();
  expect(article?.title_hi).toBeTruthy();
  expect(event?.title_hi).toBeTruthy();

  for (const [path, title] of [
    [`/hi/notice/${article!.slug}`, article!.title_hi!],
    [`/hi/events/${event!.slug}`, event!.title_hi!],
  ] as const) {
    const html = await (await request.get(path)).text();
    // The heading in Hindi, with no lang of its own (the page's is hi), and no "in English" line.
    expect(html).toContain(`${headingTag(html)}${title}</h1>`);
    expect(headingTag(html)).not.toContain("lang=");
    expect(html).not.toContain(note);
    expect(html).toContain(`<title>${title}`);
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${title}`));
    expect(html).toContain('"inLanguage":"hi"');

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /.+/);
    await expect(page).toHaveTitle(new RegExp(title));
    await expectNoA11yViolations(page);
  }

  // The Hindi calendar files carry the Hindi title; the English ones the English.
  const hindiIcs = (await (await request.get(`/hi/events/${event!.slug}.ics`)).text()).replace(/\r\n /g, "");
  expect(hindiIcs).toContain(`SUMMARY:${event!.title_hi}`);
  expect(hindiIcs).toContain(`/hi/events/${event!.slug}`);
  const hindiFeed = (await (await request.get("/hi/events.ics")).text()).replace(/\r\n /g, "");
  expect(hindiFeed).toContain(`SUMMARY:${event!.title_hi}`);
  const englishIcs = (await (await request.get(`/events/${event!.slug}.ics`)).text()).replace(/\r\n /g, "");
  expect(englishIcs).not.toContain(event!.title_hi!);
});

test("a row without Hindi shows its English marked lang=en, with one Hindi line saying so", async ({
  request,
  page,
}) => {
  const { builtAt } = (await (await request.get("/build.json")).json()) as { builtAt: string };
  const { data: article } = await serviceClient()
    .from("news_articles")
    .select("slug, title")
    .is("title_hi", null)
    .eq("status", "published")
    .lte("created_at", builtAt)
    .lte("publish_at", builtAt)
    .limit(1)
    .single();
  const path = `/hi/notice/${article!.slug}`;
  const html = await (await request.get(path)).text();
  expect(headingTag(html)).toContain('lang="en"');
  expect(html).toContain(note);
  expect(html).toContain('"inLanguage":"en"');

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: article!.title })).toHaveAttribute("lang", "en");
  await expect(page.getByText(note)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("staff write an article and an event in Hindi; the Hindi pages show it; the card, the filter and the dashboard follow", async ({
  page,
  staffSession,
}) => {
  test.setTimeout(240_000);
  const title = uniqueName("E2E Hindi article");
  const hindiTitle = `संवेदी कक्ष का उद्घाटन ${Date.now()}`;

  // An article with its English only: published, so "Hindi missing".
  await signInAsStaff(page, staffSession);
  const missingLine = page.getByTestId("hindi-missing");
  await expect(missingLine).toHaveText(/^\d+ items? ha|^Every/);
  const countNow = async () => Number((await missingLine.textContent())?.match(/^\d+/)?.[0] ?? 0);
  const before = await countNow();

  const dialog = await openForm(page, staffSession, "News Articles", "Add Article");
  // The form: each translatable text with its हिन्दी beside it, optional.
  await expect(hindiOf(page, "title")).toHaveAttribute("lang", "hi");
  await expect(hindiOf(page, "content")).not.toHaveAttribute("required", /.*/);
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Source").fill("Amar Ujala");
  await dialog.getByLabel("Date").fill("2026-11-20");
  await dialog.getByLabel("Excerpt").fill("A calm room opens.");
  await dialog.getByLabel("Content").fill("The room has soft light and swings.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Article created successfully")).toBeVisible({ timeout: 30_000 });

  // Its card says so, and the filter finds it.
  await searchFor(page, title);
  await expect(card(page, title).getByText("Hindi missing")).toBeVisible();
  await page.getByRole("checkbox", { name: "Hindi missing" }).check();
  await expect(page.getByTestId("records")).toHaveAttribute("aria-busy", "false");
  await expect(card(page, title)).toBeVisible();

  await page.goto("/admin");
  await expect(missingLine).toHaveText(/items? ha/);
  expect(await countNow()).toBe(before + 1);

  // Staff write its Hindi: the badge, the filter and the count move back.
  await openScreen(page, "News Articles");
  await searchFor(page, title);
  await card(page, title).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Article" });
  await hindiOf(page, "title").fill(hindiTitle);
  await hindiOf(page, "excerpt").fill("एक शांत कक्ष खुला।");
  await hindiOf(page, "content").fill("कक्ष में हल्की रोशनी और झूले हैं।");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Article updated successfully")).toBeVisible({ timeout: 30_000 });
  await searchFor(page, title);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title).getByText("Hindi missing")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Hindi missing" }).check();
  await expect(page.getByTestId("records")).toHaveAttribute("aria-busy", "false");
  await expect(card(page, title)).toHaveCount(0);
  await page.goto("/admin");
  await expect(missingLine).toHaveText(/./);
  expect(await countNow()).toBe(before);

  // The article's Hindi page (published after the build: rendered afresh) shows the Hindi.
  const { data: row } = await serviceClient().from("news_articles").select("slug").eq("title", title).single();
  const site = await page.context().newPage();
  await site.goto(`/hi/notice/${row!.slug}`);
  await expect(site.getByRole("heading", { level: 1, name: hindiTitle })).toBeVisible({ timeout: 30_000 });
  await expect(site.getByText("कक्ष में हल्की रोशनी और झूले हैं।")).toBeVisible();
  await expect(site.getByText(note)).toHaveCount(0);
  // The English page keeps the English.
  await site.goto(`/notice/${row!.slug}`);
  await expect(site.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });

  // An event, written in both languages at once.
  const eventTitle = uniqueName("E2E Hindi event");
  const eventHindi = `अभिभावक बैठक ${Date.now()}`;
  const eventForm = await openForm(page, staffSession, "Events", "Add Event");
  await eventForm.getByLabel("Title").fill(eventTitle);
  await hindiOf(page, "title").fill(eventHindi);
  await eventForm.getByLabel(/^Summary/).fill("Parents meet the therapists.");
  await hindiOf(page, "summary").fill("अभिभावक थेरेपिस्ट से मिलते हैं।");
  await eventForm.getByLabel("Starts (time in India)").fill(inIndiaLocal(10, 10));
  await eventForm.getByLabel("Ends (time in India)").fill(inIndiaLocal(10, 12));
  await eventForm.getByLabel("Place", { exact: true }).fill("Centre hall");
  await eventForm.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Event created successfully")).toBeVisible({ timeout: 30_000 });
  const { data: event } = await serviceClient().from("events").select("slug").eq("title", eventTitle).single();
  await site.goto(`/hi/events/${event!.slug}`);
  await expect(site.getByRole("heading", { level: 1, name: eventHindi })).toBeVisible({ timeout: 30_000 });
  await expect(site.getByText("अभिभावक थेरेपिस्ट से मिलते हैं।")).toBeVisible();
  await expect(site).toHaveTitle(new RegExp(eventHindi));
  await expectNoA11yViolations(site);
});

test("an event's place and a picture's alt text in Hindi: in the prerendered Hindi pages, the calendar file and the JSON-LD", async ({
  request,
  page,
}) => {
  const db = serviceClient();
  const { data: event } = await db
    .from("events")
    .select("slug, place_name, place_name_hi, place_address_hi")
    .not("place_name_hi", "is", null)
    .limit(1)
    .single();
  expect(event?.place_name_hi).toBeTruthy();
  const path = `/hi/events/${event!.slug}`;
  const html = await (await request.get(path)).text();
  // The place as the page shows it, in Hindi without a lang of its own (the page's is hi).
  expect(html).toContain(`<span style="display:block">${event!.place_name_hi}</span>`);
  expect(html).toContain(`<span style="display:block">${event!.place_address_hi}</span>`);
  expect(html).not.toContain(`>${event!.place_name}<`);
  expect(html).toContain(
    `"location":[{"@type":"Place","name":"${event!.place_name_hi}","address":"${event!.place_address_hi}"}]`,
  );
  // Unfolded, and its commas unescaped (RFC 5545 writes them "\,").
  const ics = (await (await request.get(`${path}.ics`)).text()).replace(/\r\n /g, "").replace(/\\,/g, ",");
  expect(ics).toContain(`LOCATION:${event!.place_name_hi}, ${event!.place_address_hi}`);
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText(event!.place_name_hi!, { exact: true })).toBeVisible();
  await expect(page.getByText(event!.place_name_hi!, { exact: true })).not.toHaveAttribute("lang", /.+/);
  await expect(page.getByText(event!.place_name!, { exact: true })).toHaveCount(0);

  // The gallery: a photo's Hindi alt text on its img; a photo without one keeps its English, lang="en".
  const { builtAt } = (await (await request.get("/build.json")).json()) as { builtAt: string };
  const { data: photos } = await db
    .from("photos")
    .select("image_alt, image_alt_hi")
    .eq("placement", "gallery")
    .eq("is_active", true)
    .lte("created_at", builtAt)
    .order("sort_order");
  const hindi = photos!.find((photo) => photo.image_alt_hi)!;
  const english = photos!.find((photo) => !photo.image_alt_hi)!;
  expect(hindi).toBeTruthy();
  const gallery = await (await request.get("/hi/about/gallery")).text();
  const [hindiImg] = imgsWithAlt(gallery, hindi.image_alt_hi!);
  expect(hindiImg).toBeTruthy();
  expect(hindiImg).not.toContain("lang=");
  expect(imgsWithAlt(gallery, hindi.image_alt)).toEqual([]);
  const [englishImg] = imgsWithAlt(gallery, english.image_alt);
  expect(englishImg).toContain('lang="en"');

  await page.goto("/hi/about/gallery");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("img", { name: hindi.image_alt_hi!, exact: true })).not.toHaveAttribute("lang", /.+/);
  await expect(page.getByRole("img", { name: english.image_alt, exact: true }).first()).toHaveAttribute("lang", "en");
  await expect(page.getByRole("img", { name: hindi.image_alt, exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test("staff write an event's place and a photo's alt text in Hindi; the Hindi pages show them, the English pages the English", async ({
  page,
  staffSession,
}) => {
  test.setTimeout(240_000);
  const place = `Sangam hall ${Date.now()}`;
  const hindiPlace = `संगम हॉल ${Date.now()}`;
  const hindiAddress = "7 कमला नेहरू रोड, प्रयागराज";
  const eventTitle = uniqueName("E2E Hindi place");
  const eventForm = await openForm(page, staffSession, "Events", "Add Event");
  // The place and its address each with its हिन्दी beside it.
  await expect(hindiOf(page, "place_name")).toHaveAttribute("lang", "hi");
  await expect(hindiOf(page, "place_address")).toHaveAttribute("lang", "hi");
  await eventForm.getByLabel("Title").fill(eventTitle);
  await eventForm.getByLabel("Starts (time in India)").fill(inIndiaLocal(12, 10));
  await eventForm.getByLabel("Ends (time in India)").fill(inIndiaLocal(12, 12));
  await eventForm.getByLabel("Place", { exact: true }).fill(place);
  await hindiOf(page, "place_name").fill(hindiPlace);
  await eventForm.getByLabel("Address of the place").fill("7 Kamla Nehru Road, Prayagraj");
  await hindiOf(page, "place_address").fill(hindiAddress);
  await expectNoA11yViolations(page);
  await eventForm.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Event created successfully")).toBeVisible({ timeout: 30_000 });
  const { data: event } = await serviceClient()
    .from("events")
    .select("slug, place_name_hi, place_address_hi")
    .eq("title", eventTitle)
    .single();
  expect(event).toMatchObject({ place_name_hi: hindiPlace, place_address_hi: hindiAddress });

  // A gallery photo with its English alt text; staff write its Hindi in the photo's form.
  const alt = uniqueName("E2E Hindi photo: children planting seeds");
  const hindiAlt = `बीज बोते बच्चे ${Date.now()}`;
  const made = await serviceClient()
    .from("photos")
    .insert({
      image_url: "/images/gallery/garden-walk.svg",
      image_width: 800,
      image_height: 600,
      image_alt: alt,
      placement: "gallery",
      sort_order: 10000,
      consent_confirmed: true,
    })
    .select("id")
    .single();
  expect(made.error).toBeNull();
  await openScreen(page, "Photos");
  await searchFor(page, alt);
  await expect(card(page, alt).getByText("Hindi missing")).toBeVisible();
  await card(page, alt).getByRole("button", { name: "Edit" }).click();
  const photoForm = page.getByRole("dialog", { name: "Edit Photo" });
  // The alt text's हिन्दी beside the English alt text, as every translatable text's.
  await expect(hindiOf(page, "image_alt")).toHaveAttribute("lang", "hi");
  await expect(hindiOf(page, "image_alt")).not.toHaveAttribute("required", /.*/);
  await expectNoA11yViolations(page);
  await hindiOf(page, "image_alt").fill(hindiAlt);
  await photoForm.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Photo updated successfully")).toBeVisible({ timeout: 30_000 });
  await searchFor(page, alt);
  await expect(card(page, alt)).toBeVisible();
  await expect(card(page, alt).getByText("Hindi missing")).toHaveCount(0);

  // The Hindi pages (the rows came after the build: rendered afresh from the API).
  const site = await page.context().newPage();
  await site.goto(`/hi/events/${event!.slug}`);
  await expect(site.getByText(hindiPlace, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(site.getByText(hindiAddress, { exact: true })).toBeVisible();
  await expect(site.getByText(place, { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(site);
  await site.goto("/hi/events");
  await expect(site.getByText(hindiPlace, { exact: true })).toBeVisible({ timeout: 30_000 });
  await site.goto("/hi/about/gallery");
  const photo = site.getByRole("img", { name: hindiAlt, exact: true });
  await expect(photo).toBeAttached({ timeout: 30_000 });
  await expect(photo).not.toHaveAttribute("lang", /.+/);
  await expect(site.getByRole("img", { name: alt, exact: true })).toHaveCount(0);
  // The English pages keep the English.
  await site.goto(`/events/${event!.slug}`);
  await expect(site.getByText(place, { exact: true })).toBeVisible({ timeout: 30_000 });
  await site.goto("/about/gallery");
  await expect(site.getByRole("img", { name: alt, exact: true })).toBeAttached({ timeout: 30_000 });
});
