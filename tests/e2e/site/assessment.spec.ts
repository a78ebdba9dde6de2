import { expect, expectNoA11yViolations, e2eMail, serviceClient, test } from "../fixtures";
import { card, searchCard, signInAsStaff, toast, uniqueName } from "../admin/adminHelpers";

// A parent asks for an assessment on a phone, and staff work the request (docs/product.md#assessment-request).
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

type Caught = { ID: string; Subject: string };

test("a Hindi-speaking parent asks in Hindi; staff see it new, mark it contacted, then scheduled; the alert names no child", async ({
  page,
  staffSession,
}) => {
  // A form, the admin and the first alert (Deno starts notify-staff) in one story.
  test.setTimeout(180_000);
  const parent = uniqueName("सुनीता");
  const child = uniqueName("Aarav");
  await page.goto("/hi");
  await page.getByRole("link", { name: "आकलन के लिए अनुरोध करें" }).click();
  await expect(page).toHaveURL(/\/hi\/assessment$/);
  await expect(page.getByRole("heading", { level: 1, name: "आकलन (असेसमेंट) के लिए अनुरोध" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Sending it empty names what is missing, in Hindi, and moves to the first field.
  await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
  await expect(page.getByText("कृपया बच्चे का पहला नाम या नाम के पहले अक्षर लिखें।")).toBeVisible();
  await expect(page.getByLabel("बच्चे का पहला नाम या नाम के पहले अक्षर")).toBeFocused();

  await page.getByLabel("बच्चे का पहला नाम या नाम के पहले अक्षर").fill(child);
  await page.getByLabel("वर्ष", { exact: true }).fill("4");
  await page.getByLabel("महीने", { exact: true }).fill("2");
  await page.getByLabel("बोलना या बात करना").check();
  await page.getByLabel("दूसरों के साथ खेलना और घुलना-मिलना").check();
  await page.getByLabel("अपने शब्दों में (ज़रूरी नहीं)").fill("नाम पुकारने पर जवाब नहीं देता।");
  await page.getByLabel("आपका नाम").fill(parent);
  const tel = page.getByLabel("मोबाइल नंबर");
  await expect(tel).toHaveAttribute("type", "tel");
  await expect(tel).toHaveAttribute("autocomplete", "tel");
  await tel.fill(`+91 ${mobile()}`);
  await expect(page.getByLabel("ईमेल (ज़रूरी नहीं)")).toHaveAttribute("type", "email");
  await page.getByLabel(/^मैं इस बच्चे का माता-पिता या अभिभावक हूँ/).check();
  // The shared privacy notice beside the button (the footer links to the same page too).
  // The assessment form's own notice: the call back above it has its own.
  const notice = page
    .getByRole("form", { name: "आकलन का अनुरोध" })
    .locator("p")
    .filter({ has: page.getByRole("link", { name: "गोपनीयता नीति", exact: true }) });
  await expect(notice).toContainText("बच्चे की उम्र");
  await expect(notice.getByRole("link")).toHaveAttribute("href", "/hi/privacy");
  await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
  await expect(page.getByText("धन्यवाद: आपका अनुरोध हमें मिल गया है")).toBeVisible();
  await expect(page.getByText(/^आगे क्या होगा: केंद्र से कोई दो कार्यदिवस के भीतर/)).toBeVisible();

  const { data: rows } = await (
    await serviceClient()
  )
    .from("assessment_requests")
    .select("*")
    .eq("parent_name", parent);
  expect(rows).toHaveLength(1);
  expect(rows![0]).toMatchObject({
    child_name: child,
    age_in_months: 50,
    concerns: ["social", "speech"],
    call_language: "hi",
  });
  const id = rows![0].id;

  await signInAsStaff(page, staffSession);
  // On a phone the sidebar is folded away: the dashboard's card leads to the list.
  const summary = page.getByRole("region", { name: "Assessment requests" });
  await expect(summary.getByTestId("open-assessments")).toHaveText(/^\d+ open$/);
  await summary.getByRole("link", { name: "Open the list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Assessment requests" })).toBeVisible();
  const request = await searchCard(page, parent);
  await expect(request.getByText("New", { exact: true })).toBeVisible();
  await request.getByRole("button", { name: "Mark contacted" }).click();
  await expect(toast(page, "Request: contacted")).toBeVisible();
  await expect(request.getByText("Contacted", { exact: true })).toBeVisible();
  await request.getByRole("button", { name: "Mark scheduled" }).click();
  await expect(toast(page, "Request: scheduled")).toBeVisible();
  await expect(request.getByText("Scheduled", { exact: true })).toBeVisible();
  // The request in full, with the notes and the date of the last call staff keep.
  await request.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Assessment request" });
  await expect(dialog.getByText(child)).toBeVisible();
  await expect(dialog.getByText("4 years 2 months")).toBeVisible();
  await dialog.getByLabel("Date of the last call").fill("2026-11-25");
  await dialog.getByLabel("Notes").fill("Called; assessment on Monday at 10.");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Assessment request updated")).toBeVisible();
  await expect(request.getByText(/Notes: Called; assessment on Monday at 10\./)).toBeVisible();

  // The alert reached the mail catcher: it links to the request and says nothing of the child.
  let body = "";
  await expect
    .poll(
      async () => {
        const listed = (await (await fetch(`${e2eMail.url}/api/v1/messages?limit=500`)).json()) as {
          messages: Caught[];
        };
        for (const mail of listed.messages.filter((m) => m.Subject === "A new assessment request")) {
          const full = (await (await fetch(`${e2eMail.url}/api/v1/message/${mail.ID}`)).json()) as {
            Text: string;
            HTML: string;
          };
          if (full.Text.includes(`assessments?id=${id}`)) body = `${mail.Subject}\n${full.Text}\n${full.HTML}`;
        }
        return body !== "";
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  for (const detail of [child, parent, "speech", "Speech", "नाम पुकारने", "social"]) expect(body).not.toContain(detail);
});

test("without JavaScript the form posts and the result page answers in the form's language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto("/hi/assessment");
  await page.getByLabel("बच्चे का पहला नाम या नाम के पहले अक्षर").fill("R.K.");
  await page.getByLabel("वर्ष", { exact: true }).fill("7");
  await page.getByLabel("सीखना या पढ़ाई").check();
  const parent = uniqueName("Meena");
  await page.getByLabel("आपका नाम").fill(parent);
  await page.getByLabel("मोबाइल नंबर").fill(mobile());
  await page.getByLabel(/^मैं इस बच्चे का माता-पिता या अभिभावक हूँ/).check();
  await page.getByRole("button", { name: "अनुरोध भेजें" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "अनुरोध भेज दिया गया" })).toBeVisible();
  await expect(page.getByText("धन्यवाद! आपका अनुरोध हमें मिल गया है।")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const { data: rows } = await (
    await serviceClient()
  )
    .from("assessment_requests")
    .select("concerns")
    .eq("parent_name", parent);
  expect(rows).toEqual([{ concerns: ["learning"] }]);

  // A refusal says why and how to go back to the text, which the browser's Back keeps.
  await page.goto("/assessment");
  await page.getByLabel("Child's first name or initials").fill("R.K.");
  await page.getByLabel("Years", { exact: true }).fill("7");
  await page.getByLabel("Your name").fill(parent);
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByLabel(/^I am the parent or guardian/).check();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request not sent" })).toBeVisible();
  await expect(page.getByText("Please tick at least one worry, or describe it in your own words.")).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Your name")).toHaveValue(parent);
  await context.close();
});

for (const path of ["/assessment", "/hi/assessment"]) {
  test(`${path} has no axe violations on a phone and on a desktop, with its errors shown too`, async ({ page }) => {
    for (const viewport of [phone, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expectNoA11yViolations(page);
    }
    await page.getByRole("button", { name: path.startsWith("/hi") ? "अनुरोध भेजें" : "Send the request" }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("the home hero, the Services page and a service's page lead to the form", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Learn About Our Services" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Involved Today" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request an assessment" }).first()).toHaveAttribute(
    "href",
    "/assessment",
  );
  await page.goto("/services");
  await expect(page.getByRole("link", { name: "Request an assessment" }).first()).toHaveAttribute(
    "href",
    "/assessment",
  );
  await page.goto("/services/speech-therapy");
  await page.getByRole("dialog").getByRole("link", { name: "Request an assessment" }).click();
  await expect(page).toHaveURL(/\/assessment$/);
});

test("staff find a request by phone, filter by status and age group, and see one waiting too long marked", async ({
  page,
  staffSession,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const service = await serviceClient();
  const parent = uniqueName("Kamla");
  const number = mobile();
  const { data: sent } = await service.rpc("submit_assessment_request", {
    child_name: "T.",
    age_years: "1",
    age_months: "3",
    concerns: ["movement"],
    parent_name: parent,
    phone: number,
    call_language: "en",
    call_time: "evening",
    consent: true,
  } as never);
  expect(sent).toMatchObject({ success: true });
  // A week ago: more than two working days, whatever today is.
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  await service.from("assessment_requests").update({ created_at: weekAgo }).eq("parent_name", parent);

  await signInAsStaff(page, staffSession);
  const summary = page.getByRole("region", { name: "Assessment requests" });
  await expect(summary.getByText(/^Oldest waiting for a first call: \d+ days \(\d+ working days\)$/)).toBeVisible();
  await summary.getByRole("link", { name: "Open the list" }).click();
  await page.getByPlaceholder("Search by parent's name or phone...").fill(number.slice(2, 8));
  const request = card(page, parent);
  await expect(request.getByText(/^Waiting \d+ working days for a first call$/)).toBeVisible();
  await page.getByLabel("Age group").selectOption("0-2");
  await expect(request).toBeVisible();
  await page.getByLabel("Age group").selectOption("12-18");
  await expect(request).toBeHidden();
  await page.getByLabel("Age group").selectOption("");
  await page.getByLabel("Status").selectOption("new");
  await expect(request).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Status").selectOption("closed");
  await expect(request).toBeHidden();
});

test("a request kept in one tab and sent by another is answered in the tab it was typed in", async ({
  page,
  context,
}) => {
  // This tab cannot reach the server; any other tab of the site can, and sends what the device
  // keeps when it opens (useOutboxSender). The parent's tab then shows the thanks, so the request
  // is not left there to be sent again.
  await page.route("**/rest/v1/rpc/submit_assessment_request", (route) => route.abort("internetdisconnected"));
  await page.goto("/assessment");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Child's first name or initials").fill("R.");
  await page.getByLabel("Years", { exact: true }).fill("6");
  await page.getByLabel("Months", { exact: true }).fill("0");
  await page.getByLabel("Learning or school").check();
  await page.getByLabel("Your name").fill(uniqueName("Other tab"));
  await page.getByLabel("Mobile number").fill(mobile());
  await page.getByLabel(/^I am the parent or guardian of this child/).check();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText("Not sent yet")).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto("/assessment");
  await expect(page.getByText("Thank you: we have your request")).toBeVisible();
  await expect(page.getByText("Not sent yet")).toHaveCount(0);
});
