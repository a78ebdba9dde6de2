import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, signInAsStaff, uniqueName } from "../admin/adminHelpers";

// "Ask us to call you instead" at the top of the assessment page, and one plain line of help under
// each question of the form, tied to it (docs/product.md#assessment-request; issue 40, item 5).
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const mobile = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const devanagari = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));

test("a Hindi-reading parent asks for a call back offline; it arrives when the network returns and staff see Call back", async ({
  page,
  context,
  staffSession,
}) => {
  test.setTimeout(120_000);
  const parent = uniqueName("कमला");
  const digits = mobile();
  await page.goto("/hi/assessment");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The offer comes before the long form, and says what it is in one line.
  await expect(page.getByText("अपना नाम और नंबर दीजिए। हम आपको फ़ोन करके बाक़ी बातें पूछ लेंगे।")).toBeVisible();
  await page.getByText("लिखना नहीं चाहते? हमसे फ़ोन करवाइए").click();
  const form = page.getByRole("form", { name: "वापस फ़ोन का अनुरोध" });
  const name = form.getByRole("textbox", { name: "नाम", exact: true });
  await expect(name).toHaveAccessibleDescription("ताकि फ़ोन पर हम आपका नाम ले सकें।");
  const tel = form.getByRole("textbox", { name: "फ़ोन नंबर", exact: true });
  await expect(tel).toHaveAccessibleDescription("हम इसी नंबर पर फ़ोन करेंगे। 10 अंक, +91 के साथ या उसके बिना।");
  await expect(form.getByLabel("कब फ़ोन करें (ज़रूरी नहीं)")).toHaveAccessibleDescription("न चुनें तो हम दिन में कभी भी फ़ोन करेंगे।");

  // Sent empty: what is missing, in Hindi, and the focus on the name.
  await form.getByRole("button", { name: "मुझे फ़ोन कीजिए" }).click();
  await expect(form.getByText("कृपया अपना नाम लिखें।")).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill(parent);
  await tel.fill(devanagari(digits));
  await form.getByLabel("कब फ़ोन करें (ज़रूरी नहीं)").selectOption("evening");
  await form.getByLabel(/^मैं सहमति देता\/देती हूँ/).check();
  await expectNoA11yViolations(page);

  await context.setOffline(true);
  await form.getByRole("button", { name: "मुझे फ़ोन कीजिए" }).click();
  const kept = form.getByRole("status");
  await expect(kept).toContainText("यह इसी डिवाइस पर सेव है");
  await expect(name).toHaveValue(parent);
  await context.setOffline(false);
  await expect(page.getByText("धन्यवाद: हम आपको फ़ोन करेंगे")).toBeVisible({ timeout: 30_000 });

  const service = await serviceClient();
  await expect
    .poll(async () => (await service.from("assessment_requests").select("*").eq("parent_name", parent)).data)
    .toMatchObject([
      { kind: "callback", phone_key: digits, call_language: "hi", call_time: "evening", child_name: null },
    ]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, staffSession);
  await page.goto("/admin/assessments");
  await page.getByPlaceholder("Search by parent's name or phone...").fill(digits.slice(2, 8));
  const request = card(page, parent);
  await expect(request.getByText("Call back", { exact: true })).toBeVisible();
  await expect(request.getByText(/Asked us to call back/)).toBeVisible();
});

test("every question of the assessment form has one plain line of help as its description, and the call back is there in English", async ({
  page,
}) => {
  await page.goto("/assessment");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Assessment request" });
  const described: [ReturnType<typeof form.getByLabel>, string][] = [
    [form.getByLabel("Child's first name or initials"), "The first name or initials are enough."],
    [form.getByRole("group", { name: "Age" }), "Give the age in years and months, or the date of birth."],
    [
      form.getByRole("group", { name: "What worries you?" }),
      "Tick all that apply, or write it in your own words below.",
    ],
    [
      form.getByLabel("In your own words (optional)"),
      "Write what you see at home, in Hindi or English. Short is fine.",
    ],
    [form.getByLabel("Your name"), "So we know whom to ask for when we call."],
    [form.getByLabel("Mobile number"), "10 digits, with or without +91."],
    [form.getByRole("radio", { name: "Yes" }), "We would only send the day and time of your visit there."],
    [form.getByLabel("Email (optional)"), "Leave it empty if you do not use email."],
    [form.getByRole("radio", { name: "Hindi" }), "We will talk to you in this language."],
    [form.getByLabel("Best time to call"), "We will try to call you at this time of day."],
    [form.getByLabel("Which service, if you know"), "If you do not know, leave Not sure: we will help you choose."],
    [
      form.getByLabel(/^I am the parent or guardian/),
      "You must tick this before you send. You can ask us to delete your details at any time.",
    ],
  ];
  for (const [field, help] of described) {
    await expect(field).toHaveAccessibleDescription(help);
    await expect(form.getByText(help, { exact: true })).toBeVisible();
  }

  // The short way, in English, online.
  const parent = uniqueName("Meena");
  await page.getByText("Ask us to call you instead").click();
  const callback = page.getByRole("form", { name: "Call-back request" });
  await callback.getByRole("textbox", { name: "Name", exact: true }).fill(parent);
  await callback.getByRole("textbox", { name: "Phone number", exact: true }).fill(`+91 ${mobile()}`);
  await callback.getByLabel(/^I agree that the foundation keeps my name and number/).check();
  await callback.getByRole("button", { name: "Call me back" }).click();
  await expect(page.getByText("Thank you: we will call you")).toBeVisible();
  await expectNoA11yViolations(page);
  const { data } = await (
    await serviceClient()
  )
    .from("assessment_requests")
    .select("kind, call_language, call_time")
    .eq("parent_name", parent);
  expect(data).toEqual([{ kind: "callback", call_language: "en", call_time: "any" }]);
});

test("without JavaScript the call back opens, posts, and the answer page is in the page's language", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto("/hi/assessment");
  await page.getByText("लिखना नहीं चाहते? हमसे फ़ोन करवाइए").click();
  const form = page.getByRole("form", { name: "वापस फ़ोन का अनुरोध" });
  const parent = uniqueName("Rani");
  await form.getByRole("textbox", { name: "नाम", exact: true }).fill(parent);
  await form.getByRole("textbox", { name: "फ़ोन नंबर", exact: true }).fill(mobile());
  await form.getByLabel(/^मैं सहमति देता\/देती हूँ/).check();
  await form.getByRole("button", { name: "मुझे फ़ोन कीजिए" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "हम आपको फ़ोन करेंगे" })).toBeVisible();
  const { data } = await (await serviceClient()).from("assessment_requests").select("kind").eq("parent_name", parent);
  expect(data).toEqual([{ kind: "callback" }]);
  await context.close();
});
