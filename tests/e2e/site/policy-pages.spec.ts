import { expect, serviceClient, test } from "../fixtures";
import { card, openScreen, signInAsStaff } from "../admin/adminHelpers";

// docs/product.md#policy-pages and #notices-at-forms: the three policy pages render in both
// languages from the seed, the footer and every form with personal data lead to them, and what
// staff write in the admin's Pages shows on the page after a refresh.

const pages = [
  { path: "/privacy", h1: "Privacy Policy", h2: "What we collect, and why" },
  { path: "/terms", h1: "Terms of Use", h2: "Donations" },
  { path: "/refund-policy", h1: "Refund Policy", h2: "A donation made by mistake" },
  { path: "/hi/privacy", h1: "गोपनीयता नीति", h2: "हम क्या लेते हैं, और क्यों" },
  { path: "/hi/terms", h1: "उपयोग की शर्तें", h2: "दान" },
  { path: "/hi/refund-policy", h1: "रिफ़ंड नीति", h2: "ग़लती से दिया गया दान" },
];

for (const { path, h1, h2 } of pages) {
  test(`${path} renders its seeded text, its last change and the grievance officer, prerendered`, async ({ page }) => {
    const hindi = path.startsWith("/hi");
    // The prerendered HTML itself carries the text: no script needed to read the policy.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`>${h1}</h1>`);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", hindi ? "hi" : "en");
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: h2, exact: true })).toBeVisible();
    await expect(page.getByText(hindi ? "पिछला बदलाव:" : "Last updated:")).toBeVisible();
    await expect(page.locator("time[datetime]")).toHaveCount(1);
    const officer = page.getByRole("region", { name: hindi ? "शिकायत अधिकारी" : "Grievance Officer" });
    await expect(officer.getByRole("link", { name: "info@example.org" })).toHaveAttribute(
      "href",
      "mailto:info@example.org",
    );
    await expect(page).toHaveTitle(new RegExp(h1));
  });
}

// The notice's list is drawn from the declarations (public.privacy_notice()), prerendered in both
// languages: the children's request and the gifts ledger are on it, with how long each is kept,
// and it leads to the data request page (docs/product.md#policy-pages).
for (const hindi of [false, true]) {
  test(`${hindi ? "/hi/privacy" : "/privacy"} lists what is kept, why and for how long, and leads to the data request page`, async ({
    page,
  }) => {
    const path = hindi ? "/hi/privacy" : "/privacy";
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(hindi ? "आकलन का अनुरोध" : "Assessment request");
    expect(html).toMatch(hindi ? /बच्चों की जानकारी/ : /Children(&#x27;|&#39;|')s data/);
    await page.goto(path);
    const list = page.getByRole("region", {
      name: hindi ? "हम क्या रखते हैं, क्यों, और कितने समय तक" : "What we keep, why, and for how long",
    });
    for (const source of hindi
      ? ["संपर्क फ़ॉर्म", "आकलन का अनुरोध", "कार्यक्रम के लिए पंजीकरण", "80G रसीद का अनुरोध", "दान का रजिस्टर"]
      : ["Contact form", "Assessment request", "Event registration", "80G receipt request", "Donations ledger"])
      await expect(list.getByRole("heading", { level: 3, name: source, exact: true })).toBeVisible();
    await expect(
      list.getByText(
        hindi
          ? "स्टाफ़ द्वारा संदेश निपटाए जाने के 24 महीने बाद मिटा दिया जाता है।"
          : "Deleted 24 months after staff have handled the message.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/lawyer|वकील/)).toHaveCount(0);
    const children = page.getByRole("region", { name: hindi ? "बच्चों की जानकारी" : "Children's data" });
    await expect(
      children.getByText(hindi ? /व्यवहार पर नज़र नहीं/ : /do not track children or monitor their behaviour/),
    ).toBeVisible();
    await page
      .getByRole("region", { name: hindi ? "अपनी जानकारी देखें, ठीक करवाएँ या मिटवाएँ" : "See, correct or erase your data" })
      .getByRole("link", { name: hindi ? "अपनी जानकारी के बारे में पूछें" : "Ask about your data" })
      .click();
    await expect(page).toHaveURL(hindi ? /\/hi\/data-request$/ : /\/data-request$/);
  });
}

test("the footer's policy links lead to their pages, in the page's language", async ({ page }) => {
  await page.goto("/about");
  const policies = page.getByRole("list", { name: "Policies" });
  await policies.getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await page.goto("/hi/about");
  await page.locator("footer").getByRole("link", { name: "रिफ़ंड नीति" }).click();
  await expect(page).toHaveURL(/\/hi\/refund-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "रिफ़ंड नीति" })).toBeVisible();
});

for (const { path, form, link, target, h1 } of [
  { path: "/#contact", form: "Contact form", link: "Privacy Policy", target: /\/privacy$/, h1: "Privacy Policy" },
  { path: "/hi#contact", form: "संपर्क फ़ॉर्म", link: "गोपनीयता नीति", target: /\/hi\/privacy$/, h1: "गोपनीयता नीति" },
  {
    path: "/get_involve/80g-receipt",
    form: null,
    link: "Privacy Policy",
    target: /\/privacy$/,
    h1: "Privacy Policy",
  },
  {
    path: "/hi/get_involve/80g-receipt",
    form: null,
    link: "गोपनीयता नीति",
    target: /\/hi\/privacy$/,
    h1: "गोपनीयता नीति",
  },
]) {
  test(`${path}: the form's notice names what it keeps and links to the privacy page`, async ({ page }) => {
    await page.goto(path);
    const scope = form ? page.getByRole("form", { name: form }) : page.locator("main form");
    const notice = scope.locator("p").filter({ has: page.getByRole("link", { name: link, exact: true }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(path.startsWith("/hi") ? "सिर्फ़ स्टाफ़ देखता है" : "only our staff see them");
    await page.locator("html[data-hydrated]").waitFor();
    await notice.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
  });
}

test("staff change the privacy page in the admin, and /privacy shows it after a refresh", async ({
  page,
  staffSession,
}) => {
  const db = await serviceClient();
  const { data: before } = await db.from("pages").select("body_en").eq("slug", "privacy").single();
  const added = `A sentence staff added at ${Date.now()}.`;
  try {
    await signInAsStaff(page, staffSession);
    await openScreen(page, "Pages");
    await card(page, "Privacy Policy").getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Page" });
    const body = dialog.getByLabel("Text (English)");
    await body.fill(`${before!.body_en}\n\n## Added by staff\n\n${added}`);
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/privacy");
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Added by staff" })).toBeVisible();
    await expect(page.getByText(added)).toBeVisible();
  } finally {
    await db.from("pages").update({ body_en: before!.body_en }).eq("slug", "privacy");
  }
});
