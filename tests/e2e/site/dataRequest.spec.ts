import { expect, expectNoA11yViolations, e2eMail, serviceClient, test } from "../fixtures";

// The data request page (docs/product.md#data-requests): a parent who wrote to the foundation asks,
// in Hindi, to erase their data; the code comes by e-mail and confirms the request; a phone-only
// request is told staff will call; the page tells a reader without JavaScript how to ask; axe finds
// nothing in either language.

/** The code e-mailed to `address`, once it has come. */
async function codeFor(address: string): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const listed = (await (await fetch(`${e2eMail.url}/api/v1/messages?limit=500`)).json()) as {
          messages: { ID: string; To: { Address: string }[]; Subject: string }[];
        };
        const mail = listed.messages.find(
          (m) => m.Subject.startsWith("Your code") && m.To.some((to) => to.Address.toLowerCase() === address),
        );
        if (!mail) return "";
        const full = (await (await fetch(`${e2eMail.url}/api/v1/message/${mail.ID}`)).json()) as { Text: string };
        code = /Your code is (\d{6})/.exec(full.Text)?.[1] ?? "";
        return code;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test("a parent who wrote to us asks in Hindi to erase their data, and confirms it with the e-mailed code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const address = `data-request-${Date.now()}@example.org`;
  const { error } = await serviceClient()
    .from("contact_messages")
    .insert({ name: "Asha", email: address, subject: "support", message: "About my son" });
  expect(error).toBeNull();

  await page.goto("/hi/data-request");
  await expect(page.getByRole("heading", { level: 1, name: "अपनी जानकारी के बारे में पूछें" })).toBeVisible();
  await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
  await expect(page.getByText("कृपया चुनें कि आप क्या चाहते हैं: अपनी जानकारी देखना, ठीक करवाना या मिटवाना।")).toBeVisible();
  await page.getByLabel("उसे मिटवाना").check();
  await page.getByLabel("आपका ईमेल पता").fill(address);
  await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
  await expect(page.getByRole("heading", { name: "कोड डालें" })).toBeVisible();
  await expect(page.getByText(/अगर इस ईमेल पते से हमारे पास कोई जानकारी है/)).toBeVisible();
  await expectNoA11yViolations(page);

  const code = await codeFor(address);
  await page.getByLabel("ईमेल में आया 6 अंकों का कोड").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "पुष्टि करें" }).click();
  await expect(page.getByRole("alert")).toContainText("यह कोड सही नहीं है।");
  await page.getByLabel("ईमेल में आया 6 अंकों का कोड").fill(code);
  await page.getByRole("button", { name: "पुष्टि करें" }).click();
  await expect(page.getByRole("heading", { name: "आपके अनुरोध की पुष्टि हो गई" })).toBeVisible();

  const { data } = await serviceClient()
    .from("data_requests")
    .select("kind, language, verified_at")
    .eq("email", address);
  expect(data).toHaveLength(1);
  expect(data![0]).toMatchObject({ kind: "erasure", language: "hi" });
  expect(data![0].verified_at).not.toBeNull();
});

test("a phone-only request for a correction is told that staff will call", async ({ page }) => {
  await page.goto("/data-request");
  await page.getByLabel("To correct it").check();
  await page.getByLabel("Or your mobile number, if you gave us no e-mail").fill(`+91 9${String(Date.now()).slice(-9)}`);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText("Please write what should be corrected.")).toBeVisible();
  await page.getByLabel("What should be corrected?").fill("My son's name is Aarav, not Arav.");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("heading", { name: "We will call you" })).toBeVisible();
  await expect(
    page.getByText("Thank you. We will call you on this number to check that it is you, then answer your request."),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("without JavaScript, the page says how to ask by e-mail or phone", async ({ browser }) => {
  // A context of its own: the fixtures' page waits for the app to hydrate, which never happens here.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/hi/data-request");
  await expect(page.getByRole("heading", { level: 1, name: "अपनी जानकारी के बारे में पूछें" })).toBeVisible();
  await expect(page.getByText("आप ईमेल या फ़ोन से भी पूछ सकते हैं:")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "info@example.org" })).toHaveAttribute(
    "href",
    "mailto:info@example.org",
  );
  await context.close();
});
