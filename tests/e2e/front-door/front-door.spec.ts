// The README's two commands, as a newcomer walks through them: `npm start` (run by
// tests/e2e/front-door/npmStart.ts on free ports), then the site and the admin in Chromium.
// The production build's tests cannot see the dev server; this project can (it would have
// failed on the guard that answered 404 for Vite's /node_modules/.vite/deps/).
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { acceptInvitation, askForResetLink, inviteFromSettings, resetFromLink } from "../admin/accountFlows";
import { linkMailedTo } from "../admin/accountMail";
import { openScreen, signIn, uniqueName } from "../admin/adminHelpers";
import { printedStaffLogin } from "./startLog";

const webPort = process.env.E2E_START_WEB_PORT!;
const apiPort = process.env.E2E_START_API_PORT!;
const mailUrl = `http://127.0.0.1:${process.env.E2E_START_MAIL_PORT}`;
const ownOrigins = [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`, `http://127.0.0.1:${apiPort}`];

/** Every answer of the app's own servers that is 4xx/5xx, and every error the page throws or logs. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("response", (response) => {
    const own = ownOrigins.some((origin) => response.url().startsWith(origin));
    if (own && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

test.describe.configure({ mode: "serial" });

test("the home page shows its hero, counters and a seeded testimonial", async ({ page }) => {
  const problems = watch(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Empowering Neurodiverse Minds" })).toBeVisible();
  await expect(page.getByRole("group", { name: /impact/i }).getByTestId("counter-value")).toHaveCount(3);
  // The dev server renders in the browser only: this text comes from the API, through React.
  await expect(page.getByText("Priya Verma").first()).toBeAttached();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(problems).toEqual([]);
});

test("/notice shows a seeded article", async ({ page }) => {
  const problems = watch(page);
  await page.goto("/notice");
  await expect(
    page.getByRole("heading", { name: "Sensory-friendly play area opens at our Prayagraj centre" }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test("/hi shows the page in Hindi", async ({ page }) => {
  const problems = watch(page);
  await page.goto("/hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  expect(problems).toEqual([]);
});

test("the comfort settings kept on this device apply before the page's code, as in the build", async ({ page }) => {
  const problems = watch(page);
  // As src/site/comfort/comfortSettings.ts keeps them; the page's code itself never loads here.
  await page.addInitScript(() => localStorage.setItem("site-comfort", "text-200 calm"));
  await page.route(/\.(tsx?|jsx?)(\?.*)?$/, (route) => route.abort());
  await page.goto("/hi", { waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("data-comfort", "text-200 calm");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
  const sheet = await page.request.get("/comfort.css");
  expect(sheet.headers()["content-type"]).toMatch(/^text\/css/);
  expect(await sheet.text()).toContain("[data-comfort~=calm]");
  expect(problems.filter((problem) => !/ERR_FAILED|net::|Failed to load/.test(problem))).toEqual([]);
});

test("/admin signs in with the printed staff login and shows the dashboard", async ({ page }) => {
  const problems = watch(page);
  const login = printedStaffLogin(webPort);
  await page.goto("/admin");
  await page.getByLabel("E-mail address").fill(login.email);
  await page.getByLabel("Password").fill(login.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("recent-title").first()).toBeVisible();
  expect(problems).toEqual([]);
});

// The e-mailed links, on the dev server: StrictMode renders the set-password page twice there,
// which once made every fresh link say it had expired (docs/architecture.md#the-dev-server).
const newcomer = `${uniqueName("newcomer").replace(/\s/g, "-")}@example.org`;

test("an invitation, from Settings to the newcomer's first sign-in", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const problems = watch(page);
  const login = printedStaffLogin(webPort);
  await signIn(page, login.email, login.password);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openScreen(page, "Settings");
  await inviteFromSettings(page, newcomer);

  const theirs = await (await browser.newContext()).newPage();
  const theirProblems = watch(theirs);
  const link = await linkMailedTo(newcomer, "You have been invited", mailUrl);
  await acceptInvitation(theirs, link, newcomer, "my-first-password");
  await theirs.context().close();
  expect([...problems, ...theirProblems]).toEqual([]);
});

test("forgot password, through the e-mail, to signing in with the new one", async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watch(page);
  await askForResetLink(page, newcomer);
  const link = await linkMailedTo(newcomer, "Reset your password", mailUrl);
  await resetFromLink(page, link, newcomer, "my-second-password");
  // The login screen, its address filled in: the new password signs in.
  await page.getByLabel("Password").fill("my-second-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an event's calendar file downloads as the build publishes it: text/calendar", async ({ page }) => {
  // The dev server compiles the event page on its first visit: seconds on a busy machine.
  test.setTimeout(120_000);
  const problems = watch(page);
  await page.goto("/events");
  await page
    .getByRole("link", { name: /Parent workshop: everyday speech at home/ })
    .first()
    .click();
  const download = page.getByRole("link", { name: "Download the calendar file (.ics)" });
  const [saved] = await Promise.all([page.waitForEvent("download"), download.click()]);
  const text = readFileSync((await saved.path())!, "utf8");
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text.replace(/\r\n /g, "")).toContain("SUMMARY:Parent workshop: everyday speech at home");
  const answer = await page.request.get((await download.getAttribute("href"))!);
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(problems).toEqual([]);
});
