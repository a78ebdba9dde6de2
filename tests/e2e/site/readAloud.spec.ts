import type { BrowserContext, Locator, Page } from "@playwright/test";
import { easyReadPageIds } from "../../../src/lib/easyReadPageIds";
import { silentMp3 } from "../../support/audio";
import { anArticle } from "../../support/rows";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, openScreen, searchFor, signInAsStaff, uniqueName } from "../admin/adminHelpers";

// Read aloud (issue 40, item 4; docs/architecture.md#read-aloud): a parent listens to an article
// in Hindi, read by the device's voice sentence by sentence with the sentence highlighted, or
// played from the recording staff uploaded. The device's speech synthesis is the one outside part,
// so it is replaced by a stand-in that records what it is asked to say and ends a sentence when
// the test says so; the recording is a real file in the real bucket, played by Chromium.

const sentences = ["बच्चों ने खेल दिवस पर दौड़ लगाई।", "माता-पिता ने तालियाँ बजाईं।", "सबको इनाम मिला।"];

declare global {
  interface Window {
    spoken: string[];
    cancelled: number;
    finishSentence: () => void;
  }
}

/** The device's voices and speech, as a phone with the given voices has them. */
async function fakeSpeech(page: Page, voices: string[]) {
  await page.addInitScript((langs: string[]) => {
    window.spoken = [];
    window.cancelled = 0;
    let current: SpeechSynthesisUtterance | null = null;
    const list = langs.map((lang) => ({
      lang,
      name: `Voice ${lang}`,
      default: false,
      localService: true,
      voiceURI: lang,
    }));
    const events = new EventTarget();
    let listed = false;
    const speech = {
      getVoices: () => (listed ? list : []),
      speak: (utterance: SpeechSynthesisUtterance) => {
        current = utterance;
        window.spoken.push(utterance.text);
      },
      cancel: () => {
        window.cancelled += 1;
        const was = current;
        current = null;
        was?.onend?.(new Event("end") as SpeechSynthesisEvent);
      },
      pause: () => undefined,
      resume: () => undefined,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    };
    Object.defineProperty(window, "speechSynthesis", { value: speech, configurable: true });
    // The utterance is the same outside API: Chromium's own takes only its own voices.
    class Utterance extends EventTarget {
      text: string;
      lang = "";
      voice: unknown = null;
      onend: ((event: Event) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
    // As Chrome does: the voices arrive a moment after the page asks.
    setTimeout(() => {
      listed = true;
      events.dispatchEvent(new Event("voiceschanged"));
    }, 50);
    window.finishSentence = () => {
      const was = current;
      current = null;
      was?.onend?.(new Event("end") as SpeechSynthesisEvent);
    };
  }, voices);
}

/** The text the page highlights as being read. */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const ranges = [...(CSS.highlights.get("read-aloud") ?? [])];
    return ranges.map((range) => range.toString()).join("|");
  });

async function anArticleInHindi(): Promise<{ id: string; slug: string }> {
  const title = uniqueName("E2E ReadAloud");
  const { data, error } = await serviceClient()
    .from("news_articles")
    .insert(
      anArticle({
        title,
        title_hi: "खेल दिवस",
        content: "The children ran a race on sports day. Parents clapped. Everyone got a prize.",
        content_hi: sentences.join(" "),
      }),
    )
    .select("id, slug")
    .single();
  if (error) throw error;
  return data;
}

type RecordedKind = "news_articles" | "visit_steps" | "easy_read_pages" | "pages";

/** Stores a recording of an item as staff's screen does: its file in the bucket, then its row. */
async function aRecording(itemKind: RecordedKind, itemId: string, language: "en" | "hi") {
  const db = serviceClient();
  const path = `${itemKind}/${itemId}/${language}-${crypto.randomUUID()}.mp3`;
  const upload = await db.storage
    .from("recordings")
    .upload(path, new Blob([silentMp3(4)], { type: "audio/mpeg" }), { contentType: "audio/mpeg" });
  expect(upload.error).toBeNull();
  await db
    .from("recordings")
    .insert({ item_kind: itemKind, item_id: itemId, language, storage_path: path })
    .throwOnError();
}

/** Removes the recordings of these items, files and rows. */
async function removeRecordings(ids: string[]) {
  const db = serviceClient();
  const { data: recordings } = await db.from("recordings").select("storage_path").in("item_id", ids);
  if (recordings?.length) await db.storage.from("recordings").remove(recordings.map((r) => r.storage_path));
  await db.from("recordings").delete().in("item_id", ids);
}

/** Staff upload a recording on an edit screen's Recordings region, and are told it is saved. */
async function uploadRecording(recordings: Locator, language: "English" | "Hindi", name: string) {
  await recordings.getByLabel(`${language} recording: choose a file`).setInputFiles({
    name,
    mimeType: "audio/mpeg",
    buffer: Buffer.from(silentMp3(4)),
  });
  await expect(recordings.getByRole("status")).toHaveText(
    `The ${language} recording is saved. Visitors hear it once this item is published.`,
  );
}

/** A parent's phone (a browser context of its own, with these voices) on `path`, hydrated. */
async function aParentOn(context: BrowserContext, path: string, voices: string[]) {
  const parent = await context.browser()!.newContext();
  const site = await parent.newPage();
  await fakeSpeech(site, voices);
  await site.goto(path);
  await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { parent, site };
}

test.afterEach(async () => {
  const db = serviceClient();
  const { data } = await db.from("news_articles").select("id").like("title", "E2E ReadAloud%");
  const ids = (data ?? []).map((row) => row.id);
  await removeRecordings(ids);
  await db.from("news_articles").delete().in("id", ids);
});

test("a parent listens to an article in Hindi, read by the phone's voice sentence by sentence", async ({ page }) => {
  await fakeSpeech(page, ["en-US", "hi-IN"]);
  const article = await anArticleInHindi();
  await page.goto(`/hi/notice/${article.slug}`);
  const listen = page.getByRole("button", { name: "सुनें" });
  await expect(listen).toBeVisible();
  await expect(page.getByRole("group", { name: "यह पाठ सुनें" })).toBeVisible();
  await expectNoA11yViolations(page);
  // Nothing plays by itself.
  expect(await page.evaluate(() => window.spoken)).toEqual([]);

  // By keyboard: the button keeps the focus as it becomes Pause.
  await listen.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "पढ़कर सुनाया जा रहा है।" })).toBeVisible();
  const pause = page.getByRole("button", { name: "रोकें" });
  await expect(pause).toBeFocused();
  expect(await page.evaluate(() => window.spoken)).toEqual([sentences[0]]);
  expect(await highlighted(page)).toBe(sentences[0]);

  await page.evaluate(() => window.finishSentence());
  await expect.poll(() => highlighted(page)).toBe(sentences[1]);
  expect(await page.evaluate(() => window.spoken)).toEqual(sentences.slice(0, 2));
  await expectNoA11yViolations(page);

  // Pause stops the voice; Resume says the sentence again from its start.
  await pause.click();
  await expect(page.getByRole("status")).toHaveText("रुका हुआ है।");
  await page.getByRole("button", { name: "फिर से चलाएँ" }).click();
  expect(await page.evaluate(() => window.spoken)).toEqual([sentences[0], sentences[1], sentences[1]]);

  await page.getByRole("button", { name: "बंद करें" }).click();
  await expect(page.getByRole("status")).toHaveText("बंद कर दिया।");
  await expect(listen).toBeVisible();
  expect(await highlighted(page)).toBe("");
  // Stopped means stopped: no sentence follows.
  await page.evaluate(() => window.finishSentence());
  expect(await page.evaluate(() => window.spoken)).toHaveLength(3);
});

test("a phone without a Hindi voice and an article without a recording: an honest line, no error", async ({ page }) => {
  await fakeSpeech(page, ["en-US"]);
  const article = await anArticleInHindi();
  await page.goto(`/hi/notice/${article.slug}`);
  await page.getByRole("button", { name: "सुनें" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "यह फ़ोन या कंप्यूटर यह पाठ पढ़कर नहीं सुना सकता, और इसकी रिकॉर्डिंग अभी नहीं है।",
  );
  expect(await page.evaluate(() => window.spoken)).toEqual([]);
});

test("a parent listens to the recording staff uploaded, in the page's language", async ({ page }) => {
  await fakeSpeech(page, ["en-US", "hi-IN"]);
  const article = await anArticleInHindi();
  await aRecording("news_articles", article.id, "hi");

  // The English page has no English recording: the voice reads the English text.
  await page.goto(`/notice/${article.slug}`);
  await page.getByRole("button", { name: "Listen" }).click();
  await expect(page.getByRole("status")).toHaveText("Reading aloud.");
  expect(await page.evaluate(() => window.spoken)).toEqual(["The children ran a race on sports day."]);
  await page.getByRole("button", { name: "Stop" }).click();

  await page.goto(`/hi/notice/${article.slug}`);
  await page.getByRole("button", { name: "सुनें" }).click();
  await expect(page.getByRole("status")).toHaveText("रिकॉर्डिंग चल रही है।");
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute("src", /\/storage\/v1\/object\/sign\/recordings\/news_articles\//);
  // Chromium decodes and plays the file: its time moves on.
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
  // The recording, not the voice.
  expect(await page.evaluate(() => window.spoken)).toEqual([]);

  await page.getByRole("button", { name: "रोकें" }).click();
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await page.getByRole("button", { name: "फिर से चलाएँ" }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await page.getByRole("button", { name: "बंद करें" }).click();
  await expect(page.locator("audio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "सुनें" })).toBeVisible();
});

test("staff upload the Hindi recording on the article's edit screen, check it, and a parent hears it", async ({
  page,
  context,
  staffSession,
}) => {
  const article = await anArticleInHindi();
  const { data: row } = await serviceClient().from("news_articles").select("title").eq("id", article.id).single();
  await signInAsStaff(page, staffSession);
  await openScreen(page, "News Articles");
  await searchFor(page, row!.title);
  await card(page, row!.title).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Article" });
  const recordings = edit.getByRole("region", { name: "Recordings" });
  await expect(recordings.getByText("No recording yet.")).toHaveCount(2);

  // A file of a type the bucket does not take is refused in plain words, before anything is sent.
  await recordings.getByLabel("Hindi recording: choose a file").setInputFiles({
    name: "note.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not audio"),
  });
  await expect(recordings.getByRole("status")).toHaveText("Hindi: please choose an MP3, M4A, OGG or WebM audio file.");

  await uploadRecording(recordings, "Hindi", "khel-diwas.mp3");
  // Staff can play it back where they uploaded it.
  await expect(recordings.getByLabel("Hindi recording", { exact: true })).toHaveAttribute("src", /recordings/);
  await expect(recordings.getByRole("button", { name: "Replace Hindi recording" })).toBeVisible();
  await expectNoA11yViolations(page);

  const { parent, site } = await aParentOn(context, `/hi/notice/${article.slug}`, ["hi-IN"]);
  await site.getByRole("button", { name: "सुनें" }).click();
  await expect(site.getByRole("status")).toHaveText("रिकॉर्डिंग चल रही है।");
  await expect.poll(() => site.locator("audio").evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
  await parent.close();

  await recordings.getByRole("button", { name: "Remove Hindi recording" }).click();
  await expect(recordings.getByRole("status")).toHaveText("The Hindi recording is removed.");
  await expect(recordings.getByText("No recording yet.")).toHaveCount(2);
  const { data: left } = await serviceClient().from("recordings").select("id").eq("item_id", article.id);
  expect(left).toEqual([]);
});

/** A published step of the first-visit story, in both languages, last in the story. */
async function aStoryStep(): Promise<{ id: string; title: string }> {
  const title = uniqueName("E2E ReadAloud step");
  const { data, error } = await serviceClient()
    .from("visit_steps")
    .insert({
      title,
      title_hi: "अलविदा",
      body: "We say goodbye and wave.",
      body_hi: "हम अलविदा कहते हैं और हाथ हिलाते हैं।",
      image_url: "/images/gallery/circle-time.svg",
      image_width: 800,
      image_height: 600,
      image_alt: `${title}: a child waving`,
      image_alt_hi: "हाथ हिलाता बच्चा",
      position: 9000,
      consent_confirmed: true,
    })
    .select("id, title")
    .single();
  if (error) throw error;
  return data;
}

test.describe("the first-visit story and the easy-read pages", () => {
  test.afterEach(async () => {
    const db = serviceClient();
    const { data } = await db.from("visit_steps").select("id").like("title", "E2E ReadAloud step%");
    const ids = [...(data ?? []).map((row) => row.id), easyReadPageIds.home];
    await removeRecordings(ids);
    await db.from("visit_steps").delete().like("title", "E2E ReadAloud step%");
  });

  test("a parent listens to a visual-story step: the recording staff uploaded on the step's edit screen", async ({
    page,
    context,
    staffSession,
  }) => {
    const step = await aStoryStep();
    await signInAsStaff(page, staffSession);
    await openScreen(page, "First visit story");
    await searchFor(page, step.title);
    await card(page, step.title).getByRole("button", { name: "Edit" }).click();
    const recordings = page.getByRole("dialog", { name: "Edit Step" }).getByRole("region", { name: "Recordings" });
    await expect(recordings.getByText("No recording yet.")).toHaveCount(2);
    await uploadRecording(recordings, "English", "goodbye.mp3");

    const { parent, site } = await aParentOn(context, "/first-visit", ["en-IN", "hi-IN"]);
    // Each step has its own player; nothing plays by itself.
    const shown = site.locator("[data-story-step]").filter({ hasText: step.title });
    await expect(shown.getByRole("button", { name: "Listen" })).toBeVisible();
    // A player shows once its effect has run, a moment after its step: under load the two counts
    // can be taken in between, so the count is polled rather than read once.
    const steps = await site.locator("[data-story-step]").count();
    await expect(site.locator("[data-story-step]").getByRole("button", { name: "Listen" })).toHaveCount(steps);
    expect(await site.locator("audio").count()).toBe(0);
    await expectNoA11yViolations(site);

    await shown.getByRole("button", { name: "Listen" }).click();
    await expect(shown.getByRole("status")).toHaveText("Playing the recording.");
    const audio = shown.locator("audio");
    await expect(audio).toHaveAttribute("src", /\/storage\/v1\/object\/sign\/recordings\/visit_steps\//);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    expect(await site.evaluate(() => window.spoken)).toEqual([]);
    await shown.getByRole("button", { name: "Stop" }).click();
    await expect(site.locator("audio")).toHaveCount(0);

    // A step without a recording is read by the phone's voice, from its own text.
    const first = site.locator("[data-story-step]").first();
    await first.getByRole("button", { name: "Listen" }).click();
    await expect(first.getByRole("status")).toHaveText("Reading aloud.");
    expect(await site.evaluate(() => window.spoken)).toEqual([`Step 1 of ${steps}`]);

    // The printed story has no player.
    await site.goto("/first-visit/print");
    await expect(site.locator("[data-story-step]").filter({ hasText: step.title })).toBeVisible();
    await expect(site.getByRole("button", { name: "Listen" })).toHaveCount(0);
    await parent.close();
  });

  test("a parent listens to an easy-read page in Hindi: the phone's voice, then the page's recording", async ({
    page,
  }) => {
    await fakeSpeech(page, ["en-US", "hi-IN"]);
    await page.goto("/hi/easy-read/home");
    const listen = page.getByRole("button", { name: "सुनें" });
    await expect(listen).toBeVisible();
    await expect(page.getByRole("group", { name: "यह पाठ सुनें" })).toHaveCount(1);
    expect(await page.evaluate(() => window.spoken)).toEqual([]);
    await listen.click();
    await expect(page.getByRole("status")).toHaveText("पढ़कर सुनाया जा रहा है।");
    // The page's title, then its points one by one, each highlighted where it stands.
    expect(await page.evaluate(() => window.spoken)).toEqual(["हमारे बारे में, आसान शब्दों में"]);
    await page.evaluate(() => window.finishSentence());
    const point = "हम उन बच्चों की मदद करते हैं जो अलग तरह से सीखते हैं।";
    await expect.poll(() => highlighted(page)).toBe(point);
    expect(await page.evaluate(() => window.spoken)).toEqual(["हमारे बारे में, आसान शब्दों में", point]);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "बंद करें" }).click();

    // Staff recorded the whole page in Hindi: that is what plays, not the voice.
    await aRecording("easy_read_pages", easyReadPageIds.home, "hi");
    await page.reload();
    await page.evaluate(() => (window.spoken = []));
    await page.getByRole("button", { name: "सुनें" }).click();
    await expect(page.getByRole("status")).toHaveText("रिकॉर्डिंग चल रही है।");
    const audio = page.locator("audio");
    await expect(audio).toHaveAttribute("src", /\/storage\/v1\/object\/sign\/recordings\/easy_read_pages\//);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.spoken)).toEqual([]);
  });
});

test.describe("the policy pages", () => {
  const privacyId = async () =>
    (await serviceClient().from("pages").select("id").eq("slug", "privacy").single().throwOnError()).data.id;
  test.afterEach(async () => removeRecordings([await privacyId()]));

  test("a parent listens to the privacy notice in Hindi by the phone's voice; the printout has no player", async ({
    page,
  }) => {
    await fakeSpeech(page, ["en-US", "hi-IN"]);
    // The player is in the prerendered page, hidden until the script runs: nothing moves when it shows.
    const html = await (await page.request.get("/hi/privacy")).text();
    expect(html).toContain('aria-label="यह पाठ सुनें"');
    await page.goto("/hi/privacy");
    const player = page.getByRole("group", { name: "यह पाठ सुनें" });
    await expect(player).toHaveCount(1);
    const listen = player.getByRole("button", { name: "सुनें" });
    await expect(listen).toBeVisible();
    await expectNoA11yViolations(page);
    expect(await page.evaluate(() => window.spoken)).toEqual([]);

    await listen.click();
    await expect(player.getByRole("status")).toHaveText("पढ़कर सुनाया जा रहा है।");
    // The page's text from its first sentence (as seeded), highlighted where it stands, then its first heading.
    const first =
      "यह सूचना बताती है कि यह वेबसाइट कौन-सी निजी जानकारी लेती है, क्यों लेती है, उसे कौन देखता है, उसे कितने समय तक रखा जाता है, और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP अधिनियम) के तहत आपके क्या अधिकार हैं।";
    expect(await page.evaluate(() => window.spoken)).toEqual([first]);
    expect(await highlighted(page)).toBe(first);
    await page.evaluate(() => window.finishSentence());
    await expect.poll(() => highlighted(page)).toBe("हम क्या लेते हैं, और क्यों");
    await player.getByRole("button", { name: "बंद करें" }).click();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" })).toBeVisible();
    await expect(listen).toBeHidden();
  });

  test("staff upload the privacy notice's English recording on its page's edit screen, and a parent hears it", async ({
    page,
    context,
    staffSession,
  }) => {
    await signInAsStaff(page, staffSession);
    await openScreen(page, "Pages");
    // A page the site does not read aloud offers no recordings (the database refuses them too).
    await card(page, "Sensory information").getByRole("button", { name: "Edit" }).click();
    const sensory = page.getByRole("dialog", { name: "Edit Page" });
    await expect(sensory.getByLabel("Title (English)")).toBeVisible();
    await expect(sensory.getByRole("region", { name: "Recordings" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(sensory).toBeHidden();

    await card(page, "Privacy Policy").getByRole("button", { name: "Edit" }).click();
    const recordings = page.getByRole("dialog", { name: "Edit Page" }).getByRole("region", { name: "Recordings" });
    await expect(recordings.getByText("No recording yet.")).toHaveCount(2);
    await uploadRecording(recordings, "English", "privacy.mp3");

    const { parent, site } = await aParentOn(context, "/privacy", ["en-IN", "hi-IN"]);
    const player = site.getByRole("group", { name: "Listen to this text" });
    await player.getByRole("button", { name: "Listen" }).click();
    await expect(player.getByRole("status")).toHaveText("Playing the recording.");
    const audio = site.locator("audio");
    await expect(audio).toHaveAttribute("src", /\/storage\/v1\/object\/sign\/recordings\/pages\//);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    expect(await site.evaluate(() => window.spoken)).toEqual([]);
    await parent.close();
  });
});
