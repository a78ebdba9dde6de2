import type { Request } from "@playwright/test";
import { expect, serviceClient, test } from "../fixtures";
import { card, openScreen, signInAsStaff, uniqueName } from "./adminHelpers";

// What staff type in the search of a screen of personal data travels in a POST body, never in a
// URL, where gateway and proxy access logs would keep it (issue 23; docs/architecture.md,
// "Personal data out of subjects, logs and URLs"). A content screen keeps its GET search.

test("Messages: a search by phone number or e-mail finds the message, and no request URL holds what was typed", async ({
  page,
}) => {
  const name = uniqueName("E2E Caller");
  const run = name.split(" ").at(-1)!;
  const digits = String(10000 + Math.floor(Math.random() * 89999));
  const phone = `+91 97531-${digits}`;
  const email = `caller.${run}@example.org`;
  const { error } = await (await serviceClient()).from("contact_messages").insert({
    name,
    email,
    phone,
    subject: "services",
    message: "Please call me back about an assessment.",
  });
  expect(error).toBeNull();

  await signInAsStaff(page);
  await openScreen(page, "Messages");
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const box = page.getByPlaceholder("Search by name, e-mail, phone or subject...");

  // Typed key by key, with other spacing than stored: every debounced search along the way counts.
  const phoneSearch = page.waitForResponse(
    (response) =>
      response.url().endsWith("/rest/v1/rpc/search_personal_rows") &&
      (response.request().postData() ?? "").includes(`97531 ${digits}`),
  );
  await box.pressSequentially(`97531 ${digits}`, { delay: 60 });
  expect((await phoneSearch).status()).toBe(200);
  await expect(card(page, name)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  await box.fill("");
  const emailSearch = page.waitForResponse(
    (response) =>
      response.url().endsWith("/rest/v1/rpc/search_personal_rows") &&
      (response.request().postData() ?? "").includes(email.toUpperCase()),
  );
  await box.pressSequentially(email.toUpperCase(), { delay: 20 });
  expect((await emailSearch).status()).toBe(200);
  await expect(card(page, name)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  const decoded = (url: string) => {
    try {
      return decodeURIComponent(url);
    } catch {
      return url;
    }
  };
  const urls = requests.map((request) => decoded(request.url()).toLowerCase());
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toContain(digits);
    expect(url).not.toContain("97531");
    expect(url).not.toContain(run.toLowerCase());
    expect(url).not.toContain("ilike");
  }
  // The searches went as posts to the procedure, with the term in the body.
  const posted = requests.filter((request) => request.url().endsWith("/rest/v1/rpc/search_personal_rows"));
  expect(posted.length).toBeGreaterThanOrEqual(2);
  expect(posted.every((request) => request.method() === "POST")).toBe(true);
});

test("News: a content screen's search stays a GET query", async ({ page }) => {
  await signInAsStaff(page);
  await openScreen(page, "News Articles");
  const searched = page.waitForRequest(
    (request) =>
      request.method() === "GET" &&
      request.url().includes("/rest/v1/news_articles") &&
      decodeURIComponent(request.url()).includes("zqxword"),
  );
  await page.getByPlaceholder("Search by title or source...").fill("zqxword");
  await searched;
  await expect(page.getByText("No articles found.")).toBeVisible();
});
