import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, serviceClient, test } from "../fixtures";
import { card, openScreen, searchFor, signInAsStaff } from "../admin/adminHelpers";

// Giving on a phone (docs/product.md, "Giving" and "Request an 80G receipt").
test.use({ viewport: { width: 390, height: 844 } });

async function openDonateDialog(page: Page) {
  await page.goto("/get_involve");
  await page.getByRole("button", { name: "Donate Now" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Support Our Work" })).toBeVisible();
  return dialog;
}

/** A date some days before today in Prayagraj, as YYYY-MM-DD. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

test("the donate dialog offers the presets and a upi://pay link carrying the chosen amount", async ({ page }) => {
  const dialog = await openDonateDialog(page);
  const payLink = dialog.getByRole("link", { name: /^Pay with a UPI app/ });
  const base = "upi://pay?pa=pnf.demo%40upi&pn=Prayagraj%20Neurodiversity%20Foundation";
  const tail = "&cu=INR&tn=Donation%20to%20PNF";

  for (const label of ["₹500", "₹1,000", "₹2,500", "Other"]) {
    await expect(dialog.getByRole("radio", { name: label })).toHaveCount(1);
  }
  await expect(dialog.getByRole("radio", { name: "₹1,000" })).toBeChecked();
  await expect(payLink).toHaveAttribute("href", `${base}&am=1000.00${tail}`);

  await dialog.getByText("₹2,500", { exact: true }).click();
  await expect(payLink).toHaveAttribute("href", `${base}&am=2500.00${tail}`);
  await expect(payLink).toHaveText("Pay with a UPI app: ₹2,500");

  await dialog.getByText("Other", { exact: true }).click();
  const other = dialog.getByLabel("Another amount (₹)");
  await other.fill("1,250");
  await expect(payLink).toHaveAttribute("href", `${base}&am=1250.00${tail}`);
  await other.fill("12.345");
  await expect(other).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Please enter an amount in rupees, as in 750 or 1,500.")).toBeVisible();
  await expect(payLink).toHaveAttribute("href", `${base}${tail}`);

  await expect(dialog.getByRole("img", { name: /UPI payment QR code/ })).toBeVisible();
  await expect(dialog.getByText(/confirms every gift by sending you a receipt/)).toBeVisible();
  await expect(dialog.getByText("We can take gifts only from Indian citizens and groups in India.")).toBeVisible();
  await expect(dialog.getByText(/^80G registration: .+ \(valid .+\)$/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Donate Now" })).toBeFocused();
});

test("copying the UPI ID, the account number and the IFSC confirms each visibly", async ({ page }) => {
  // The system clipboard is outside the product: record what the page writes to it.
  await page.addInitScript(() => {
    const w = window as unknown as { copied: string[] };
    w.copied = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void w.copied.push(text) },
    });
  });
  const dialog = await openDonateDialog(page);
  await dialog.getByRole("button", { name: "Copy UPI ID" }).click();
  await expect(dialog.getByRole("button", { name: "UPI ID copied" })).toBeVisible();
  await expect(dialog.getByRole("status").filter({ hasText: "UPI ID copied" })).toBeAttached();
  await dialog.getByRole("button", { name: "Copy IFSC Code" }).click();
  await expect(dialog.getByRole("button", { name: "IFSC Code copied" })).toBeVisible();
  await dialog.getByRole("button", { name: "Copy Account Number" }).click();
  await expect(dialog.getByRole("button", { name: "Account Number copied" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
    "pnf.demo@upi",
    "SBIN0000000",
    "0000111122223333",
  ]);
});

test("the footer and the contact section offer a WhatsApp chat with a plain greeting", async ({ page }) => {
  await page.goto("/");
  const links = page.getByRole("link", { name: /Chat on WhatsApp/ });
  await expect(links).toHaveCount(2);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hello!%20/);
  }
  await expect(page.getByRole("contentinfo").getByText(/^NGO Darpan ID: /)).toBeVisible();
});

test("a receipt request: a malformed PAN is refused in the form; a good one reaches the admin and its CSV export", async ({
  page,
  staffSession,
}) => {
  // The site, then the admin: two apps and a download on a busy machine.
  test.setTimeout(120_000);
  let posted = 0;
  await page.route("**/rpc/submit_receipt_request**", (route) => {
    posted++;
    return route.continue();
  });
  const stamp = Date.now().toString(36);
  const donor = `Asha Receipt ${stamp}`;
  const dialog = await openDonateDialog(page);
  await dialog.getByRole("link", { name: "Request an 80G receipt" }).click();
  await expect(page).toHaveURL(/\/get_involve\/80g-receipt$/);
  const form = page.getByRole("form", { name: "Request an 80G receipt" });

  await form.getByLabel("Name as on PAN").fill(donor);
  await form.getByLabel(/^PAN/).fill("ABCD1234K");
  await form.getByLabel("Address").fill("12 Civil Lines, Prayagraj 211001");
  await form.getByLabel("Email").fill(`receipt-${stamp}@example.org`);
  await form.getByLabel("Amount (₹)").fill("2500");
  await form.getByLabel("Date of the gift").fill(daysAgo(10));
  await form.getByLabel("How you paid").selectOption("upi");
  await form.getByLabel("Transaction reference").fill(`UTR${stamp}`);
  await form.getByRole("button", { name: "Send request" }).click();

  const pan = form.getByLabel(/^PAN/);
  const panError =
    "Please enter a valid PAN as printed on the card: five capital letters, four digits and a capital letter, as in ABCPE1234F.";
  await expect(form.getByText(panError)).toBeVisible();
  await expect(pan).toHaveAttribute("aria-invalid", "true");
  await expect(pan).toBeFocused();
  const describedBy = (await pan.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy.split(" ").at(-1)}"]`)).toHaveText(panError);
  expect(posted).toBe(0);
  await expectNoA11yViolations(page);

  await pan.fill("abcpg1234k");
  await form.getByRole("button", { name: "Send request" }).click();
  const thanks = "Thank you! We have your request and will send the 80G receipt once we have matched your gift.";
  await expect(page.getByRole("status").filter({ hasText: thanks })).toBeFocused();
  await expect(form.getByLabel("Name as on PAN")).toHaveValue("");
  expect(posted).toBe(1);
  await expectNoA11yViolations(page);

  const { data: stored } = await (
    await serviceClient()
  )
    .from("receipt_requests")
    .select("pan, amount, mode, issued, language")
    .eq("donor_name", donor);
  expect(stored).toEqual([{ pan: "ABCPG1234K", amount: 2500, mode: "upi", issued: false, language: "en" }]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, staffSession);
  await openScreen(page, "Receipt requests");
  await searchFor(page, stamp);
  // The request's one way on is a gift in the ledger (tests/e2e/admin/donations.spec.ts follows it).
  await expect(card(page, donor).getByText("New: record it as a gift", { exact: true })).toBeVisible();
  await expect(card(page, donor).getByRole("button", { name: "Record as gift" })).toBeVisible();
});

test("a receipt request from the Hindi page carries the page's language for its receipt", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const donor = `आशा ${stamp}`;
  await page.goto("/hi/get_involve/80g-receipt");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "80G रसीद माँगें" });
  await form.getByLabel("नाम (जैसा PAN पर है)").fill(donor);
  await form.getByLabel(/^PAN/).fill("ABCPG1234K");
  await form.getByLabel("पता").fill("12 सिविल लाइंस, प्रयागराज");
  await form.getByLabel("ईमेल").fill(`receipt-hi-${stamp}@example.org`);
  await form.getByLabel("रकम (₹)").fill("1500");
  await form.getByLabel("दान की तारीख़").fill(daysAgo(3));
  await form.getByLabel("पेमेंट कैसे किया").selectOption("upi");
  await form.getByLabel("ट्रांज़ैक्शन रेफ़रेंस").fill(`UTR${stamp}`);
  await form.getByRole("button", { name: "अनुरोध भेजें" }).click();
  await expect(form.getByLabel("नाम (जैसा PAN पर है)")).toHaveValue("");
  const service = await serviceClient();
  const { data: stored } = await service.from("receipt_requests").select("id, language").eq("donor_name", donor);
  expect(stored).toMatchObject([{ language: "hi" }]);
});
