import { readFile } from "node:fs/promises";
import { expect, expectNoA11yViolations, serviceClient, test, testNoA11yViolations, untilPartsLive } from "../fixtures";
import { card, openForm, openScreen, toast, uniqueName } from "../admin/adminHelpers";
import { phoneJpeg } from "../admin/photoFiles";

// Events on the public site (issue 27, docs/product.md#events): staff add one in the admin, it
// shows on /events and the home page once the page has read the API (the prerendered pages carry
// the events of the build), a parent registers on a phone, staff see the registration; the
// calendar file carries the start in IST; axe finds nothing in either language.

const phoneViewport = { width: 390, height: 844 };
/** A fresh Indian mobile number: the per-phone limit of one run never spills into another. */
const freshPhone = () => `+91 9${String(Date.now()).slice(-9)}`;
/** 'YYYY-MM-DDTHH:mm' in India's time, as the admin's form takes it, `days` from now at `hour`:`minute`. */
function inIndiaLocal(days: number, hour: number, minute = 0) {
  const day = new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
/** The instant of `local` (India's time) in UTC, as iCalendar writes it: 20261205T043000Z. */
/**
 * An event that takes registrations by form, put straight in the database with a unique title
 * starting with `name`: it starts `startsIn` hours from now (before now, when negative) and lasts two.
 */
async function insertEvent(name: string, startsIn: number, more: { capacity?: number } = {}) {
  const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const { data, error } = await serviceClient()
    .from("events")
    .insert({
      title: uniqueName(name),
      starts_at: hoursAhead(startsIn),
      ends_at: hoursAhead(startsIn + 2),
      place_name: "Centre hall",
      registration_mode: "form",
      ...more,
    })
    .select("id, slug")
    .single();
  expect(error).toBeNull();
  return data!;
}

const utcStampOf = (local: string) =>
  new Date(`${local}:00+05:30`)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

test.afterEach(async () => {
  // Whatever a test comes to, its events leave (with their registrations): other specs read the
  // upcoming events and expect the prerendered pages to show them.
  await serviceClient().from("events").delete().like("title", "E2E event%");
});

test("staff add an event with a photo; it shows on /events and the home page; a parent registers on a phone; staff see it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = uniqueName("E2E event Parent workshop");
  const alt = `${title}: parents in a circle`;
  const starts = inIndiaLocal(9, 10, 0);
  const dialog = await openForm(page, undefined, "Events", "Add Event");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel(/^Summary/).fill("A morning for parents on play at home.");
  await dialog.getByLabel("Starts (time in India)").fill(starts);
  await dialog.getByLabel("Ends (time in India)").fill(inIndiaLocal(9, 12, 30));
  await dialog.getByLabel("Place", { exact: true }).fill("Centre hall");
  await dialog.getByLabel("Picture: choose a file").setInputFiles({
    name: "workshop.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg(1600, 900),
  });
  await expect(dialog.getByRole("img", { name: /^Preview/ })).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel("Picture description (alt text)").fill(alt);
  await dialog.getByRole("combobox", { name: "Registration", exact: true }).selectOption("form");
  await dialog.getByLabel(/^Places/).fill("5");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Event created successfully")).toBeVisible({ timeout: 30_000 });
  const { data: row } = await serviceClient().from("events").select("slug, starts_at").eq("title", title).single();
  expect(row).not.toBeNull();
  // The form took the time in India.
  expect(new Date(row!.starts_at).toISOString()).toBe(new Date(`${starts}:00+05:30`).toISOString());

  // The prerendered /events was built before the event; the page reads the API once hydrated.
  const site = await page.context().newPage();
  await site.goto("/events");
  const listed = site.getByRole("article").filter({ hasText: title });
  await expect(listed).toBeVisible({ timeout: 30_000 });
  await expect(listed.locator("img")).toHaveAttribute("src", /events\/[0-9a-f-]+/);

  // The home page's block, drawn after hydration, not in the page's HTML.
  const homeHtml = await (await site.request.get("/")).text();
  expect(homeHtml).not.toContain("home-events-title");
  await site.goto("/");
  // The block wakes as its place nears the screen, as a reader scrolls down.
  await untilPartsLive(site);
  const block = site.getByRole("region", { name: "Upcoming events" });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });

  // A parent on a phone opens the event's page (not prerendered yet: the host's 404.html renders it).
  const phone = await browser.newContext({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  const parent = await phone.newPage();
  await parent.goto(`/events/${row!.slug}`);
  await expect(parent.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(parent.getByRole("img", { name: alt })).toBeVisible();
  await expect(parent.getByText(/10:00\sAM – 12:30\sPM/)).toBeVisible();
  const parentName = uniqueName("Asha Verma");
  await parent.getByLabel("Your name").fill(parentName);
  await parent.getByLabel("Mobile number").fill(freshPhone());
  await parent.getByLabel("Number of people coming").fill("2");
  await parent.getByRole("button", { name: "Register" }).click();
  await expect(parent.getByRole("status").getByText("You are registered")).toBeVisible({ timeout: 30_000 });
  await expect(parent.getByText("Thank you! Your place is booked. We will call you before the event.")).toBeVisible();
  // Reloaded, the page says this phone registered, and when (issue 36, item 12).
  await parent.reload();
  await expect(parent.getByText(/^You registered on this phone on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await phone.close();

  await openScreen(page, "Event registrations");
  await page.getByRole("searchbox", { name: "Search" }).fill(parentName);
  await expect(card(page, parentName)).toBeVisible({ timeout: 30_000 });
  await expect(card(page, parentName)).toContainText(title);
  await expect(card(page, parentName)).toContainText("2 people");

  // Deleting the event queues its picture's removal (private.queue_media_removals).
  await serviceClient().from("events").delete().eq("title", title);
});

test("a seeded event's page: its .ics downloads with the start in IST, the Google link's times are UTC, its head is an Event", async ({
  page,
}) => {
  const { data: event } = await serviceClient()
    .from("events")
    .select("slug, title, starts_at, ends_at")
    .eq("title", "Parent workshop: everyday speech at home")
    .single();
  expect(event).not.toBeNull();
  const start = new Date(event!.starts_at);
  const stamp = start
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  // The seed puts it at 10:00 in Prayagraj: 04:30 UTC.
  expect(stamp).toMatch(/T043000Z$/);
  expect(utcStampOf(`${new Date(start.getTime() + 330 * 60_000).toISOString().slice(0, 10)}T10:00`)).toBe(stamp);

  const html = await (await page.request.get(`/events/${event!.slug}`)).text();
  expect(html).toContain(`<link rel="canonical" href="`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]) as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({
    "@type": "Event",
    name: event!.title,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  });
  expect(jsonLd.startDate).toMatch(/T10:00:00\+05:30$/);

  await page.goto(`/events/${event!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: event!.title })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the calendar file (.ics)" }).click(),
  ]);
  const ics = await readFile((await download.path())!, "utf8");
  expect(ics).toContain(`DTSTART:${stamp}`);
  expect(ics).toContain("BEGIN:VEVENT");
  const served = await page.request.get(`/events/${event!.slug}.ics`);
  expect(served.headers()["content-type"]).toContain("text/calendar");

  const google = new URL((await page.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href"))!);
  expect(google.searchParams.get("dates")).toMatch(new RegExp(`^${stamp}/\\d{8}T\\d{6}Z$`));
  expect(google.searchParams.get("ctz")).toBe("Asia/Kolkata");
});

test("a full event puts the parent on the waiting list with their place; a past event takes no registration", async ({
  page,
}) => {
  const full = await insertEvent("E2E event Full", 48, { capacity: 1 });
  const taken = await serviceClient().rpc("register_for_event", {
    event_id: full.id,
    name: "First parent",
    phone: freshPhone().replace("+91 9", "8"),
    people: 1,
    client_key: crypto.randomUUID(),
  } as never);
  expect(taken.error).toBeNull();
  await page.goto(`/hi/events/${full.slug}`);
  await page.getByLabel("आपका नाम").fill("सीमा");
  await page.getByLabel("मोबाइल नंबर").fill(freshPhone());
  await page.getByRole("button", { name: "नाम लिखवाएँ" }).click();
  await expect(page.getByRole("status").getByText("आप प्रतीक्षा सूची में हैं")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/प्रतीक्षा सूची में आपका नंबर 1 है/)).toBeVisible();

  const past = await insertEvent("E2E event Past", -50);
  await page.goto(`/events/${past.slug}`);
  await expect(page.getByText("This event has taken place.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Register" })).toHaveCount(0);
});

test("the server's refusal is shown above the form, with the parent's text kept", async ({ page }) => {
  const event = await insertEvent("E2E event Called off", 72);
  await page.goto(`/events/${event.slug}`);
  await page.getByLabel("Your name").fill("Ravi Kumar");
  const phone = freshPhone();
  await page.getByLabel("Mobile number").fill(phone);
  // Staff cancel the event while the parent fills the form.
  await serviceClient().from("events").update({ cancelled: true }).eq("id", event.id);
  await page.getByRole("button", { name: "Register" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Not registered" });
  await expect(refusal).toContainText("This event has been cancelled.", { timeout: 30_000 });
  await expect(page.getByLabel("Your name")).toHaveValue("Ravi Kumar");
  await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
  await expectNoA11yViolations(page);
});

testNoA11yViolations(
  [
    ["/events", "Events"],
    ["/hi/events", "कार्यक्रम"],
    ["/events/past", "Past events"],
  ],
  (page) => page.getByRole("article").first(),
);

test("an event's page with its registration form has no axe violations, in English and in Hindi, a refusal shown too", async ({
  page,
}) => {
  const { data: event } = await serviceClient()
    .from("events")
    .select("slug")
    .eq("title", "Parent workshop: everyday speech at home")
    .single();
  for (const prefix of ["", "/hi"]) {
    await page.goto(`${prefix}/events/${event!.slug}`);
    await expect(page.locator("form")).toBeVisible();
    await expectNoA11yViolations(page);
  }
  // A number the form refuses: the message by the field, the text kept.
  await page.getByLabel("आपका नाम").fill("सीमा");
  await page.getByLabel("मोबाइल नंबर").fill("12345");
  await page.getByRole("button", { name: "नाम लिखवाएँ" }).click();
  await expect(page.getByText("कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें, +91 के साथ या उसके बिना।")).toBeVisible();
  await expect(page.getByLabel("आपका नाम")).toHaveValue("सीमा");
  await expectNoA11yViolations(page);
});

test("sitemap.xml lists /events, its archive and every event's page, in both languages", async ({ request }) => {
  const { builtAt } = (await (await request.get("/build.json")).json()) as { builtAt: string };
  const { data: events } = await serviceClient()
    .from("events")
    .select("slug")
    .eq("is_active", true)
    .eq("status", "published")
    .lte("created_at", builtAt);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const expected = ["/events", "/events/past", ...events!.map((event) => `/events/${event.slug}`)];
  expect(expected.length).toBeGreaterThan(4);
  for (const path of expected) {
    expect(listed).toContain(path);
    expect(listed).toContain(`/hi${path}`);
  }
});
